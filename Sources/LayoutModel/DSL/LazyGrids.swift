/// SwiftUI's name for a lazy grid's track.
public typealias GridItem = GridItemValue

/// A grid that grows downwards: its items are columns, its cells fill them
/// row by row (docs/greedy-semantics.md "Lazy grids").
public struct LazyVGrid: View {
    /// The columns, the alignment and the gap between rows.
    public var value: LazyGridValue
    /// The cells, in reading order.
    public var children: [ViewNode]
    /// A grid of `columns` holding the views `content` builds.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]
    ) {
        value = LazyGridValue(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        children = content()
    }
    /// A `.lazyGrid` node holding the cells.
    public var node: ViewNode { ViewNode(.lazyGrid(value, children: children)) }
}

/// A grid that grows to the trailing side: its items are rows, its cells
/// fill them column by column (docs/greedy-semantics.md "Lazy grids").
public struct LazyHGrid: View {
    /// The rows, the alignment and the gap between columns.
    public var value: LazyGridValue
    /// The cells, in reading order.
    public var children: [ViewNode]
    /// A grid of `rows` holding the views `content` builds.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]
    ) {
        value = LazyGridValue(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        children = content()
    }
    /// A `.lazyGrid` node holding the cells.
    public var node: ViewNode { ViewNode(.lazyGrid(value, children: children)) }
}
