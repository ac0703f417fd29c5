import LayoutModel

/// The root's container and safe area, and the per-subtree safe regions
/// (docs/greedy-semantics.md "Safe area").
extension GreedySession {
    /// Sizes and places the root in its container. The container spans the
    /// model's proposal at (0, 0); the root view is proposed the proposal less
    /// the root safe area (like padding: never below 0, unspecified and
    /// infinite components unchanged) and placed at the safe area's (leading,
    /// top). With no safe area this is `place(root, proposal, at: .zero)`.
    ///
    /// Semantics §0 has SwiftUI's hosting view centre the root in the safe
    /// area; the model format puts it at the origin, which we read as the
    /// safe area's top-leading corner in the container's coordinates.
    func placeRoot(proposal: ProposedViewSize) {
        // Both regions: the keyboard raises the bottom inset where it is taller.
        let insets = tree.environment.rootSafeArea
        let inner = PaddingLayout(insets: insets).childProposal(proposal)
        safeAreas.containerLengths = inner
        // Where the root was proposed nothing, the container hugs the root.
        let rootSize = size(tree.root, inner)
        var containerSize = Size.zero
        for axis in Axis.allCases {
            containerSize[axis] = proposal[axis] ?? rootSize[axis] + insets.total(axis)
        }
        safeAreas.root = SafeRegion(containerSize: containerSize, insets: tree.environment.safeArea, keyboard: tree.environment.keyboard)
        place(tree.root, proposal: inner, at: Point(x: insets.leading, y: insets.top))
    }

    /// The region `node` sees: the one assigned to it or to its nearest
    /// ancestor, else the root's.
    func safeRegion(of node: Int) -> SafeRegion {
        var current: Int? = node
        while let index = current {
            if let region = safeAreas.regions[index] { return region }
            current = tree[index].parent
        }
        return safeAreas.root
    }

    /// Gives `node`'s subtree `region` (set before the node is placed).
    func assignSafeRegion(_ region: SafeRegion, to node: Int) {
        if isProbing { return }
        safeAreas.regions[node] = region
    }

    /// The container length the `containerRelativeFrame` at `node` reads on
    /// `axis`: its nearest ScrollView's current container, else the root's.
    func containerLength(_ axis: Axis, of node: Int) -> Double? {
        guard let scrollView = relativeFrameContainers.container(of: node) else { return safeAreas.containerLengths[axis] }
        return safeAreas.scrollContainers[scrollView]?[axis] ?? nil
    }

    /// Records that ScrollView `node` now sizes or places its content for
    /// `container`. Where that changes the container a relative frame inside
    /// it measures, the answers remembered inside are forgotten: they were
    /// given for another container.
    func enterScrollContainer(_ node: Int, _ container: ProposedViewSize) {
        let containers = relativeFrameContainers
        guard containers.hosts.contains(node), safeAreas.scrollContainers[node] != container else { return }
        if safeAreas.scrollContainers[node] != nil, let content = tree[node].children.first {
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
