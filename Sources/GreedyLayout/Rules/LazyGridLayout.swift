import LayoutModel

/// LazyVGrid and LazyHGrid (docs/greedy-semantics.md "Lazy grids";
/// objc.io's grid article, 2020, and swiftuifieldguide.com's LazyVGrid page
/// for the track rule; seed 001 for the spacing between lines). Written
/// once for both: the items lie along the track axis (a LazyVGrid's
/// columns are widths), lines of cells follow each other along the grid's axis.
///
/// - Proposes: the tracks come from the item definitions alone, never from
///   the cells (`LazyGridTracks`), in two passes: the proposal's length
///   along the track axis gives the grid's length G, and G gives the tracks
///   the cells are laid out in. Cells fill a line track after track, then
///   the next line; each is proposed its track's length by nothing along
///   the grid's axis.
/// - Reports: G by the lines' extents plus the gaps between them (a line
///   is as long as its longest cell); the proposal along the grid's axis is
///   not read.
/// - Places: each cell in its box (track by line) on its item's alignment,
///   else the grid's across its axis and the centre along it, the guide at
///   the box's matching fraction.
struct LazyGridLayout {
    let value: LazyGridValue

    /// The grid's tracks and lines for one proposal.
    struct Arrangement {
        /// G: the grid's length across its axis (pass 1).
        var length: Double
        /// Each item's track length (pass 2, at G).
        var trackLengths: [Double]
        var lines: [[Int]]
        var tracks: LazyGridTrackList<Double>
        var extents: [Double]
        var gaps: [Double]
    }

    func arrange(_ proposal: ProposedViewSize, node: Int, in session: GreedySession) -> Arrangement {
        let arithmetic = NumericLazyGridArithmetic()
        let length = LazyGridTracks<Double>.resolve(value.items, offer: proposal[value.trackAxis], in: arithmetic).total
        let resolved = LazyGridTracks<Double>.resolve(value.items, offer: length, in: arithmetic)
        let counts = value.items.indices.map { resolved.count(of: $0, in: arithmetic) }
        let trackLengths = value.items.indices.map { resolved.trackLength(of: $0, count: counts[$0], in: arithmetic) }
        let lines = session.traits.lazyGridLines(of: node, trackCount: counts.reduce(0, +))
        let tracks = LazyGridTrackList(
            counts: counts, lengths: trackLengths, gaps: value.items.map(\.gap),
            limit: lines.first?.count ?? 0, in: arithmetic)
        let extents = lines.map { line in
            line.enumerated().reduce(0.0) { longest, cell in
                Swift.max(longest, session.size(cell.element, cellProposal(trackLengths[tracks.tracks[cell.offset].item]))[value.axis])
            }
        }
        return Arrangement(
            length: length, trackLengths: trackLengths, lines: lines, tracks: tracks, extents: extents,
            gaps: session.traits.lazyGridGaps(of: value, lines: lines))
    }

    /// A cell's proposal: its track's length across the grid's axis, nothing along it.
    func cellProposal(_ track: Double) -> ProposedViewSize {
        ProposedViewSize(value.trackAxis, main: track, cross: nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Int, in session: GreedySession) -> Size {
        let arrangement = arrange(proposal, node: node, in: session)
        let along = arrangement.extents.reduce(0, +) + arrangement.gaps.reduce(0, +)
        return Size(value.trackAxis, main: arrangement.length, cross: along)
    }

    func placeChildren(node: Int, proposal: ProposedViewSize, origin: Point, in session: GreedySession) {
        for child in session.tree.nodes[node].children where session.tree.nodes[child].isAbsent {
            session.placeAbsent(child, at: origin)
        }
        let arrangement = arrange(proposal, node: node, in: session)
        var lineStart = origin[value.axis]
        for (index, line) in arrangement.lines.enumerated() {
            let extent = arrangement.extents[index]
            for (position, cell) in line.enumerated() {
                let (item, start) = arrangement.tracks.tracks[position]
                let track = arrangement.trackLengths[item]
                let proposal = cellProposal(track)
                var point = Point.zero
                point[value.trackAxis] =
                    origin[value.trackAxis] + start
                    + offset(cell, in: track, on: value.cellGuide(value.items[item], along: value.trackAxis), proposal, session)
                point[value.axis] =
                    lineStart
                    + offset(cell, in: extent, on: value.cellGuide(value.items[item], along: value.axis), proposal, session)
                session.place(cell, proposal: proposal, at: point)
            }
            lineStart += extent + (index < arrangement.gaps.count ? arrangement.gaps[index] : 0)
        }
    }

    /// Where `cell` starts in a box `length` long so that its guide `key`
    /// lies at the box's matching fraction (∞ − ∞ is 0, as in a Grid).
    func offset(_ cell: Int, in length: Double, on key: AlignmentKey, _ proposal: ProposedViewSize, _ session: GreedySession) -> Double {
        LengthArithmetic.difference(
            LengthArithmetic.scaled(length, by: key.defaultFraction),
            session.guideValue(cell, key, proposal: proposal))
    }
}
