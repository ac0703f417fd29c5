import LayoutModel

/// LazyVGrid and LazyHGrid in the exact encoding (family `lazy-grid`;
/// docs/lp-encoding.md "Lazy grids"): `LazyGridLayout`'s rule on quantities.
///
/// - Tracks: the greedy rule (`LazyGridTracks`) run on quantities; a
///   flexible item's clamp and an adaptive item's lower bound are the
///   builder's minimum and maximum. An adaptive item's count is the
///   integer `floor((w + spacing) / (minimum + spacing))` (a constant where
///   the tree decides it) and each of its tracks `min(q − spacing, maximum)`
///   with `q · count = w + spacing` (`ProgramBuilder.quotient`). What its
///   tracks cover is `w`, or `min(w, count·(maximum + spacing) − spacing)`
///   when its maximum is finite.
/// - Structures: with every count decided, the cells' lines are a fact of
///   the tree. Where an adaptive item's count varies, each count that
///   arranges the cells differently is a structure with the condition
///   "count = t" (counts from the one that puts every cell before the
///   item's end on are one structure); a cell's proposal and position, and
///   the grid's length along its axis, are selected by those conditions;
///   several varying counts multiply the arrangements (at most
///   `maximumSelections` arrangement-cell pairs, else refused by name).
/// - A line's length is the maximum of its cells' (a chain of `max` rows from 0).
struct LazyGridEncoding {
    let value: LazyGridValue
    static let family = ConstraintFamily.lazyGrid
    /// The most (structure, cell) pairs one grid may select among.
    static let maximumSelections = 4096

    /// The rule's number operations on quantities.
    struct Arithmetic: LazyGridArithmetic {
        let session: ExactSession
        typealias Length = Quantity
        typealias Count = Quantity
        typealias Failure = LPLayoutError

        var builder: ProgramBuilder { session.builder }
        func constant(_ value: Double) -> Quantity { .constant(value) }
        func sum(_ a: Quantity, _ b: Quantity) throws(LPLayoutError) -> Quantity {
            try builder.keepingShort(a + b, as: "length", family: LazyGridEncoding.family)
        }
        func remainder(_ a: Quantity, less b: Quantity) throws(LPLayoutError) -> Quantity {
            let result = a - b
            if let constant = result.constantValue, constant.isNaN { return a }
            return try builder.keepingShort(result, as: "remaining", family: LazyGridEncoding.family)
        }
        func share(_ a: Quantity, among k: Double) -> Quantity { a / k }
        func clamp(_ a: Quantity, lower: Double, upper: Double) throws(LPLayoutError) -> Quantity {
            try builder.clamp(a, lower: .constant(lower), upper: .constant(upper), family: LazyGridEncoding.family)
        }
        func count(_ value: Double) -> Quantity { .constant(value) }
        func fittingCount(_ a: Quantity, minimum: Double, spacing: Double) throws(LPLayoutError) -> Quantity {
            if let constant = a.constantValue {
                return .constant(LazyGridTracks<Double>.fittingCount(constant, minimum: minimum, spacing: spacing))
            }
            // Below the minimum the floor is 0, and the rule's max(1, ·) keeps one track.
            let count = try builder.floor(a + .constant(spacing), step: minimum + spacing, family: LazyGridEncoding.family)
            return count.lower >= 1 ? count : try builder.maximum(count, .constant(1), family: LazyGridEncoding.family)
        }
        func covered(_ a: Quantity, minimum: Double, maximum: Double, spacing: Double) throws(LPLayoutError) -> Quantity {
            if maximum == .infinity { return a }
            let count = try fittingCount(a, minimum: minimum, spacing: spacing)
            let reach = count.constantValue == 1 ? Quantity.constant(maximum) : count * (maximum + spacing) - .constant(spacing)
            return try builder.minimum(a, reach, family: LazyGridEncoding.family)
        }
        func trackLength(_ a: Quantity, count: Quantity, minimum: Double, maximum: Double, spacing: Double) throws(LPLayoutError)
            -> Quantity
        {
            let each: Quantity
            if let k = count.constantValue {
                each = k == 1 ? a : (a + .constant(spacing)) / k - .constant(spacing)
            } else {
                // (a + s) / count: at least a step for two tracks or more; one
                // track holds all of a + s, below a step where the share is
                // below the minimum (negative with a negative spacing).
                let step = minimum + spacing, total = a + .constant(spacing)
                each =
                    try builder.quotient(
                        total, by: count, lower: Swift.min(step, total.lower), upper: 2 * step,
                        family: LazyGridEncoding.family) - .constant(spacing)
            }
            return try builder.minimum(each, .constant(maximum), family: LazyGridEncoding.family)
        }
    }

