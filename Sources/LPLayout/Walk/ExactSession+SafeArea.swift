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

    /// The container length the `containerRelativeFrame` at `node` reads on
    /// `axis`: its nearest ScrollView's current container, else the root's.
    func containerLength(_ axis: Axis, of node: Int) -> Quantity? {
        guard let scrollView = relativeFrameContainers.container(of: node) else { return safeAreas.containerLengths[axis] }
        return safeAreas.scrollContainers[scrollView]?[axis] ?? nil
    }

    /// Records that ScrollView `node` now sizes or places its content for
    /// `container`; where that changes the container a relative frame inside
    /// measures, what was encoded inside for another container is forgotten
    /// (`GreedySession.enterScrollContainer`).
    func enterScrollContainer(_ node: Int, _ container: SymbolicProposal) {
        let containers = relativeFrameContainers
        guard containers.hosts.contains(node), safeAreas.scrollContainers[node] != container else { return }
        if safeAreas.scrollContainers[node] != nil, let content = tree.nodes[node].children.first {
            forgetAnswers(of: RelativeFrameContainers.subtree(of: content, in: tree))
        }
        safeAreas.scrollContainers[node] = container
    }

    private var relativeFrameContainers: RelativeFrameContainers {
        if let known = safeAreas.relativeFrameContainers { return known }
        let containers = RelativeFrameContainers(tree)
        safeAreas.relativeFrameContainers = containers
        return containers
    }
}
