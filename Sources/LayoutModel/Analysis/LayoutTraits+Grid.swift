extension LayoutTraits {
    /// The structure of the Grid at `node` (docs/greedy-semantics.md "Grid").
    ///
    /// - Rows: each present child; a GridRow's present children are its
    ///   cells, in order, each starting where the previous one ends and
    ///   covering `gridCellColumns` columns (1 when not set); any other child
    ///   is a row of one cell covering every column.
    /// - Spacing: a number applies to every gap; nil (seed 001: a container
    ///   with `spacing: nil` asks its neighbours, and Grid follows the same
    ///   logic) gives each gap the distance between the tables of the two
    ///   columns (rows) it separates, each table the union of its cells'
    ///   (as a stack's table is the union of its children's across it).
    public func gridStructure(of node: Int) -> GridStructure {
        guard case .grid(let value) = nodes[node].element else {
            return GridStructure(rows: [], columnCount: 0, columnGaps: [], rowGaps: [], columnAlignments: [], alignment: .center)
        }
        var rows: [GridStructure.Row] = []
        var columnCount = 0
        for child in presentChildren(of: node) {
            if case .gridRow(let alignment) = nodes[child].element {
                var cells: [GridStructure.Cell] = []
                var column = 0
                for cell in presentChildren(of: child) {
                    let span = gridCellColumns(cell)
                    cells.append(GridStructure.Cell(node: cell, column: column, span: span))
                    column += span
                }
                columnCount = Swift.max(columnCount, column)
                rows.append(GridStructure.Row(node: child, cells: cells, alignment: alignment ?? value.alignment.vertical))
            } else {
                rows.append(
                    GridStructure.Row(
                        node: child, cells: [GridStructure.Cell(node: child, column: 0, span: 0)],
                        alignment: value.alignment.vertical))
            }
        }
        if !rows.isEmpty { columnCount = Swift.max(columnCount, 1) }
        // A lone view covers every column, whatever their number.
        for row in rows.indices where rows[row].cells.count == 1 && rows[row].cells[0].span == 0 {
            rows[row].cells[0].span = columnCount
        }
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for row in rows {
            for cell in row.cells where columnAlignments[cell.column] == nil {
                columnAlignments[cell.column] = gridColumnAlignment(cell.node)
            }
        }
        var structure = GridStructure(
            rows: rows, columnCount: columnCount, columnGaps: [], rowGaps: [],
            columnAlignments: columnAlignments.map { $0 ?? value.alignment.horizontal }, alignment: value.alignment.horizontal)
        structure.columnGaps = gaps(count: columnCount, spacing: value.horizontalSpacing, along: .horizontal) { column in
            structure.sizingCells(ofColumn: column)
        }
        structure.rowGaps = gaps(count: rows.count, spacing: value.verticalSpacing, along: .vertical) { row in
            rows[row].cells.map(\.node)
        }
        return structure
    }

    /// The gaps between `count` lines of cells along `axis`: `spacing`, or
    /// the distance between the unions of the facing lines' tables.
    func gaps(count: Int, spacing: Double?, along axis: Axis, cells: (Int) -> [Int]) -> [Double] {
        guard count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: count - 1) }
        let table = spacingTable
        let lines = (0..<count).map { line in
            cells(line).reduce(ViewSpacing()) { $0.union(table[$1], on: .all) }
        }
        return zip(lines, lines.dropFirst()).map { $0.distance(to: $1, along: axis) }
    }

    /// The column count a cell asks for: the outermost `gridCellColumns` in
    /// its modifier chain (a cell trait passes through every modifier), else 1.
    func gridCellColumns(_ cell: Int) -> Int {
        var current = cell
        while nodes[current].element.isModifier {
            if case .gridCellColumns(let count) = nodes[current].element { return count }
            current = nodes[current].children[0]
        }
        return 1
    }

    /// The outermost `gridColumnAlignment` in a cell's modifier chain.
    func gridColumnAlignment(_ cell: Int) -> HorizontalAlignment? {
        var current = cell
        while nodes[current].element.isModifier {
            if case .gridColumnAlignment(let alignment) = nodes[current].element { return alignment }
            current = nodes[current].children[0]
        }
        return nil
    }
}
