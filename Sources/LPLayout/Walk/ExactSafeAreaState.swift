import LayoutModel

/// What one exact encoding knows about safe areas and containers: the root's
/// region, the regions safe-area modifiers assign to the subtrees they place,
/// and the container lengths `containerRelativeFrame` reads.
///
/// Regions are only read by `ignoresSafeArea` and ScrollViews, so they are only encoded for
/// nodes that have one in their subtree (`readsSafeArea`): elsewhere the
/// greedy engine's region bookkeeping changes no frame, and encoding it would
/// only add rows.
struct ExactSafeAreaState {
    /// The root proposal less the root safe area (what containerRelativeFrame reads).
    var containerLengths = SymbolicProposal.unspecified
    /// The root view's region.
    var root = ExactSafeRegion(containerSize: .zero, insets: .zero)
    /// Regions assigned to a node and, through it, to its subtree.
    var regions: [Int: ExactSafeRegion] = [:]
    /// Per containerRelativeFrame node: its frame's dimensions (nil where
    /// the child decides), encoded once so sizing and placement share them.
    var containerFrames: [Int: SymbolicProposal] = [:]
    /// Per safeAreaInset node and proposal: its children's proposals and
    /// sizes, encoded once so sizing and placement share them.
    var insetMeasures: [SafeAreaInsetEncoding.MeasureKey: SafeAreaInsetEncoding.Measure] = [:]
    /// Per ScrollView, the container it last gave the relative frames inside it.
    var scrollContainers: [Int: SymbolicProposal] = [:]
    /// Which container each relative frame measures (built on first use).
    var relativeFrameContainers: RelativeFrameContainers?
    /// Per node: whether an `ignoresSafeArea` or a ScrollView sits in its subtree.
    private var readers: [Bool] = []
    /// Whether an `ignoresSafeArea` ignores one region without the other, so
    /// regions must carry each region's safe edges (`ExactSafeRegion.regionEdges`).
    private(set) var tracksRegions = false

    init() {}

    init(tree: LayoutTree) {
        readers = Array(repeating: false, count: tree.nodes.count)
        for index in tree.nodes.indices {
            switch tree.nodes[index].element {
            case .ignoresSafeArea(_, let regions):
                if regions != .all { tracksRegions = true }
            case .scrollView: break
            default: continue
            }
            var current: Int? = index
            while let node = current, !readers[node] {
                readers[node] = true
                current = tree.nodes[node].parent
            }
        }
    }

    /// Forgets the per-node encodings of `nodes` (their container changed).
    mutating func forget(_ nodes: Set<Int>) {
        containerFrames = containerFrames.filter { !nodes.contains($0.key) }
        insetMeasures = insetMeasures.filter { !nodes.contains($0.key.node) }
    }

    /// Whether `node`'s subtree reads its safe region.
    func readsSafeArea(_ node: Int) -> Bool {
        node < readers.count && readers[node]
    }
}
