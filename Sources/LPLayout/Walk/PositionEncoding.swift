import LayoutModel

/// `.position(x:y:)` (semantics §10). Linear: no rows or binaries of its own.
///
/// - Proposes: while sizing, its proposal to the child only when a
///   component is unspecified (decided by the proposal's shape); while
///   placing, its own final size.
/// - Reports: the proposal, each unspecified component replaced by the
///   child's answer on that axis.
/// - Places: the child's centre at (x, y) in the position view's own
///   coordinates: origin + point − child length / 2 (an infinite child
///   starts at −∞, a constant).
struct PositionEncoding {
    let position: Point

    func sizeThatFits(_ proposal: SymbolicProposal, child: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        if let width = proposal.width, let height = proposal.height {
            return SymbolicSize(width: width, height: height)
        }
        var size = try session.size(child, proposal)
        for axis in Axis.allCases {
            if let component = proposal[axis] { size[axis] = component }
        }
        return size
    }

    func placeChild(_ child: Int, size: SymbolicSize, origin: SymbolicPoint, in session: ExactSession) throws(LPLayoutError) {
        let childProposal = SymbolicProposal(size)
        let childSize = try session.size(child, childProposal)
        var childOrigin = origin
        for axis in Axis.allCases {
            let centre = origin[axis] + .constant(position[axis])
            childOrigin[axis] = Quantity.difference(centre, Quantity.scaled(childSize[axis], by: 0.5))
        }
        try session.place(child, proposal: childProposal, at: childOrigin)
    }
}
