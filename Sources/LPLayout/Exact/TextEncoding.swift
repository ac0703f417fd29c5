import LayoutModel

/// Text (semantics §15, docs/text-metrics.md) in the exact encoding.
struct TextEncoding {
    let string: String
    let fontSize: Double

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        if let constant = proposal.constant {
            return SymbolicSize(TextLayout(string, fontSize: fontSize, proposal: constant).size)
        }
        throw session.unsupported(node, "Text", note: "a text proposal that depends on the root proposal is not encoded yet")
    }
}
