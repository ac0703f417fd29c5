import LayoutModel

/// `.overlay(alignment:content:)` and `.background(alignment:content:)`
/// (semantics §12; seed 002's Alignment page: the guides of the two views are
/// brought together). The two differ only in drawing order, which layout
/// does not see. The primary (modified) view is `children[0]` of the node,
/// the secondary `children[1]`.
///
/// - Proposes: its proposal to the primary; exactly the primary's final size
///   to the secondary.
/// - Reports: the primary's answer: the modifier is transparent for the
///   primary's size, and the secondary never changes it, larger or smaller.
/// - Places: the primary at the modifier's origin; the secondary so that its
///   guides meet the primary's, on each axis
///   origin = primary origin + primary guide − secondary guide. An Empty
///   secondary is absent (a zero frame at the modifier's origin).
struct OverlayLayout {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, primary: Int, in session: GreedySession) -> Size {
        session.size(primary, proposal)
    }

    func placeChildren(node: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        // With an absent secondary the primary is placed as an identity child.
        let children = session.childrenLeftToPlace(node, proposal: proposal, at: origin)
        guard children.count == 2 else { return }
        let primary = children[0], secondary = children[1]
        session.place(primary, proposal: proposal, at: origin)
        let secondaryProposal = ProposedViewSize(size)
        var secondaryOrigin = origin
        for axis in Axis.allCases {
            let key = alignment[axis]
            let primaryGuide = session.guideValue(primary, key, proposal: proposal)
            let secondaryGuide = session.guideValue(secondary, key, proposal: secondaryProposal)
            secondaryOrigin[axis] += LengthArithmetic.difference(primaryGuide, secondaryGuide)
        }
        session.place(secondary, proposal: secondaryProposal, at: secondaryOrigin)
    }
}
