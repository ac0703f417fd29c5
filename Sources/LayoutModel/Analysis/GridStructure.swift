/// The proposal-independent shape of one Grid: its rows, each row's cells
/// with the column they start in and how many they span, the gaps between
/// columns and between rows, and the guides cells are aligned on
/// (docs/greedy-semantics.md "Grid"). Both engines lay a grid out from it.
public struct GridStructure: Sendable, Hashable {
    /// One cell: the node its row sees (its outermost modifier), the first
    /// column it covers and how many columns it covers.
    public struct Cell: Sendable, Hashable {
        /// The cell's outermost node.
        public var node: Int
        /// The first column the cell covers.
        public var column: Int
        /// How many columns it covers (`gridCellColumns`, or every column for a view outside a GridRow).
        public var span: Int
    }

    /// One row: a GridRow's present cells, or one view outside a GridRow.
    public struct Row: Sendable, Hashable {
        /// The GridRow node, or the lone view's outermost node.
        public var node: Int
        /// The cells, leading to trailing.
        public var cells: [Cell]
        /// The vertical guide the row's cells share (the row's own, else the grid's).
        public var alignment: VerticalAlignment
    }

    /// The rows, top to bottom (absent children left out).
    public var rows: [Row]
    /// The number of columns: the most columns any GridRow's cells cover,
    /// at least 1 when the grid has a row (a grid of lone views has one).
    public var columnCount: Int
    /// The gap after each column but the last (`columnCount − 1` values).
    public var columnGaps: [Double]
    /// The gap after each row but the last.
    public var rowGaps: [Double]
    /// The horizontal guide of each column: the first `gridColumnAlignment`
    /// a cell starting in it carries (rows top to bottom), else the grid's.
    public var columnAlignments: [HorizontalAlignment]
    /// The grid's own horizontal guide, for cells spanning several columns.
    public var alignment: HorizontalAlignment

    /// The cells that size column `column`: those covering it alone.
    public func sizingCells(ofColumn column: Int) -> [Int] {
        rows.flatMap { row in row.cells.filter { $0.column == column && $0.span == 1 }.map(\.node) }
    }

    /// The horizontal guide a cell is aligned on in its box: its column's
    /// when it covers one column, the grid's when it spans several.
    public func horizontalAlignment(of cell: Cell) -> HorizontalAlignment {
        cell.span == 1 ? columnAlignments[cell.column] : alignment
    }

    /// The distance from the leading edge of the grid to the leading edge of
    /// each column, given the columns' widths, by `add` (numbers or quantities).
    public func columnStarts<Value>(
        _ widths: [Value], zero: Value, add: (Value, Value) -> Value,
        constant: (Double) -> Value
    ) -> [Value] {
        var starts: [Value] = []
        var position = zero
        for column in 0..<columnCount {
            starts.append(position)
            if column < columnGaps.count { position = add(add(position, widths[column]), constant(columnGaps[column])) }
        }
        return starts
    }
}
