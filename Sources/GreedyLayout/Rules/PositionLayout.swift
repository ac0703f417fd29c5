import LayoutModel

/// `.position(x:y:)` (semantics §10; seed 002's position pages: it "fixes the
/// center of this view" at the point, in its parent's coordinate space).
///
/// - Proposes: its proposal while sizing, only when a component is
///   unspecified (a fully specified proposal is taken without asking the
///   child); while placing, its own final size.
/// - Reports: the proposal, like a Color, each unspecified component replaced
///   by the child's answer to the proposal on that axis.
/// - Places: the child's centre at (x, y) in the position view's own
///   coordinates (its top-leading corner is (0, 0)), whatever the child's
///   size.
struct PositionLayout {
    let position: Point

    func sizeThatFits(_ proposal: ProposedViewSize, child: Int, in session: GreedySession) -> Size {
        if let width = proposal.width, let height = proposal.height {
            return Size(width: width, height: height)
        }
        let childSize = session.size(child, proposal)
        var size = childSize
        for axis in Axis.allCases {
            if let component = proposal[axis] { size[axis] = component }
        }
        return size
    }

    func placeChild(_ child: Int, size: Size, origin: Point, in session: GreedySession) {
        let childProposal = ProposedViewSize(size)
        let childSize = session.size(child, childProposal)
        var childOrigin = origin
        for axis in Axis.allCases {
            // The centre is half the child's length from its origin; an
            // infinite child centred at a finite point starts at -infinity.
            let centre = origin[axis] + position[axis]
            childOrigin[axis] = LengthArithmetic.difference(centre, LengthArithmetic.scaled(childSize[axis], by: 0.5))
        }
        session.place(child, proposal: childProposal, at: childOrigin)
    }
}
