import LayoutModel

/// How the greedy engine answers a custom layout's subview proxies
/// (docs/greedy-semantics.md, "Custom layouts"): sizes, guides, spacing and
/// priority come from the session (sizes cached per proposal as for every
/// node); `place` only records, and `CustomContainerLayout` places the
/// recorded subviews once the layout's `placeSubviews` has returned, so a
/// later call for a subview replaces an earlier one.
final class GreedySubviewHost: LayoutSubviewHost {
    let session: GreedySession

    /// Where the layout asked to put a subview.
    struct Placement {
        var position: Point
        var anchor: UnitPoint
        var proposal: ProposedViewSize
    }

    private(set) var placements: [Int: Placement] = [:]

    init(session: GreedySession) {
        self.session = session
    }

    func sizeThatFits(subview: Int, proposal: ProposedViewSize) -> Size {
        session.size(subview, proposal)
    }

    func guideValue(subview: Int, key: AlignmentKey, proposal: ProposedViewSize) -> Double {
        session.guideValue(subview, key, proposal: proposal)
    }

    func explicitGuideValue(subview: Int, key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        session.explicitGuide(subview, key, proposal: proposal)
    }

    func place(subview: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
        placements[subview] = Placement(position: position, anchor: anchor, proposal: proposal)
    }

    func spacing(subview: Int) -> ViewSpacing { session.spacing(subview) }

    func priority(subview: Int) -> Double { session.layoutPriority(subview) }

    /// The stacks' merge (`ExplicitGuides.combine`) over where the layout
    /// would place its subviews: the container's placement is probed at the
    /// origin, so the value is relative to the bounds' origin already.
    func mergedExplicitAlignment(container: Int, key: AlignmentKey, bounds: Rect, proposal: ProposedViewSize) -> Double? {
        guard !LayoutTraits.isFrameGuide(key) else { return nil }
        let values = session.probePlacement(container, proposal: proposal).compactMap { placement in
            session.explicitGuide(placement.node, key, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
        }
        return ExplicitGuides.combine(values, key)
    }
}
