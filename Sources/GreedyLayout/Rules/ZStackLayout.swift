import LayoutModel

/// ZStack (semantics §4; seed 002: "The ZStack returns the size of its
/// largest child view").
///
/// - Proposes: its own proposal to the children with the highest layout
///   priority while sizing; every child its final size while placing.
/// - Reports: the extent of the highest-priority children aligned on
///   `alignment` (with built-in guides: their largest width and height).
///   Lower-priority children never enlarge it.
/// - Places: every child so that its guides meet the line set by the
///   highest-priority children.
struct ZStackLayout {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: Int, in session: GreedySession) -> Size {
        let children = session.presentChildren(of: node)
        if children.isEmpty { return .zero }
        if children.count == 1 { return session.size(children[0], proposal) }
        let leaders = highestPriority(children, in: session)
        var size = Size.zero
        for axis in Axis.allCases {
            size[axis] = extent(leaders, proposal: proposal, axis: axis, in: session).length
        }
        return size
    }

    /// The children whose layout priority equals the highest among them.
    func highestPriority(_ children: [Int], in session: GreedySession) -> [Int] {
        let priorities = children.map { session.layoutPriority($0) }
        let top = priorities.max() ?? 0
        return zip(children, priorities).filter { $0.1 == top }.map(\.0)
    }

    /// The union of the aligned child frames on `axis` (the documented choice
    /// where sources disagree; equal to the largest length for built-in guides).
    func extent(_ children: [Int], proposal: ProposedViewSize, axis: Axis, in session: GreedySession) -> AlignedExtent {
        let key = alignment[axis]
        let items = children.map { child in
            (guide: session.guideValue(child, key, proposal: proposal), length: session.size(child, proposal)[axis])
        }
        return AlignedExtent(items, includingLine: false)
    }

    func placeChildren(node: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        let children = session.childrenLeftToPlace(node, proposal: proposal, at: origin)
        if children.isEmpty { return }
        // SKIP's testFrameMaxWidthRespectsParentBounds: children are re-proposed
        // the ZStack's final size, not its original proposal.
        let placement = ProposedViewSize(size)
        let leaders = highestPriority(children, in: session)
        let extents = PerAxis { extent(leaders, proposal: placement, axis: $0, in: session) }
        for child in children {
            var childOrigin = origin
            for axis in Axis.allCases {
                childOrigin[axis] += extents[axis].offset(forGuide: session.guideValue(child, alignment[axis], proposal: placement))
            }
            session.place(child, proposal: placement, at: childOrigin)
        }
    }
}
