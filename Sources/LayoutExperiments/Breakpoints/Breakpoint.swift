/// A root width at which one frame component of one node changes its
/// affine law: its slope (a kink) or its value (a jump).
public struct Breakpoint: Sendable, Hashable {
    /// The node's index in the tree.
    public var node: Int
    /// 0 x, 1 y, 2 width, 3 height (``BreakpointPiece/componentNames``).
    public var component: Int
    /// The root width.
    public var width: Double
    /// The segment ending here.
    public var left: BreakpointSegment
    /// The segment starting here.
    public var right: BreakpointSegment

    /// A breakpoint of `component` of `node` at root width `width`, between `left` and `right`.
    public init(node: Int, component: Int, width: Double, left: BreakpointSegment, right: BreakpointSegment) {
        self.node = node
        self.component = component
        self.width = width
        self.left = left
        self.right = right
    }

    /// Whether the value itself changes here (the two segments disagree at
    /// the width by more than 1e-7 pt), not only its slope.
    public var isJump: Bool { abs(left.value(at: width) - right.value(at: width)) > 1e-7 }
}
