import LayoutModel

/// `.frame(width:height:alignment:)` (semantics §5): fixed dimensions replace
/// the proposal's and the size's; no rows of its own beyond the alignment
/// expressions.
struct FrameEncoding {
    let spec: FrameSpec

    func childProposal(_ proposal: SymbolicProposal) -> SymbolicProposal {
        SymbolicProposal(
            width: spec.width.map(Quantity.constant) ?? proposal.width,
            height: spec.height.map(Quantity.constant) ?? proposal.height)
    }

    func sizeThatFits(_ proposal: SymbolicProposal, child: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        if let width = spec.width, let height = spec.height {
            return SymbolicSize(Size(width: width, height: height))
        }
        let childSize = try session.size(child, childProposal(proposal))
        return SymbolicSize(
            width: spec.width.map(Quantity.constant) ?? childSize.width,
            height: spec.height.map(Quantity.constant) ?? childSize.height)
    }

    func placeChild(_ child: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint, in session: ExactSession)
        throws(LPLayoutError)
    {
        let childProposal = childProposal(proposal)
        let childOrigin = try ExactFrameAlignment.childOrigin(
            child, childProposal: childProposal, frameSize: size, frameOrigin: origin, alignment: spec.alignment, in: session)
        try session.place(child, proposal: childProposal, at: childOrigin)
    }
}
