import LayoutModel

/// A container laid out by a custom `Layout` (docs/lp-encoding.md, "Custom
/// layouts"): encoded from the layout's linear description
/// (`LinearLayoutRule`), never from its Swift layout methods; a layout
/// without one is refused by name.
///
/// - Size: the description's size for the container's proposal.
/// - Placement: each present subview in declaration order, proposed the
///   description's proposal for it, at the container's origin plus the
///   description's position less `anchor · size` of the subview (linear,
///   no rows); a subview without a placement is centred in the container
///   with the container's proposal, as the greedy engine leaves it.
/// - Guides: the description's explicit guides, or (when it gives none) the
///   subviews' explicit values merged as in a stack (`ExactGuides.combine`).
///
/// The description is asked once per (container, proposal): sizing,
/// placement and guide probes share it, so its rows are written once.
struct CustomLayoutEncoding {
    let value: CustomLayoutValue

    func description(node: Int, proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError) -> LinearLayoutDescription {
        if let known = session.memos.customLayoutDescriptions.answer(node, proposal) { return known }
        guard let rule = value.layout as? any LinearLayoutRule else {
            throw session.unsupported(
                node, value.name,
                note: "the custom layout \(value.name) gives no linear description "
                    + "(it does not conform to LinearLayoutRule), and the LP engine never runs a layout's Swift methods")
        }
        let context = LinearLayoutContext(session: session, node: node)
        let children = session.traits.presentChildren(of: node)
        let description = try rule.linearLayout(
            proposal: LinearProposal(proposal), subviews: LinearSubviews(context: context, nodes: children),
            in: context)
        guard description.placements.count <= children.count else {
            throw context.refusal(
                "its linear description places \(description.placements.count) subviews but the container has \(children.count)")
        }
        session.memos.customLayoutDescriptions.remember(description, for: node, proposal)
        return description
    }

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        try description(node: node, proposal: proposal, in: session).size.symbolic
    }

    func placeChildren(node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint, in session: ExactSession)
        throws(LPLayoutError)
    {
        for child in session.tree.nodes[node].children where session.tree.nodes[child].isAbsent {
            try session.placeAbsent(child, at: origin)
        }
        let description = try description(node: node, proposal: proposal, in: session)
        let centre = LinearPoint(x: LinearLength(size.width / 2), y: LinearLength(size.height / 2))
        for (index, child) in session.traits.presentChildren(of: node).enumerated() {
            let placement =
                (index < description.placements.count ? description.placements[index] : nil)
                ?? LinearPlacement(at: centre, anchor: .center, proposal: LinearProposal(proposal))
            let childProposal = placement.proposal.symbolic
            let childSize = try session.size(child, childProposal)
            var childOrigin = origin
            childOrigin.x = origin.x + placement.position.x.quantity - Quantity.scaled(childSize.width, by: placement.anchor.x)
            childOrigin.y = origin.y + placement.position.y.quantity - Quantity.scaled(childSize.height, by: placement.anchor.y)
            try session.place(child, proposal: childProposal, at: childOrigin)
        }
    }

    /// The container's explicit value of `key` with `proposal`, in its own coordinates.
    func explicitGuide(_ key: AlignmentKey, node: Int, proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError)
        -> Quantity?
    {
        let description = try description(node: node, proposal: proposal, in: session)
        if let guides = description.explicitGuides { return guides[key]?.quantity }
        guard !LayoutTraits.isFrameGuide(key) else { return nil }
        var values: [Quantity] = []
        for placement in try session.probePlacement(node, proposal: proposal) {
            guard let value = try session.explicitGuide(placement.node, key, proposal: placement.proposal) else { continue }
            values.append(value + placement.origin[key.axis])
        }
        return try ExactGuides.combine(values, key, in: session.builder)
    }
}