    /// One way the cells can be arranged: the condition under which it
    /// holds, its lines, where their tracks start and the gaps between lines.
    struct Structure {
        var condition: Condition
        var lines: [[Int]]
        var tracks: LazyGridTrackList<Quantity>
        var gaps: [Double]
        var extents: [Quantity] = []
    }

    /// The grid's tracks, structures and cell proposals for one proposal.
    struct Arrangement {
        var length: Quantity
        var structures: [Structure]
        /// Each present cell's length across the grid's axis, by cell.
        var cellTracks: [Int: Quantity]
        var along: Quantity
    }

    func arrange(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> Arrangement {
        if let known = session.memos.lazyGridArrangements.answer(node, proposal) { return known }
        let arithmetic = Arithmetic(session: session)
        let length = try LazyGridTracks<Quantity>.resolve(value.items, offer: proposal[value.trackAxis], in: arithmetic).total
        let resolved = try LazyGridTracks<Quantity>.resolve(value.items, offer: length, in: arithmetic)
        var counts: [Quantity] = [], trackLengths: [Quantity] = []
        for item in value.items.indices {
            counts.append(try resolved.count(of: item, in: arithmetic))
            trackLengths.append(try resolved.trackLength(of: item, count: counts[item], in: arithmetic))
        }
        let cells = session.traits.presentChildren(of: node)
        var structures: [Structure] = []
        for (condition, numbers) in try countChoices(counts, cellCount: cells.count, node: node, in: session) {
            let lines = session.traits.lazyGridLines(of: node, trackCount: numbers.reduce(0, +))
            let tracks = try LazyGridTrackList(
                counts: numbers, lengths: trackLengths, gaps: value.items.map(\.gap),
                limit: lines.first?.count ?? 0, in: arithmetic)
            structures.append(
                Structure(condition: condition, lines: lines, tracks: tracks, gaps: session.traits.lazyGridGaps(of: value, lines: lines)))
        }
        var cellTracks: [Int: Quantity] = [:]
        for cell in cells {
            cellTracks[cell] = try choose(
                structures.map { trackLengths[$0.tracks.tracks[slot(of: cell, in: $0).position].item] },
                structures, in: session)
        }
        var alongs: [Quantity] = []
        for index in structures.indices {
            var along = Quantity.constant(structures[index].gaps.reduce(0, +))
            for line in structures[index].lines {
                var longest = Quantity.zero
                for cell in line {
                    let answer = try session.size(cell, cellProposal(cellTracks[cell]!))[value.axis]
                    longest = try session.builder.maximum(longest, answer, family: Self.family)
                }
                structures[index].extents.append(longest)
                along = try session.builder.keepingShort(along + longest, as: "length", family: Self.family)
            }
            alongs.append(along)
        }
        let arrangement = Arrangement(
            length: length, structures: structures, cellTracks: cellTracks,
            along: try choose(alongs, structures, in: session))
        session.memos.lazyGridArrangements.remember(arrangement, for: node, proposal)
        return arrangement
    }

    /// The counts of the items for each arrangement of the cells, with its
    /// condition: one arrangement (always) where every count is decided.
    /// Where an adaptive count k varies over kl…ku, each value t below the
    /// count `full` that takes every cell not yet placed is its own
    /// arrangement ("k = t"), and the counts from `full` on are one ("k ≥
    /// full"); items after the cells run out change nothing. Walked item
    /// by item, the conditions joined with `and`.
    func countChoices(_ counts: [Quantity], cellCount: Int, node: Int, in session: ExactSession) throws(LPLayoutError) -> [(
        Condition, [Double]
    )] {
        let builder = session.builder
        var choices: [(Condition, [Double])] = []
        var pending: [(item: Int, placed: Double, condition: Condition, numbers: [Double])] = [(0, 0, .yes, [])]
        while let (item, placed, condition, numbers) = pending.popLast() {
            if item == counts.count || placed >= Double(cellCount) {
                let rest = counts[numbers.count...].map { $0.constantValue ?? $0.lower.rounded(.up) }
                choices.append((condition, numbers + rest))
                guard choices.count * Swift.max(cellCount, 1) <= Self.maximumSelections else {
                    throw session.unsupported(
                        node, value.typeName,
                        note: "its adaptive GridItems' counts depend on the proposal and arrange "
                            + "\(cellCount) cells in at least \(choices.count) ways, \(choices.count * cellCount) (arrangement, cell) pairs; "
                            + "at most \(Self.maximumSelections) are encoded")
                }
                continue
            }
            if let known = counts[item].constantValue {
                pending.append((item + 1, placed + known, condition, numbers + [known]))
                continue
            }
            let count = counts[item]
            let low = Swift.max(1, count.lower.rounded(.up)), high = Swift.max(low, count.upper.rounded(.down))
            let full = Swift.min(Swift.max(low, Double(cellCount) - placed), high)
            let thresholds = full > low ? Array(Int(low) + 1...Int(full)) : []
            let atLeast = builder.atLeast(count, thresholds, family: Self.family)
            func reached(_ t: Double) -> Condition { t <= low ? .yes : atLeast[Int(t - low) - 1] }
            // Pushed in reverse so that the smallest count is walked first.
            for t in stride(from: full, through: low, by: -1) {
                let exact = t == full ? reached(t) : builder.and(reached(t), builder.negate(reached(t + 1)))
                pending.append((item + 1, placed + t, builder.and(condition, exact), numbers + [t]))
            }
        }
        return choices
    }

    /// `values[s]` under structure s's condition (the last one otherwise).
    func choose(_ values: [Quantity], _ structures: [Structure], in session: ExactSession) throws(LPLayoutError) -> Quantity {
        var result = values[values.count - 1]
        for index in structures.indices.dropLast().reversed() {
            result = try session.builder.select(structures[index].condition, values[index], result, family: Self.family)
        }
        return result
    }

    /// A cell's line and its position in the line, in `structure`.
    func slot(of cell: Int, in structure: Structure) -> (line: Int, position: Int) {
        for (index, line) in structure.lines.enumerated() {
            if let position = line.firstIndex(of: cell) { return (index, position) }
        }
        return (0, 0)
    }

    func cellProposal(_ track: Quantity) -> SymbolicProposal {
        SymbolicProposal(value.trackAxis, main: track, cross: nil)
    }

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        let arrangement = try arrange(proposal, node: node, in: session)
        var size = SymbolicSize.zero
        size[value.trackAxis] = arrangement.length
        size[value.axis] = arrangement.along
        return size
    }

