import LayoutModel

/// `.frame(width:height:alignment:)` (semantics §5; seed 002's frame page:
/// "If you only specify one of the dimensions, the resulting view assumes this
/// view's sizing behavior in the other dimension").
///
/// - Proposes: its proposal with the fixed dimensions substituted.
/// - Reports: the fixed dimensions; the child's answer on an unfixed axis. With
///   both dimensions fixed the child is not asked at all.
/// - Places: the child aligned inside the frame by `alignment`.
struct FrameLayout {
    let spec: FrameSpec

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Int, in session: GreedySession) -> Size {
        if let width = spec.width, let height = spec.height {
            return Size(width: width, height: height)
        }
        let childSize = session.size(child, childProposal(proposal))
        return Size(width: spec.width ?? childSize.width, height: spec.height ?? childSize.height)
    }

    func placeChild(_ child: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        let childProposal = childProposal(proposal)
        let childOrigin = FrameAlignment.childOrigin(
            child, childProposal: childProposal, frameSize: size, frameOrigin: origin,
            alignment: spec.alignment, in: session)
        session.place(child, proposal: childProposal, at: childOrigin)
    }
}
