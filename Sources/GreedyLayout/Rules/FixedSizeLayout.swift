import LayoutModel

/// `.fixedSize()` and `.fixedSize(horizontal:vertical:)` (semantics §7; seed
/// 002: "a counter proposal … maintains the ideal size of its children").
///
/// - Proposes: nothing (unspecified) on each fixed axis, its proposal elsewhere.
/// - Reports: the child's answer, so on a fixed axis the child's ideal size,
///   even when that overflows the parent's offer.
/// - Places: the child at its own origin (same size), with the same proposal.
struct FixedSizeLayout {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Int, in session: GreedySession) -> Size {
        session.size(child, childProposal(proposal))
    }

    func placeChild(_ child: Int, proposal: ProposedViewSize, origin: Point, in session: GreedySession) {
        session.place(child, proposal: childProposal(proposal), at: origin)
    }
}
