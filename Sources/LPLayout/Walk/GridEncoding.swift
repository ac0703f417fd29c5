import LayoutModel

/// Grid and GridRow (docs/lp-encoding.md "Grid"): the greedy rule of
/// `GridLayout` on quantities.
///
/// Each column's and each row's rank in the fitting order comes from its
/// lengths offered 0 and infinity with the other axis unspecified: constant
/// proposals, so constants of the tree, and the order is a sort while
/// building (a track whose ranking lengths vary with the root proposal is
/// refused by name). A track's length is the maximum of its cells' (a chain
/// of `max` rows, family `grid-track`, from 0); a row's height is the
/// aligned extent of its cells on the row's guide (family `align`); offers
/// are `max(left / tracks left, 0)`.
struct GridEncoding {
    let structure: GridStructure

    struct Tracks {
        var columnWidths: [Quantity]
        var rowHeights: [Quantity]
    }

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        if structure.rows.isEmpty { return .zero }
        let tracks = try tracks(proposal, node: node, in: session)
        return SymbolicSize(
            width: try total(tracks.columnWidths, gaps: structure.columnGaps, in: session),
            height: try total(tracks.rowHeights, gaps: structure.rowGaps, in: session))
    }

    func total(_ lengths: [Quantity], gaps: [Double], in session: ExactSession) throws(LPLayoutError) -> Quantity {
        var sum = Quantity.zero
        for length in lengths { sum = try session.builder.keepingShort(sum + length, as: "length", family: .gridTrack) }
        return sum + .constant(gaps.reduce(0, +))
    }

    func tracks(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> Tracks {
        if let known = session.memos.gridTracks.answer(node, proposal) { return known }
        let columnWidths = try distribute(
            node, what: "column", count: structure.columnCount, offered: proposal.width, gaps: structure.columnGaps,
            ranking: { (column, main) throws(LPLayoutError) in try columnWidth(column, offer: main, in: session) },
            length: { (column, offer) throws(LPLayoutError) in try columnWidth(column, offer: offer, in: session) },
            in: session)
        let rowHeights = try distribute(
            node, what: "row", count: structure.rows.count, offered: proposal.height, gaps: structure.rowGaps,
            ranking: { (row, main) throws(LPLayoutError) in
                var tallest = Quantity.zero
                for cell in structure.rows[row].cells {
                    let height = try session.size(cell.node, SymbolicProposal(width: nil, height: main)).height
                    tallest = try session.builder.maximum(tallest, height, family: .gridTrack)
                }
                return tallest
            },
            length: { (row, offer) throws(LPLayoutError) in
                try rowExtent(row, height: offer, columnWidths: columnWidths, in: session).length
            },
            in: session)
        let tracks = Tracks(columnWidths: columnWidths, rowHeights: rowHeights)
        session.memos.gridTracks.remember(tracks, for: node, proposal)
        return tracks
    }

    func columnWidth(_ column: Int, offer: Quantity?, in session: ExactSession) throws(LPLayoutError) -> Quantity {
        var widest = Quantity.zero
        for cell in structure.sizingCells(ofColumn: column) {
            let width = try session.size(cell, SymbolicProposal(width: offer, height: nil)).width
            widest = try session.builder.maximum(widest, width, family: .gridTrack)
        }
        return widest
    }

    func boxWidth(_ cell: GridStructure.Cell, columnWidths: [Quantity]) -> Quantity {
        var width = Quantity.zero
        for column in cell.column..<(cell.column + cell.span) {
            width = width + columnWidths[column]
            if column > cell.column { width = width + .constant(structure.columnGaps[column - 1]) }
        }
        return width
    }

    func rowExtent(_ row: Int, height: Quantity?, columnWidths: [Quantity], in session: ExactSession) throws(LPLayoutError)
        -> ExactAlignedExtent
    {
        let key = AlignmentKey.vertical(structure.rows[row].alignment)
        var items: [(guide: Quantity, length: Quantity)] = []
        for cell in structure.rows[row].cells {
            let proposal = SymbolicProposal(width: boxWidth(cell, columnWidths: columnWidths), height: height)
            items.append((try session.guideValue(cell.node, key, proposal: proposal), try session.size(cell.node, proposal).height))
        }
        return try ExactAlignedExtent(items, includingLine: true, in: session.builder)
    }

    /// `GridLayout.distribute` on quantities; the ranking must be constants of the tree.
    func distribute(
        _ node: Int, what: String, count: Int, offered: Quantity?, gaps: [Double],
        ranking: (Int, Quantity) throws(LPLayoutError) -> Quantity, length: (Int, Quantity?) throws(LPLayoutError) -> Quantity,
        in session: ExactSession
    ) throws(LPLayoutError) -> [Quantity] {
        guard let offered else {
            var lengths: [Quantity] = []
            for line in 0..<count { lengths.append(try length(line, nil)) }
            return lengths
        }
        var minimum: [Double] = [], flexibility: [Double] = []
        for line in 0..<count {
            guard let low = try ranking(line, .zero).constantValue, let high = try ranking(line, .constant(.infinity)).constantValue,
                !low.isNaN, !high.isNaN
            else {
                throw session.unsupported(
                    node, "Grid",
                    note: "the fitting order of the grid's \(what)s depends on the root proposal "
                        + "(a \(what) \(line)'s length offered 0 or infinity is not a number of the tree)")
            }
            minimum.append(low)
            flexibility.append(LengthArithmetic.difference(high, low))
        }
        let order = FittingOrder.order(flexibilities: flexibility, minimums: minimum)
        var lengths = [Quantity](repeating: .zero, count: count)
        var available = keepingValue(offered, offered - .constant(gaps.reduce(0, +)))
        var remaining = Double(count)
        for line in order {
            let offer = try session.builder.maximum(available / remaining, .zero, family: .gridTrack, name: "neg.offer")
            lengths[line] = try length(line, offer)
            available = try session.builder.keepingShort(
                keepingValue(available, available - lengths[line]), as: "remaining", family: .gridTrack)
            remaining -= 1
        }
        return lengths
    }

    /// `result`, or `value` when the result is NaN (∞ − ∞).
    func keepingValue(_ value: Quantity, _ result: Quantity) -> Quantity {
        if let constant = result.constantValue, constant.isNaN { return value }
        return result
    }

    func placeChildren(node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint, in session: ExactSession)
        throws(LPLayoutError)
    {
        let tree = session.tree
        for child in tree.nodes[node].children where tree.nodes[child].isAbsent { try session.placeAbsent(child, at: origin) }
        if structure.rows.isEmpty { return }
        let tracks = try tracks(proposal, node: node, in: session)
        let columnStarts = structure.columnStarts(tracks.columnWidths, zero: Quantity.zero, add: +, constant: Quantity.constant)
        var rowTop = origin.y
        for (index, row) in structure.rows.enumerated() {
            let height = tracks.rowHeights[index]
            let rowOrigin = SymbolicPoint(x: origin.x, y: rowTop)
            if case .gridRow = tree.nodes[row.node].element {
                try session.place(row.node, proposal: SymbolicProposal(width: size.width, height: height), at: rowOrigin)
                for cell in tree.nodes[row.node].children where tree.nodes[cell].isAbsent { try session.placeAbsent(cell, at: rowOrigin) }
            }
            let extent = try rowExtent(index, height: height, columnWidths: tracks.columnWidths, in: session)
            let key = AlignmentKey.vertical(row.alignment)
            for cell in row.cells {
                let width = boxWidth(cell, columnWidths: tracks.columnWidths)
                let cellProposal = SymbolicProposal(width: width, height: height)
                let horizontal = AlignmentKey.horizontal(structure.horizontalAlignment(of: cell))
                let x = Quantity.difference(
                    Quantity.scaled(width, by: horizontal.defaultFraction),
                    try session.guideValue(cell.node, horizontal, proposal: cellProposal))
                let y = extent.offset(forGuide: try session.guideValue(cell.node, key, proposal: cellProposal))
                let cellOrigin = SymbolicPoint(x: origin.x + columnStarts[cell.column] + x, y: rowTop + y)
                try session.place(cell.node, proposal: cellProposal, at: cellOrigin)
            }
            rowTop = try session.builder.keepingShort(
                rowTop + height + .constant(index < structure.rowGaps.count ? structure.rowGaps[index] : 0), as: "position",
                family: .gridTrack)
        }
    }
}
