import LayoutModel

/// `.overlay(alignment:content:)` and `.background(alignment:content:)`
/// (semantics §12). Linear apart from the guides it reads: no rows or
/// binaries of its own. The primary is `children[0]`, the secondary
/// `children[1]`.
///
/// - Proposes: its proposal to the primary; the primary's final size to the
///   secondary.
/// - Reports: the primary's answer.
/// - Places: the primary at the modifier's origin; the secondary on each
///   axis at primary origin + primary guide − secondary guide (the guides'
///   own rows, if any, belong to the views that define them). An absent
///   secondary gets a zero frame at the origin and the primary is placed as
///   an identity.
struct OverlayEncoding {
    let alignment: Alignment

    func sizeThatFits(_ proposal: SymbolicProposal, primary: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        try session.size(primary, proposal)
    }

    func placeChildren(node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint, in session: ExactSession)
        throws(LPLayoutError)
    {
        let children = try session.childrenLeftToPlace(node, proposal: proposal, at: origin)
        guard children.count == 2 else { return }
        let primary = children[0], secondary = children[1]
        try session.place(primary, proposal: proposal, at: origin)
        let secondaryProposal = SymbolicProposal(size)
        var secondaryOrigin = origin
        for axis in Axis.allCases {
            let key = alignment[axis]
            let primaryGuide = try session.guideValue(primary, key, proposal: proposal)
            let secondaryGuide = try session.guideValue(secondary, key, proposal: secondaryProposal)
            secondaryOrigin[axis] = secondaryOrigin[axis] + Quantity.difference(primaryGuide, secondaryGuide)
        }
        try session.place(secondary, proposal: secondaryProposal, at: secondaryOrigin)
    }
}
