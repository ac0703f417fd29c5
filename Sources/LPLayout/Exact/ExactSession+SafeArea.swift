import LayoutModel

/// The per-subtree safe regions and the container of an exact encoding (the
/// greedy engine's `GreedySession+SafeArea`, on quantities).
extension ExactSession {
    /// The region `node` sees: the one assigned to it or to its nearest
    /// ancestor, else the root's.
    func safeRegion(of node: Int) -> ExactSafeRegion {
        var current: Int? = node
        while let index = current {
            if let region = safeAreas.regions[index] { return region }
            current = tree.nodes[index].parent
        }
        return safeAreas.root
    }

    /// Gives `node`'s subtree the region `make` builds (set before the node
    /// is placed). Nothing is built while probing (the greedy engine assigns
    /// nothing then) or when no `ignoresSafeArea` in the subtree reads it.
    func assignSafeRegion(to node: Int, _ make: () throws(LPLayoutError) -> ExactSafeRegion) throws(LPLayoutError) {
        if isProbing || !safeAreas.readsSafeArea(node) { return }
        safeAreas.regions[node] = try make()
    }

    /// The container length `containerRelativeFrame` reads on `axis`.
    func containerLength(_ axis: Axis) -> Quantity? {
        safeAreas.containerLengths[axis]
    }
}
