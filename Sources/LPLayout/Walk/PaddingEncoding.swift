import LayoutModel

/// `.padding` (semantics §3), as rows: per specified axis the child is
/// proposed `max(0, proposal − insets)` (family `padding`, a `max` with a
/// binary unless the proposal's interval decides it); the size is the
/// child's plus the insets (no row: an expression).
struct PaddingEncoding {
    let insets: EdgeInsets

    func childProposal(_ proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError) -> SymbolicProposal {
        var inset = proposal
        for axis in Axis.allCases {
            if let component = proposal[axis] {
                inset[axis] = try session.builder.maximum(.zero, component - .constant(insets.total(axis)), family: .padding)
            }
        }
        return inset
    }

    func sizeThatFits(_ proposal: SymbolicProposal, child: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        let childSize = try session.size(child, childProposal(proposal, in: session))
        return SymbolicSize(
            width: childSize.width + .constant(insets.total(.horizontal)),
            height: childSize.height + .constant(insets.total(.vertical)))
    }

    func placeChild(_ child: Int, proposal: SymbolicProposal, origin: SymbolicPoint, in session: ExactSession) throws(LPLayoutError) {
        try session.place(child, proposal: childProposal(proposal, in: session), at: origin.offset(by: insets.leading, insets.top))
    }
}
