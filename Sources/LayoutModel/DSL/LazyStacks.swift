/// An HStack that takes the whole height it is proposed (docs/greedy-semantics.md, "Lazy stacks").
public struct LazyHStack: View {
    /// The vertical guide the children are aligned on, and where they sit in the height taken.
    public var alignment: VerticalAlignment
    /// The gap between neighbours in points; nil asks each adjacent pair for its distance.
    public var spacing: Double?
    /// The children, leading to trailing.
    public var children: [ViewNode]
    /// A lazy row of the views `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.children = content()
    }
    /// A `.lazyHStack` node holding the children.
    public var node: ViewNode { ViewNode(.lazyHStack(alignment: alignment, spacing: spacing, children: children)) }
}

/// A VStack that takes the whole width it is proposed (docs/greedy-semantics.md, "Lazy stacks").
public struct LazyVStack: View {
    /// The horizontal guide the children are aligned on, and where they sit in the width taken.
    public var alignment: HorizontalAlignment
    /// The gap between neighbours in points; nil asks each adjacent pair for its distance.
    public var spacing: Double?
    /// The children, top to bottom.
    public var children: [ViewNode]
    /// A lazy column of the views `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.children = content()
    }
    /// A `.lazyVStack` node holding the children.
    public var node: ViewNode { ViewNode(.lazyVStack(alignment: alignment, spacing: spacing, children: children)) }
}
