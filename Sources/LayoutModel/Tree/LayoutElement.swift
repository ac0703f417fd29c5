/// What one node of a `LayoutTree` does: a leaf, a container, or a modifier
/// wrapping `children[0]` (overlay and background add the secondary view as
/// `children[1]`). Values are resolved: environment lengths are numbers,
/// frames are normalised, Spacer minimum lengths have their default.
public enum LayoutElement: Sendable, Hashable {
    /// A shape: takes any proposal, 10 where a component is unspecified.
    case shape(ShapeKind)
    /// A view of one size whatever it is offered.
    case fixed(Size)
    /// An image of a natural size; a resizable one takes the proposal.
    /// `baseline`: the y of its text baselines at the natural height (nil: none).
    case image(Size, resizable: Bool, baseline: Double? = nil)
    /// A Text at `fontSize` points, measured with `TextLayout`.
    /// `lineLimit`: the most lines the environment lets it show (`lineLimit(n)`), nil for no limit.
    case text(String, fontSize: Double, lineLimit: Int? = nil)
    /// A Spacer with its minimum length resolved (nil in the model means 8).
    case spacer(minLength: Double)
    /// A view that contributes nothing (absent from its container).
    case empty
    /// HStack (axis horizontal) or VStack (axis vertical); `alignment` is the
    /// guide on the cross axis.
    case stack(axis: Axis, alignment: AlignmentKey, spacing: Double?)
    /// A ZStack: children on top of each other, aligned on both axes.
    case zStack(Alignment)
    /// A NookPanel; its chrome nodes and home view are its descendants.
    case nookPanel(NookConfiguration)
    /// A container laid out by a custom `Layout`; its subviews are its children.
    case customLayout(CustomLayoutValue)
    /// A ScrollView scrolling along `axes`, with the content margins in force
    /// where it sits resolved to the insets of its content.
    case scrollView(axes: Set<Axis>, margins: EdgeInsets)
    /// ViewThatFits: shows the first child whose ideal size on `axes` fits
    /// the proposal, else the last; the others are laid out as absent.
    case viewThatFits(Set<Axis>)
    /// A Grid; its children are its rows (`gridRow` nodes, or one view spanning every column).
    case grid(GridValue)
    /// A GridRow inside a Grid; its children are the row's cells. Its
    /// alignment (nil: the grid's) is the row's vertical guide.
    case gridRow(VerticalAlignment?)
    /// A LazyVGrid or LazyHGrid; its children are its cells, in reading order.
    case lazyGrid(LazyGridValue)
    /// `gridCellColumns`: how many columns the cell spans (at least 1).
    case gridCellColumns(Int)
    /// `gridColumnAlignment`: the horizontal guide of the cell's column.
    case gridColumnAlignment(HorizontalAlignment)
    /// Padding with resolved insets.
    case padding(EdgeInsets)
    /// A fixed frame, normalised.
    case frame(FrameSpec)
    /// A flexible frame, normalised.
    case flexFrame(FlexFrameSpec)
    /// `fixedSize` on the axes that are true.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `layoutPriority` with its value.
    case layoutPriority(Double)
    /// `offset` with its resolved translation.
    case offset(Point)
    /// `position` with its resolved point.
    case position(Point)
    /// An explicit alignment guide and its value.
    case alignmentGuide(AlignmentKey, GuideValue)
    /// `aspectRatio` with its ratio (nil: the child's ideal ratio) and content mode.
    case aspectRatio(Double?, ContentMode)
    /// `overlay`; the secondary view is `children[1]`.
    case overlay(Alignment)
    /// `background`; the secondary view is `children[1]`.
    case background(Alignment)
    /// `safeAreaInset`; the secondary view is `children[1]`.
    case safeAreaInset(edge: Edge, alignment: AlignmentKey, spacing: Double?)
    /// `safeAreaPadding` with resolved insets.
    case safeAreaPadding(EdgeInsets)
    /// `ignoresSafeArea` on the given edges.
    /// `regions`: the safe-area regions ignored (container, keyboard or both).
    case ignoresSafeArea(EdgeSet, regions: SafeAreaRegions = .all)
    /// `containerRelativeFrame` with its arguments.
    case containerRelativeFrame(ContainerRelativeFrameValue)
    /// A `contentMargins` modifier: transparent, read by the ScrollViews inside when the tree is built.
    case contentMargins(ContentMarginsValue)
    /// An `environment` modifier with its overrides.
    case environment(EnvironmentOverrides)
    /// A `layoutDirectionBehavior` modifier: layout-transparent; it changes
    /// only the direction its content is placed in (`LayoutTraits.layoutDirections`).
    case layoutDirectionBehavior(LayoutDirectionBehavior)

    /// The name printed in trees and errors: a view type or a modifier key.
    public var name: String {
        switch self {
        case .shape(let kind): kind.rawValue
        case .fixed: "Fixed"
        case .image: "Image"
        case .text: "Text"
        case .spacer: "Spacer"
        case .empty: "Empty"
        case .stack(let axis, _, _): axis == .horizontal ? "HStack" : "VStack"
        case .zStack: "ZStack"
        case .nookPanel: "NookPanel"
        case .customLayout(let value): value.name
        case .scrollView: "ScrollView"
        case .viewThatFits: "ViewThatFits"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .lazyGrid(let value): value.typeName
        case .gridCellColumns, .gridColumnAlignment, .padding, .frame, .flexFrame, .fixedSize, .layoutPriority, .offset, .position,
            .alignmentGuide, .aspectRatio, .overlay, .background, .safeAreaInset, .safeAreaPadding, .ignoresSafeArea,
            .containerRelativeFrame, .contentMargins, .environment, .layoutDirectionBehavior:
            modifierName?.rawValue ?? ""
        }
    }

    /// The modifier's key for the elements that wrap one modified view
    /// (a `scenePadding` is built as a padding); nil for views and containers.
    public var modifierName: ModifierName? {
        switch self {
        case .shape, .fixed, .image, .text, .spacer, .empty, .stack, .zStack, .nookPanel, .customLayout, .scrollView, .viewThatFits,
            .grid, .gridRow, .lazyGrid:
            nil
        case .gridCellColumns: .gridCellColumns
        case .gridColumnAlignment: .gridColumnAlignment
        case .padding: .padding
        case .frame, .flexFrame: .frame
        case .fixedSize: .fixedSize
        case .layoutPriority: .layoutPriority
        case .offset: .offset
        case .position: .position
        case .alignmentGuide: .alignmentGuide
        case .aspectRatio: .aspectRatio
        case .overlay: .overlay
        case .background: .background
        case .safeAreaInset: .safeAreaInset
        case .safeAreaPadding: .safeAreaPadding
        case .ignoresSafeArea: .ignoresSafeArea
        case .containerRelativeFrame: .containerRelativeFrame
        case .contentMargins: .contentMargins
        case .environment: .environment
        case .layoutDirectionBehavior: .layoutDirectionBehavior
        }
    }

    /// True for the elements that wrap one modified view.
    public var isModifier: Bool { modifierName != nil }
}
