import LayoutModel

/// `.padding` (semantics §3, seed 002's padding pages).
///
/// - Proposes: its proposal inset by the padding on each axis, never below 0
///   (an unspecified component stays unspecified, infinity stays infinity).
/// - Reports: the child's size plus the insets (negative insets shrink it).
/// - Places: the child at (leading, top), with the same inset proposal.
struct PaddingLayout {
    let insets: EdgeInsets

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var inset = proposal
        for axis in Axis.allCases {
            if let component = proposal[axis] {
                inset[axis] = Swift.max(0, component - insets.total(axis))
            }
        }
        return inset
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Int, in session: GreedySession) -> Size {
        let childSize = session.size(child, childProposal(proposal))
        return Size(width: childSize.width + insets.total(.horizontal), height: childSize.height + insets.total(.vertical))
    }

    func placeChild(_ child: Int, proposal: ProposedViewSize, origin: Point, in session: GreedySession) {
        let childOrigin = origin.offset(by: Point(x: insets.leading, y: insets.top))
        session.place(child, proposal: childProposal(proposal), at: childOrigin)
    }
}
