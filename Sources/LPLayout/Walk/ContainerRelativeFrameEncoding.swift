import LayoutModel

/// `.containerRelativeFrame` (semantics §14): a fixed frame whose
/// dimensions come from the nearest ScrollView's container (its proposal
/// less its content margins) or else the root container (the root proposal
/// less the root safe area). On each selected axis where the container has a length L the
/// frame's length is `max(0, ((L − spacing·(count − 1)) / count)·span +
/// spacing·(span − 1))`: linear in L, then one `max` (family
/// `container-frame`, folded when L's interval decides it). An axis the root
/// was proposed nothing on is left to the child; an infinite container gives
/// an infinite length. The rest is `FrameEncoding`'s rule with these
/// quantities for dimensions.
struct ContainerRelativeFrameEncoding {
    let value: ContainerRelativeFrameValue

    /// The frame's length on `axis`, or nil where the child decides it.
    func length(_ axis: Axis, node: Int, in session: ExactSession) throws(LPLayoutError) -> Quantity? {
        guard value.axes.contains(axis), let container = session.containerLength(axis, of: node) else { return nil }
        let count = Double(value.count), span = Double(value.span)
        let column = (container - .constant(value.spacing * (count - 1))) / count
        let length = Quantity.scaled(column, by: span) + .constant(value.spacing * (span - 1))
        return try session.builder.maximum(.zero, length, family: .containerFrame)
    }

    /// Both dimensions, encoded once per node.
    private func dimensions(_ node: Int, in session: ExactSession) throws(LPLayoutError) -> (width: Quantity?, height: Quantity?) {
        if let known = session.safeAreas.containerFrames[node] { return (known.width, known.height) }
        let frame = SymbolicProposal(
            width: try length(.horizontal, node: node, in: session),
            height: try length(.vertical, node: node, in: session))
        session.safeAreas.containerFrames[node] = frame
        return (frame.width, frame.height)
    }

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, child: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        let (width, height) = try dimensions(node, in: session)
        if let width, let height { return SymbolicSize(width: width, height: height) }
        let childSize = try session.size(child, SymbolicProposal(width: width ?? proposal.width, height: height ?? proposal.height))
        return SymbolicSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func placeChild(
        _ child: Int, node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint,
        in session: ExactSession
    ) throws(LPLayoutError) {
        let (width, height) = try dimensions(node, in: session)
        let childProposal = SymbolicProposal(width: width ?? proposal.width, height: height ?? proposal.height)
        let childOrigin = try ExactFrameAlignment.childOrigin(
            child, childProposal: childProposal, frameSize: size, frameOrigin: origin, alignment: value.alignment, in: session)
        try session.place(child, proposal: childProposal, at: childOrigin)
    }
}
