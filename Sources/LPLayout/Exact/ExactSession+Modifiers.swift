import LayoutModel

/// The modifiers whose encodings have their own files and are not in the
/// core switch of `ExactSession`.
extension ExactSession {
    func sizeOfOtherModifier(_ node: Int, _ proposal: SymbolicProposal) throws(LPLayoutError) -> SymbolicSize {
        let child = tree[node].children.first ?? node
        switch tree[node].element {
        case .aspectRatio(let ratio, let mode):
            return try AspectRatioEncoding(ratio: ratio, contentMode: mode).sizeThatFits(proposal, child: child, in: self)
        case .position(let position):
            return try PositionEncoding(position: position).sizeThatFits(proposal, child: child, in: self)
        case .overlay(let alignment), .background(let alignment):
            return try OverlayEncoding(alignment: alignment).sizeThatFits(proposal, primary: child, in: self)
        default:
            break
        }
        throw unsupported(node, tree[node].element.name, note: "not encoded yet")
    }

    func placeChildrenOfOtherModifier(
        _ node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint
    ) throws(LPLayoutError) {
        let child = tree[node].children.first ?? node
        switch tree[node].element {
        case .aspectRatio(let ratio, let mode):
            return try AspectRatioEncoding(ratio: ratio, contentMode: mode)
                .placeChild(child, proposal: proposal, size: size, origin: origin, in: self)
        case .position(let position):
            return try PositionEncoding(position: position).placeChild(child, size: size, origin: origin, in: self)
        case .overlay(let alignment), .background(let alignment):
            return try OverlayEncoding(alignment: alignment).placeChildren(node: node, proposal: proposal, size: size, origin: origin, in: self)
        default:
            break
        }
        throw unsupported(node, tree[node].element.name, note: "not encoded yet")
    }
}
