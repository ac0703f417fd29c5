import LayoutModel

/// A container laid out by a custom `Layout` (docs/greedy-semantics.md,
/// "Custom layouts"): the engine calls the layout's own methods.
///
/// - Proposes: whatever the layout proposes to its subviews (through
///   `LayoutSubview.sizeThatFits` and `place(at:anchor:proposal:)`).
/// - Reports: the layout's `sizeThatFits(proposal:subviews:cache:)` for its
///   proposal.
/// - Places: after `placeSubviews(in:proposal:subviews:cache:)` has run with
///   the container's frame as bounds, each present subview in declaration
///   order, with the proposal and position of the layout's last `place` call
///   for it; a subview it never placed is centred in the bounds with the
///   container's proposal.
///
/// The layout's cache is made once per container and session
/// (`makeCache(subviews:)` on first use) and every later call of that
/// container reuses it.
struct CustomContainerLayout {
    let value: CustomLayoutValue

    func sizeThatFits(_ proposal: ProposedViewSize, node: Int, in session: GreedySession) -> Size {
        sizeThatFits(value.layout, proposal, node: node, in: session)
    }

    private func sizeThatFits<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, node: Int, in session: GreedySession) -> Size {
        let subviews = subviews(node, GreedySubviewHost(session: session), in: session)
        var cache = cache(layout, node: node, subviews: subviews, in: session)
        defer { session.customLayoutCaches[node] = cache }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeChildren(node: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        for child in session.tree.nodes[node].children where session.tree.nodes[child].isAbsent {
            session.placeAbsent(child, at: origin)
        }
        let bounds = Rect(origin: origin, size: size)
        let host = GreedySubviewHost(session: session)
        runPlacement(value.layout, bounds: bounds, proposal: proposal, node: node, host: host, in: session)
        let centre = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        for child in session.presentChildren(of: node) {
            let placement =
                host.placements[child]
                ?? GreedySubviewHost.Placement(position: centre, anchor: .center, proposal: proposal)
            let childSize = session.size(child, placement.proposal)
            var childOrigin = placement.position
            for axis in Axis.allCases {
                childOrigin[axis] -= LengthArithmetic.scaled(childSize[axis], by: placement.anchor[axis])
            }
            session.place(child, proposal: placement.proposal, at: childOrigin)
        }
    }

    private func runPlacement<L: Layout>(
        _ layout: L, bounds: Rect, proposal: ProposedViewSize, node: Int, host: GreedySubviewHost, in session: GreedySession
    ) {
        let subviews = subviews(node, host, in: session)
        var cache = cache(layout, node: node, subviews: subviews, in: session)
        defer { session.customLayoutCaches[node] = cache }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The layout's explicit value of `key` in `node` with `proposal`, in the
    /// node's own coordinates (the bounds sit at the origin).
    func explicitGuide(_ key: AlignmentKey, node: Int, proposal: ProposedViewSize, in session: GreedySession) -> Double? {
        explicitGuide(value.layout, key, node: node, proposal: proposal, in: session)
    }

    private func explicitGuide<L: Layout>(
        _ layout: L, _ key: AlignmentKey, node: Int, proposal: ProposedViewSize, in session: GreedySession
    ) -> Double? {
        let subviews = subviews(node, GreedySubviewHost(session: session), in: session)
        let bounds = Rect(origin: .zero, size: session.size(node, proposal))
        var cache = cache(layout, node: node, subviews: subviews, in: session)
        defer { session.customLayoutCaches[node] = cache }
        switch key {
        case .horizontal(let guide):
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .vertical(let guide):
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    private func subviews(_ node: Int, _ host: GreedySubviewHost, in session: GreedySession) -> LayoutSubviews {
        LayoutSubviews(container: node, nodes: session.presentChildren(of: node), host: host)
    }

    /// The container's cache: the one kept from an earlier call, else a new one.
    private func cache<L: Layout>(_ layout: L, node: Int, subviews: LayoutSubviews, in session: GreedySession) -> L.Cache {
        if let kept = session.customLayoutCaches[node] as? L.Cache { return kept }
        return layout.makeCache(subviews: subviews)
    }
}
