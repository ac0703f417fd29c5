import LayoutModel

/// What one greedy layout knows about safe areas and containers: the root's
/// container, the regions safe-area modifiers assign to the subtrees they
/// place, and the container lengths `containerRelativeFrame` reads.
struct SafeAreaState {
    /// The root view's region (no safe area: the container is the root's rect).
    var root = SafeRegion(containerSize: .zero, insets: .zero)
    /// Regions assigned to a node and, through it, to its subtree.
    var regions: [Int: SafeRegion] = [:]
    /// The container of `containerRelativeFrame`: the root proposal less the
    /// root safe area (nil where the root was proposed nothing).
    var containerLengths = ProposedViewSize.unspecified
    /// Per ScrollView, the container it last gave the relative frames inside it.
    var scrollContainers: [Int: ProposedViewSize] = [:]
    /// Which container each relative frame measures (built on first use).
    var relativeFrameContainers: RelativeFrameContainers?
}
