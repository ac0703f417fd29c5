import LayoutModel

/// Grid and GridRow (docs/greedy-semantics.md "Grid"; seed 001: Grid's
/// spacing follows the stacks' logic; seed 002: a GridRow's cells share a
/// vertical guide, baselines included).
///
/// - Proposes: each column, like a stack's child along a horizontal axis,
///   its share of the width left in fitting order (flexibility ascending,
///   measured with an unspecified height); a column is as wide as the
///   widest of its one-column cells offered that share with an unspecified
///   height. Then each row likewise its share of the height (flexibility
///   measured with unspecified widths); a row is as tall as the extent of
///   its cells aligned on the row's guide, each offered its box's width
///   (its columns and the gaps between them) and the share. Placed cells
///   are proposed their box: box width by row height.
/// - Reports: the columns' widths plus the gaps by the rows' heights plus the gaps.
/// - Places: each row at its offset (a GridRow is given the grid's width by
///   the row's height); each cell in its box, on the box's fraction of its
///   horizontal guide (the column's, or the grid's when it spans several)
///   and on the row's vertical guide as an HStack aligns its children.
struct GridLayout {
    let structure: GridStructure

    /// The lengths of the columns and rows for one proposal.
    struct Tracks {
        var columnWidths: [Double]
        var rowHeights: [Double]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in session: GreedySession) -> Size {
        if structure.rows.isEmpty { return .zero }
        let tracks = tracks(proposal, in: session)
        return Size(
            width: total(tracks.columnWidths, gaps: structure.columnGaps),
            height: total(tracks.rowHeights, gaps: structure.rowGaps))
    }

    func total(_ lengths: [Double], gaps: [Double]) -> Double {
        lengths.reduce(0, +) + gaps.reduce(0, +)
    }

    /// The columns first (their widths do not depend on the rows), then the rows.
    func tracks(_ proposal: ProposedViewSize, in session: GreedySession) -> Tracks {
        let columnWidths = distribute(
            count: structure.columnCount, offered: proposal.width, gaps: structure.columnGaps,
            ranking: { column, main in columnWidth(column, offer: main, in: session) },
            length: { column, offer in columnWidth(column, offer: offer, in: session) })
        let rowHeights = distribute(
            count: structure.rows.count, offered: proposal.height, gaps: structure.rowGaps,
            ranking: { row, main in
                structure.rows[row].cells.reduce(0) {
                    Swift.max($0, session.size($1.node, ProposedViewSize(width: nil, height: main)).height)
                }
            },
            length: { row, offer in
                rowExtent(row, height: offer, columnWidths: columnWidths, in: session).length
            })
        return Tracks(columnWidths: columnWidths, rowHeights: rowHeights)
    }

    /// The widest one-column cell of `column` offered `offer` with an unspecified height (0 without one).
    func columnWidth(_ column: Int, offer: Double?, in session: GreedySession) -> Double {
        structure.sizingCells(ofColumn: column).reduce(0) { widest, cell in
            Swift.max(widest, session.size(cell, ProposedViewSize(width: offer, height: nil)).width)
        }
    }

    /// The width of a cell's box: its columns and the gaps between them.
    func boxWidth(_ cell: GridStructure.Cell, columnWidths: [Double]) -> Double {
        var width = 0.0
        for column in cell.column..<(cell.column + cell.span) {
            width += columnWidths[column]
            if column > cell.column { width += structure.columnGaps[column - 1] }
        }
        return width
    }

    /// The extent of `row`'s cells aligned on the row's guide, each proposed
    /// its box's width and `height`, with those proposals.
    func rowExtent(_ row: Int, height: Double?, columnWidths: [Double], in session: GreedySession) -> AlignedExtent {
        let key = AlignmentKey.vertical(structure.rows[row].alignment)
        let items = structure.rows[row].cells.map { cell in
            let proposal = ProposedViewSize(width: boxWidth(cell, columnWidths: columnWidths), height: height)
            return (guide: session.guideValue(cell.node, key, proposal: proposal), length: session.size(cell.node, proposal).height)
        }
        return AlignedExtent(items, includingLine: true)
    }

    /// A stack's distribution over lines (columns or rows) instead of
    /// children (semantics §1.3, §1.4, without priorities): an unspecified
    /// offer asks every line for its ideal length; otherwise lines are
    /// served least flexible first (`ranking` at 0 and infinity; two
    /// infinitely flexible lines put the larger minimum first; ties keep
    /// their order), each offered `max(left / lines left, 0)`, and what it
    /// takes (`length`) leaves the rest to the next.
    func distribute(
        count: Int, offered: Double?, gaps: [Double], ranking: (Int, Double) -> Double, length: (Int, Double?) -> Double
    ) -> [Double] {
        guard let offered else { return (0..<count).map { length($0, nil) } }
        let minimum = (0..<count).map { ranking($0, 0) }
        let maximum = (0..<count).map { ranking($0, .infinity) }
        let flexibility = (0..<count).map { LengthArithmetic.difference(maximum[$0], minimum[$0]) }
        let order = FittingOrder.order(flexibilities: flexibility, minimums: minimum)
        var lengths = [Double](repeating: 0, count: count)
        var available = keepingValue(offered, offered - gaps.reduce(0, +))
        var remaining = Double(count)
        for line in order {
            let offer = Swift.max(available / remaining, 0)
            lengths[line] = length(line, offer)
            available = keepingValue(available, available - lengths[line])
            remaining -= 1
        }
        return lengths
    }

    /// `result`, or `value` when the result is NaN (infinity minus infinity), as a stack keeps its remainder.
    func keepingValue(_ value: Double, _ result: Double) -> Double { result.isNaN ? value : result }

    func placeChildren(node: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        for child in session.tree.nodes[node].children where session.tree.nodes[child].isAbsent {
            session.placeAbsent(child, at: origin)
        }
        if structure.rows.isEmpty { return }
        let tracks = tracks(proposal, in: session)
        let columnStarts = structure.columnStarts(tracks.columnWidths, zero: 0, add: +, constant: { $0 })
        var rowTop = origin.y
        for (index, row) in structure.rows.enumerated() {
            let height = tracks.rowHeights[index]
            let rowOrigin = Point(x: origin.x, y: rowTop)
            if case .gridRow = session.tree.nodes[row.node].element {
                session.place(row.node, proposal: ProposedViewSize(width: size.width, height: height), at: rowOrigin)
                for cell in session.tree.nodes[row.node].children where session.tree.nodes[cell].isAbsent {
                    session.placeAbsent(cell, at: rowOrigin)
                }
            }
            let extent = rowExtent(index, height: height, columnWidths: tracks.columnWidths, in: session)
            let key = AlignmentKey.vertical(row.alignment)
            for cell in row.cells {
                let width = boxWidth(cell, columnWidths: tracks.columnWidths)
                let cellProposal = ProposedViewSize(width: width, height: height)
                let horizontal = AlignmentKey.horizontal(structure.horizontalAlignment(of: cell))
                // ∞ − ∞ is 0 (a flexible cell filling an infinite box sits at its start).
                let x = LengthArithmetic.difference(
                    LengthArithmetic.scaled(width, by: horizontal.defaultFraction),
                    session.guideValue(cell.node, horizontal, proposal: cellProposal))
                let y = extent.offset(
                    forGuide: session.guideValue(cell.node, key, proposal: ProposedViewSize(width: width, height: height)))
                session.place(cell.node, proposal: cellProposal, at: Point(x: origin.x + columnStarts[cell.column] + x, y: rowTop + y))
            }
            rowTop += height + (index < structure.rowGaps.count ? structure.rowGaps[index] : 0)
        }
    }
}
