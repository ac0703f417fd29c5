import LayoutModel

// Temporary: the Text helper's branch replaces this file with baselines for
// proposals that depend on the root proposal.
extension TextEncoding {
    /// A Text's first and last text baselines (docs/text-metrics.md) for a
    /// proposal the tree fixes; other proposals are not encoded here yet.
    func baselines(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> (first: Quantity, last: Quantity) {
        if let constant = proposal.constant {
            let layout = TextLayout(string, fontSize: fontSize, proposal: constant)
            return (.constant(layout.firstBaseline), .constant(layout.lastBaseline))
        }
        throw session.unsupported(node, "Text", note: "a text baseline for a proposal that depends on the root proposal is not encoded yet")
    }
}
