import LayoutModel

/// Checks on a finished greedy layout. The engine lays out every view and
/// modifier of the model format, so there is nothing to refuse beforehand;
/// what can still go wrong is arithmetic that no rule resolves.
enum GreedySupport {
    /// - Throws: `GreedyLayoutError.noLayout` for the first frame that
    ///   `LayoutValidity` rejects (a NaN component or a size of −∞).
    static func checkNumbers(_ result: LayoutResult, in tree: LayoutTree) throws(GreedyLayoutError) {
        if let invalid = LayoutValidity.firstInvalid(result.frames, in: tree) {
            throw .noLayout(path: tree[invalid.node].path, frame: invalid.frame.description)
        }
    }
}
