/// `.fixedSize` (semantics §7): the child is proposed nothing on each fixed
/// axis; no rows.
struct FixedSizeEncoding {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ proposal: SymbolicProposal) -> SymbolicProposal {
        SymbolicProposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
