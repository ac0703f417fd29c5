import LayoutModel

/// What the greedy engine lays out so far, checked before layout starts so
/// that nothing is ever skipped silently.
enum GreedySupport {
    static let note = "it lands with the layout-vocabulary issue (#3)"

    /// - Throws: `UnsupportedLayoutError` naming the first node (in pre-order)
    ///   the engine cannot lay out, or a root environment it does not honour.
    static func check(_ tree: LayoutTree) throws(UnsupportedLayoutError) {
        if tree.environment.safeArea != .zero {
            throw UnsupportedLayoutError(engine: "greedy", path: "environment", element: "safeArea", note: note)
        }
        for index in tree.preorder where !isSupported(tree[index].element) {
            throw UnsupportedLayoutError(engine: "greedy", path: tree[index].path, element: tree[index].element.name, note: note)
        }
    }

    static func isSupported(_ element: LayoutElement) -> Bool {
        switch element {
        case .shape, .fixed, .image, .spacer, .empty, .stack, .zStack,
             .padding, .frame, .flexFrame, .fixedSize, .layoutPriority, .alignmentGuide, .offset, .environment,
             .aspectRatio, .position, .overlay, .background, .nookPanel:
            true
        case .text,
             .safeAreaInset, .safeAreaPadding, .ignoresSafeArea, .containerRelativeFrame:
            false
        }
    }

    /// - Throws: `GreedyLayoutError.notANumber` for the first NaN frame.
    static func checkNumbers(_ result: LayoutResult, in tree: LayoutTree) throws(GreedyLayoutError) {
        for index in tree.preorder {
            let frame = result.frames[index]
            if frame.x.isNaN || frame.y.isNaN || frame.width.isNaN || frame.height.isNaN {
                throw .notANumber(path: tree[index].path, frame: frame.description)
            }
        }
    }
}
