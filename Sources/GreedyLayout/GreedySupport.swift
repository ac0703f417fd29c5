import LayoutModel

/// Checks on a finished greedy layout. The engine lays out every view and
/// modifier of the model format, so there is nothing to refuse beforehand;
/// what can still go wrong is arithmetic that no rule resolves.
enum GreedySupport {
    /// - Throws: `GreedyLayoutError.noLayout` for the first frame with a NaN
    ///   component or a size of −∞.
    static func checkNumbers(_ result: LayoutResult, in tree: LayoutTree) throws(GreedyLayoutError) {
        for index in tree.preorder {
            let frame = result.frames[index]
            if frame.x.isNaN || frame.y.isNaN || frame.width.isNaN || frame.height.isNaN
                || frame.width == -.infinity || frame.height == -.infinity {
                throw .noLayout(path: tree[index].path, frame: frame.description)
            }
        }
    }
}
