/// What a view is, with the keys of its type in the model format.
public indirect enum ViewContent: Sendable, Hashable {
    /// `Color`, `Rectangle`, `Circle`, `Ellipse`, `Capsule`, `RoundedRectangle`.
    case shape(ShapeKind)
    /// A view of one size whatever it is offered (a Toggle, a non-resizable image).
    case fixed(width: Double, height: Double)
    /// An image of the given natural size; resizable images take the proposal.
    /// `baseline` (an SF Symbol's text baseline) is the y of its first and last
    /// text baselines at the natural height; nil for an image without one.
    case image(width: Double, height: Double, resizable: Bool, baseline: Double? = nil)
    /// Text with LayoutLP's deterministic metrics (laid out from the vocabulary issue on).
    case text(String, fontSize: Double)
    /// A Spacer; `nil` minLength means the system spacing (8).
    case spacer(minLength: Double?)
    /// EmptyView: contributes nothing to containers.
    case empty
    /// HStack: children left to right, aligned on a vertical guide.
    case hStack(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode])
    /// VStack: children top to bottom, aligned on a horizontal guide.
    case vStack(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode])
    /// ZStack: children on top of each other, aligned in two dimensions.
    case zStack(alignment: Alignment, children: [ViewNode])
    /// The expanded notch panel of seed 000 around a host home view.
    case nookPanel(NookConfiguration, home: ViewNode)
    /// A container laid out by a custom `Layout` (its subviews are `children`).
    case layout(CustomLayoutValue, children: [ViewNode])
    /// ScrollView: `content` proposed nothing along the scroll `axes` and the viewport across them.
    case scrollView(axes: Set<Axis>, content: ViewNode)
    /// ViewThatFits: the first child whose ideal size fits the proposal on
    /// `axes` (both by default), else the last (docs/greedy-semantics.md).
    case viewThatFits(axes: Set<Axis>, children: [ViewNode])
    /// `if condition { then } else { otherwise }` on the size classes the
    /// view sees; a missing `otherwise` is an Empty view. Resolved when the
    /// tree is built: the branch taken stands in the If's place.
    case conditional(SizeClassCondition, then: ViewNode, otherwise: ViewNode?)
    /// `AnyLayout`: the children laid out by the stack layout `layout`
    /// chooses, resolved when the tree is built.
    case anyLayout(LayoutChoice, children: [ViewNode])
    /// LazyHStack: an HStack that takes its whole height proposal (docs/greedy-semantics.md, "Lazy stacks").
    case lazyHStack(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode])
    /// LazyVStack: a VStack that takes its whole width proposal (docs/greedy-semantics.md, "Lazy stacks").
    case lazyVStack(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode])
    /// Grid: rows of cells aligned in columns; each `gridRow` child is a row,
    /// any other child a row of one cell spanning every column.
    case grid(GridValue, children: [ViewNode])
    /// GridRow: one row of a Grid (only as a Grid's direct child); `alignment`
    /// overrides the grid's vertical alignment for this row.
    case gridRow(alignment: VerticalAlignment?, children: [ViewNode])
    /// LazyVGrid or LazyHGrid: cells flowing through the tracks of
    /// `GridItem`s, line after line along the grid's axis.
    case lazyGrid(LazyGridValue, children: [ViewNode])

    /// The type name in the model format.
    public var typeName: String {
        switch self {
        case .shape(let kind): kind.rawValue
        case .fixed: "Fixed"
        case .image: "Image"
        case .text: "Text"
        case .spacer: "Spacer"
        case .empty: "Empty"
        case .hStack: "HStack"
        case .vStack: "VStack"
        case .zStack: "ZStack"
        case .nookPanel: "NookPanel"
        case .layout: "Layout"
        case .scrollView: "ScrollView"
        case .viewThatFits: "ViewThatFits"
        case .conditional: "If"
        case .anyLayout: "AnyLayout"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .lazyGrid(let value, _): value.typeName
        case .lazyHStack: "LazyHStack"
        case .lazyVStack: "LazyVStack"
        }
    }

    /// The stacking axis of a lazy stack, nil for every other view.
    public var lazyStackAxis: Axis? {
        switch self {
        case .lazyHStack: .horizontal
        case .lazyVStack: .vertical
        default: nil
        }
    }

    /// The child views, in declaration order (the home view of a NookPanel,
    /// the `then` and `otherwise` branches of an If).
    public var children: [ViewNode] {
        switch self {
        case .hStack(_, _, let children), .vStack(_, _, let children), .zStack(_, let children), .grid(_, let children),
            .gridRow(_, let children), .lazyGrid(_, let children), .lazyHStack(_, _, let children), .lazyVStack(_, _, let children),
            .viewThatFits(_, let children), .anyLayout(_, let children):
            children
        case .nookPanel(_, let home): [home]
        case .layout(_, let children): children
        case .scrollView(_, let content): [content]
        case .conditional(_, let then, let otherwise): [then] + (otherwise.map { [$0] } ?? [])
        default: []
        }
    }
}
