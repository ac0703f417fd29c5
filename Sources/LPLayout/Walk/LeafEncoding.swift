import LayoutModel

/// Views without children (semantics §0, §2, §15, §16).
struct LeafEncoding {
    let node: LayoutNode

    func sizeThatFits(_ proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        switch node.element {
        case .shape:
            // Shapes take the proposal; unspecified becomes 10. No rows.
            return proposal.replacingUnspecifiedDimensions(by: Size(width: 10, height: 10))
        case .fixed(let size):
            return SymbolicSize(size)
        case .image(let size, let resizable, _):
            return resizable ? proposal.replacingUnspecifiedDimensions(by: size) : SymbolicSize(size)
        case .text(let string, let fontSize, let lineLimit):
            return try TextEncoding(string: string, fontSize: fontSize, lineLimit: lineLimit).sizeThatFits(
                proposal, node: node.index, in: session)
        case .spacer(let minLength):
            return try spacerSize(proposal, minLength: minLength, in: session)
        default:
            return .zero
        }
    }

    /// Semantics §2: along its stack's axis `max(proposal, minLength)` (family
    /// `spacer`), 0 across; outside a stack both axes expand that way.
    private func spacerSize(_ proposal: SymbolicProposal, minLength: Double, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize
    {
        func expand(_ component: Quantity?) throws(LPLayoutError) -> Quantity {
            try session.builder.maximum(component ?? .constant(-.infinity), .constant(minLength), family: .spacer)
        }
        guard let axis = node.stackOrientation else {
            return SymbolicSize(width: try expand(proposal.width), height: try expand(proposal.height))
        }
        return SymbolicSize(axis, main: try expand(proposal[axis]), cross: .zero)
    }
}
