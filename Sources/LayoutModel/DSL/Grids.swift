/// Rows of cells aligned in columns: column widths from the widest cell,
/// row heights from the tallest (docs/greedy-semantics.md "Grid").
public struct Grid: View {
    /// The alignment and spacing arguments.
    public var value: GridValue
    /// The rows: `GridRow`s, and views that form a row of one cell spanning every column.
    public var children: [ViewNode]
    /// A grid of the rows `content` builds.
    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> [ViewNode]
    ) {
        value = GridValue(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        children = content()
    }
    /// A `.grid` node holding the rows.
    public var node: ViewNode { ViewNode(.grid(value, children: children)) }
}

/// One row of a `Grid`: its children are the row's cells, leading to trailing.
public struct GridRow: View {
    /// The row's vertical guide; nil takes the grid's.
    public var alignment: VerticalAlignment?
    /// The cells.
    public var children: [ViewNode]
    /// A row of the cells `content` builds.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        children = content()
    }
    /// A `.gridRow` node holding the cells.
    public var node: ViewNode { ViewNode(.gridRow(alignment: alignment, children: children)) }
}

extension View {
    /// Makes this Grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> ViewNode { modifier(.gridCellColumns(count)) }

    /// Sets the horizontal guide of this Grid cell's column.
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> ViewNode { modifier(.gridColumnAlignment(alignment)) }
}
