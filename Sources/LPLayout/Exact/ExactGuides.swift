import LayoutModel

/// Explicit alignment guides in the exact encoding (semantics §9).
enum ExactGuides {
    static func value(_ node: Int, _ key: AlignmentKey, proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError) -> Quantity? {
        throw session.unsupported(node, "explicit guide \(key)", note: "not encoded yet")
    }
}