    func placeChildren(node: Int, proposal: SymbolicProposal, origin: SymbolicPoint, in session: ExactSession) throws(LPLayoutError) {
        for child in session.tree.nodes[node].children where session.tree.nodes[child].isAbsent {
            try session.placeAbsent(child, at: origin)
        }
        let arrangement = try arrange(proposal, node: node, in: session)
        var lineStarts: [[Quantity]] = []
        for structure in arrangement.structures {
            var starts: [Quantity] = []
            var start = origin[value.axis]
            for (index, extent) in structure.extents.enumerated() {
                starts.append(start)
                start = try session.builder.keepingShort(
                    start + extent + .constant(index < structure.gaps.count ? structure.gaps[index] : 0),
                    as: "position", family: Self.family)
            }
            lineStarts.append(starts)
        }
        for cell in session.traits.presentChildren(of: node) {
            let track = arrangement.cellTracks[cell]!
            let proposal = cellProposal(track)
            var across: [Quantity] = [], along: [Quantity] = []
            for (index, structure) in arrangement.structures.enumerated() {
                let (line, position) = slot(of: cell, in: structure)
                let (item, start) = structure.tracks.tracks[position]
                across.append(
                    origin[value.trackAxis] + start
                        + (try offset(cell, in: track, on: value.cellGuide(value.items[item], along: value.trackAxis), proposal, session)))
                along.append(
                    lineStarts[index][line]
                        + (try offset(
                            cell, in: structure.extents[line], on: value.cellGuide(value.items[item], along: value.axis), proposal, session))
                )
            }
            var point = SymbolicPoint.zero
            point[value.trackAxis] = try choose(across, arrangement.structures, in: session)
            point[value.axis] = try choose(along, arrangement.structures, in: session)
            try session.place(cell, proposal: proposal, at: point)
        }
    }

    /// Where `cell` starts in a box `length` long so that its guide `key` lies at the box's matching fraction.
    func offset(_ cell: Int, in length: Quantity, on key: AlignmentKey, _ proposal: SymbolicProposal, _ session: ExactSession)
        throws(LPLayoutError) -> Quantity
    {
        Quantity.difference(Quantity.scaled(length, by: key.defaultFraction), try session.guideValue(cell, key, proposal: proposal))
    }
}
