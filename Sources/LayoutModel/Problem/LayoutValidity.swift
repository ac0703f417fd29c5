/// The one rule by which every engine (greedy, `exact`, every declarative
/// strategy) decides that its result is not a layout: a frame with a NaN
/// component, or a width or height of −∞, is no place and size, so the input
/// has no layout (docs/greedy-semantics.md, "Lengths at infinity"). An
/// engine reports the first such node instead of printing frames.
public enum LayoutValidity {
    /// Whether `frame` is a place and size.
    public static func isValid(_ frame: Rect) -> Bool {
        !(frame.x.isNaN || frame.y.isNaN || frame.width.isNaN || frame.height.isNaN
            || frame.width == -.infinity || frame.height == -.infinity)
    }

    /// The first node, in pre-order, whose frame in `frames` (indexed like
    /// the tree's nodes) is not a place and size; nil when every frame is.
    public static func firstInvalid(_ frames: [Rect], in tree: LayoutTree) -> (node: Int, frame: Rect)? {
        // Every frame valid (the usual case): no need to walk the tree.
        guard frames.contains(where: { !isValid($0) }) else { return nil }
        for index in tree.preorder where frames.indices.contains(index) && !isValid(frames[index]) {
            return (index, frames[index])
        }
        return nil
    }
}
