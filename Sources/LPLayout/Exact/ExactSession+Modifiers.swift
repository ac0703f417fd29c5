import LayoutModel

/// The modifiers whose encodings have their own files and are not in the
/// core switch of `ExactSession`.
extension ExactSession {
    func sizeOfOtherModifier(_ node: Int, _ proposal: SymbolicProposal) throws(LPLayoutError) -> SymbolicSize {
        throw unsupported(node, tree[node].element.name, note: "not encoded yet")
    }

    func placeChildrenOfOtherModifier(
        _ node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint
    ) throws(LPLayoutError) {
        throw unsupported(node, tree[node].element.name, note: "not encoded yet")
    }
}
