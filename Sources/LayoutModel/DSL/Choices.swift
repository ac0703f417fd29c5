/// SwiftUI's `ViewThatFits(in:content:)`: the first child whose ideal size on
/// `axes` fits the proposal, else the last (docs/greedy-semantics.md).
public struct ViewThatFits: View {
    /// The axes on which a child's ideal size must fit (both by default; none: the first child).
    public var axes: Set<Axis>
    /// The alternatives, in order of preference.
    public var children: [ViewNode]
    /// A choice among the views `content` builds, tested on `axes`.
    public init(in axes: Set<Axis> = [.horizontal, .vertical], @ViewBuilder content: () -> [ViewNode]) {
        self.axes = axes
        self.children = content()
    }
    /// A `.viewThatFits` node holding the alternatives.
    public var node: ViewNode { ViewNode(.viewThatFits(axes: axes, children: children)) }
}

/// `if horizontalSizeClass == .compact { then } else { otherwise }`, with the
/// size classes the view sees (the environment's, or the standard ones of the
/// scene's proposal): the branch taken stands in its place when the tree is
/// built (docs/greedy-semantics.md, "Size classes").
public struct If: View {
    /// What the size classes must be for `then` to be taken.
    public var condition: SizeClassCondition
    /// The view where the condition holds.
    public var then: ViewNode
    /// The view where it does not; nil is an Empty view.
    public var otherwise: ViewNode?
    /// A view that is `then` where the size classes match, else `otherwise`.
    public init(
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
        then: () -> some View, else otherwise: (() -> some View)? = nil as (() -> ViewNode)?
    ) {
        condition = SizeClassCondition(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
        self.then = then().node
        self.otherwise = otherwise?().node
    }
    /// A `.conditional` node with both branches.
    public var node: ViewNode { ViewNode(.conditional(condition, then: then, otherwise: otherwise)) }
}

/// SwiftUI's `AnyLayout`: the children laid out by an HStack, VStack or
/// ZStack layout, possibly chosen by the size classes
/// (`LayoutChoice.conditional`), decided when the tree is built.
public struct AnyLayout: View {
    /// The layout, or the size-class choice between layouts.
    public var layout: LayoutChoice
    /// The children, shared by every layout the choice can take.
    public var children: [ViewNode]
    /// The views `content` builds laid out by `layout`.
    public init(_ layout: LayoutChoice, @ViewBuilder content: () -> [ViewNode]) {
        self.layout = layout
        self.children = content()
    }
    /// An `.anyLayout` node holding the children.
    public var node: ViewNode { ViewNode(.anyLayout(layout, children: children)) }
}
