import LayoutModel

/// The state of one greedy layout: the tree, the per-proposal size cache and
/// the frames placed so far. Each layout type (`StackLayout`, `FrameLayout`,
/// ...) is a value that the session asks to size or place one node.
///
/// A session lives on one thread for one layout and never lends out its
/// state while changing it, so its mutable state skips the runtime
/// exclusivity check (`@exclusivity(unchecked)`), which otherwise costs a
/// call on every cache read and frame written.
final class GreedySession {
    let tree: LayoutTree
    @exclusivity(unchecked) private(set) var frames: [Rect]
    @exclusivity(unchecked) private(set) var proposals: [ProposedViewSize?]
    @exclusivity(unchecked) private(set) var statistics = GreedyStatistics()
    @exclusivity(unchecked) private var sizeCache: ProposalCache<ProposedViewSize, Size>
    @exclusivity(unchecked) private var explicitGuideCache: [GuideKey: Double?] = [:]
    /// What does not depend on the proposal (present children, priorities,
    /// spacing tables, the guides that can reach each node): the tree's own,
    /// computed once per tree. Every layout reads guides; priorities and
    /// spacing tables are taken on first use.
    let traits: LayoutTraits
    private let guideKeys: [Set<AlignmentKey>]
    @exclusivity(unchecked) private var priorityTable: [Double]?
    @exclusivity(unchecked) private var spacingTable: [ViewSpacing]?
    @exclusivity(unchecked) private var gridStructures: [Int: GridStructure] = [:]
    /// While a container's placement is only being probed (to read explicit
    /// guides from where it would put its children), `place` records here
    /// instead of placing. A stack because probes nest.
    @exclusivity(unchecked) private var probes: [[ChildPlacement]] = []

    /// Where a container would put one child: the proposal and the origin, in
    /// the container's coordinates when probed.
    struct ChildPlacement {
        var node: Int
        var proposal: ProposedViewSize
        var origin: Point
    }

    private struct GuideKey: Hashable {
        var node: Int
        var proposal: ProposedViewSize
        var key: AlignmentKey
    }
    @exclusivity(unchecked) var safeAreas = SafeAreaState()
    /// Each custom layout's cache, by container node (`CustomContainerLayout`).
    var customLayoutCaches: [Int: Any] = [:]
    /// The decision recorder of `layoutlp explain`; nil in every ordinary layout.
    var trace: GreedyTrace?

    init(tree: LayoutTree) {
        self.tree = tree
        frames = Array(repeating: .zero, count: tree.nodes.count)
        proposals = Array(repeating: nil, count: tree.nodes.count)
        sizeCache = ProposalCache(nodeCount: tree.nodes.count)
        traits = tree.traits
        guideKeys = traits.guideKeyTable
    }

    // MARK: Sizing

    /// The size `node` answers to `proposal` (SwiftUI's `sizeThatFits`),
    /// cached per proposal so that re-measuring during distribution and
    /// placement costs nothing and deep nesting stays linear.
    func size(_ node: Int, _ proposal: ProposedViewSize) -> Size {
        if let cached = sizeCache.answer(node, proposal) {
            statistics.cacheHits += 1
            return cached
        }
        statistics.sizeEvaluations += 1
        let size = computeSize(node, proposal)
        sizeCache.remember(size, for: node, proposal)
        return size
    }

    private func computeSize(_ node: Int, _ proposal: ProposedViewSize) -> Size {
        if tree.nodes[node].isAbsent { return .zero }
        let child = tree.nodes[node].children.first ?? node
        switch tree.nodes[node].element {
        case .stack(let axis, let alignment, let spacing):
            return StackLayout(axis: axis, alignment: alignment, spacing: spacing).sizeThatFits(proposal, node: node, in: self)
        case .zStack(let alignment):
            return ZStackLayout(alignment: alignment).sizeThatFits(proposal, node: node, in: self)
        case .customLayout(let value):
            return CustomContainerLayout(value: value).sizeThatFits(proposal, node: node, in: self)
        case .viewThatFits(let axes):
            return ViewThatFitsLayout(axes: axes).sizeThatFits(proposal, node: node, in: self)
        case .padding(let insets):
            return PaddingLayout(insets: insets).sizeThatFits(proposal, child: child, in: self)
        case .frame(let spec):
            return FrameLayout(spec: spec).sizeThatFits(proposal, child: child, in: self)
        case .flexFrame(let spec):
            return FlexFrameLayout(spec: spec).sizeThatFits(proposal, child: child, in: self)
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeLayout(horizontal: horizontal, vertical: vertical).sizeThatFits(proposal, child: child, in: self)
        case .aspectRatio(let ratio, let mode):
            return AspectRatioLayout(ratio: ratio, contentMode: mode).sizeThatFits(proposal, child: child, in: self)
        case .position(let position):
            return PositionLayout(position: position).sizeThatFits(proposal, child: child, in: self)
        case .overlay(let alignment), .background(let alignment):
            return OverlayLayout(alignment: alignment).sizeThatFits(proposal, primary: child, in: self)
        case .layoutPriority, .environment, .layoutDirectionBehavior, .alignmentGuide, .offset, .nookPanel, .gridCellColumns,
            .gridColumnAlignment:
            // Transparent; a NookPanel's chrome is nodes of the tree (LayoutTree+NookPanel).
            return size(child, proposal)
        case .grid:
            return GridLayout(structure: gridStructure(node)).sizeThatFits(proposal, in: self)
        case .lazyGrid(let value):
            return LazyGridLayout(value: value).sizeThatFits(proposal, node: node, in: self)
        case .gridRow:
            // Its Grid sizes and places the cells; the row is given the grid's width by the row's height.
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        case .safeAreaInset(let edge, let alignment, let spacing):
            return SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing).sizeThatFits(proposal, node: node, in: self)
        case .safeAreaPadding(let insets):
            return SafeAreaPaddingLayout(insets: insets).sizeThatFits(proposal, child: child, in: self)
        case .ignoresSafeArea(let edges, let regions):
            return SafeAreaIgnoringLayout(edges: edges, regions: regions).sizeThatFits(proposal, child: child, in: self)
        case .containerRelativeFrame(let value):
            return ContainerRelativeFrameLayout(value: value).sizeThatFits(proposal, node: node, child: child, in: self)
        case .scrollView(let axes, let margins):
            return ScrollViewLayout(rule: ScrollViewRule(axes: axes, margins: margins)).sizeThatFits(
                proposal, node: node, child: child, in: self)
        case .contentMargins:
            return size(child, proposal)
        case .shape, .fixed, .image, .text, .spacer, .empty:
            // No `default:` here: a new element does not compile until it has a rule.
            return LeafLayout(element: tree.nodes[node].element, stackOrientation: tree.nodes[node].stackOrientation)
                .sizeThatFits(proposal)
        }
    }

    /// The length along `axis` that `node` answers when offered `main` on that
    /// axis and `cross` across it.
    func length(_ node: Int, along axis: Axis, main: Double?, cross: Double?) -> Double {
        size(node, ProposedViewSize(axis, main: main, cross: cross))[axis]
    }

    // MARK: Placement

    /// Places `node` with a placement proposal at `origin` (root coordinates):
    /// its frame is its answer to `proposal`, then it places its children.
    func place(_ node: Int, proposal: ProposedViewSize, at origin: Point) {
        if isProbing {
            probes[probes.count - 1].append(ChildPlacement(node: node, proposal: proposal, origin: origin))
            return
        }
        if tree.nodes[node].isAbsent {
            placeAbsent(node, at: origin)
            return
        }
        let size = size(node, proposal)
        frames[node] = Rect(origin: origin, size: size)
        proposals[node] = proposal
        placeChildren(node, proposal: proposal, size: size, origin: origin)
    }

    /// Asks `node`'s layout type to place its children, `node` having `size`
    /// at `origin`.
    private func placeChildren(_ node: Int, proposal: ProposedViewSize, size: Size, origin: Point) {
        let child = tree.nodes[node].children.first ?? node
        switch tree.nodes[node].element {
        case .stack(let axis, let alignment, let spacing):
            StackLayout(axis: axis, alignment: alignment, spacing: spacing).placeChildren(
                node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .zStack(let alignment):
            ZStackLayout(alignment: alignment).placeChildren(node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .customLayout(let value):
            CustomContainerLayout(value: value).placeChildren(node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .viewThatFits(let axes):
            ViewThatFitsLayout(axes: axes).placeChildren(node: node, proposal: proposal, origin: origin, in: self)
        case .padding(let insets):
            PaddingLayout(insets: insets).placeChild(child, proposal: proposal, origin: origin, in: self)
        case .frame(let spec):
            FrameLayout(spec: spec).placeChild(child, proposal: proposal, size: size, origin: origin, in: self)
        case .flexFrame(let spec):
            FlexFrameLayout(spec: spec).placeChild(child, proposal: proposal, size: size, origin: origin, in: self)
        case .fixedSize(let horizontal, let vertical):
            FixedSizeLayout(horizontal: horizontal, vertical: vertical).placeChild(child, proposal: proposal, origin: origin, in: self)
        case .aspectRatio(let ratio, let mode):
            AspectRatioLayout(ratio: ratio, contentMode: mode).placeChild(child, proposal: proposal, size: size, origin: origin, in: self)
        case .position(let position):
            PositionLayout(position: position).placeChild(child, size: size, origin: origin, in: self)
        case .overlay(let alignment), .background(let alignment):
            OverlayLayout(alignment: alignment).placeChildren(node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .layoutPriority, .environment, .layoutDirectionBehavior, .alignmentGuide, .offset, .nookPanel, .gridCellColumns,
            .gridColumnAlignment:
            place(child, proposal: proposal, at: origin)
        case .grid:
            GridLayout(structure: gridStructure(node)).placeChildren(node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .lazyGrid(let value):
            LazyGridLayout(value: value).placeChildren(node: node, proposal: proposal, origin: origin, in: self)
        case .safeAreaInset(let edge, let alignment, let spacing):
            SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing).placeChildren(
                node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .safeAreaPadding(let insets):
            SafeAreaPaddingLayout(insets: insets).placeChild(child, node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .ignoresSafeArea(let edges, let regions):
            SafeAreaIgnoringLayout(edges: edges, regions: regions).placeChild(
                child, node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .containerRelativeFrame(let value):
            ContainerRelativeFrameLayout(value: value).placeChild(
                child, node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .scrollView(let axes, let margins):
            ScrollViewLayout(rule: ScrollViewRule(axes: axes, margins: margins))
                .placeChild(child, node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .contentMargins:
            place(child, proposal: proposal, at: origin)
        case .gridRow, .shape, .fixed, .image, .text, .spacer, .empty:
            // A GridRow's cells are placed by its Grid; a leaf has no children.
            break
        }
    }

    /// Grows `node`'s placed frame by `insets` (a ScrollView's viewport
    /// extending into the safe area; its size as its parent sees it is
    /// unchanged).
    func extendFrame(of node: Int, by insets: EdgeInsets) {
        let frame = frames[node]
        frames[node] = Rect(
            x: frame.origin.x - insets.leading, y: frame.origin.y - insets.top,
            width: frame.size.width + insets.total(.horizontal), height: frame.size.height + insets.total(.vertical))
    }

    /// Forgets everything remembered for `nodes` (sizes, guides, custom
    /// layouts' caches, which may hold their subviews' answers): it depends on
    /// a ScrollView's container, which has just changed. Grid tracks and lazy
    /// grids' arrangements are computed from the cached sizes, so they follow.
    func forgetAnswers(of nodes: [Int]) {
        for node in nodes {
            sizeCache.forget(node)
            customLayoutCaches[node] = nil
        }
        let forgotten = Set(nodes)
        explicitGuideCache = explicitGuideCache.filter { !forgotten.contains($0.key.node) }
    }

    /// True while a placement step runs only to read explicit guides: its
    /// origins are relative, so nothing that depends on where a view really
    /// is on screen (safe regions) may be computed or recorded.
    var isProbing: Bool { !probes.isEmpty }

    /// Where `node`, proposed `proposal` and placed at the origin, would put
    /// its present children: its placement run without placing anything.
    func probePlacement(_ node: Int, proposal: ProposedViewSize) -> [ChildPlacement] {
        statistics.probes += 1
        probes.append([])
        placeChildren(node, proposal: proposal, size: size(node, proposal), origin: .zero)
        return probes.removeLast()
    }

    /// An Empty view and everything chained on it or inside it: a zero frame
    /// at the origin of the place it would have taken.
    func placeAbsent(_ node: Int, at origin: Point) {
        if isProbing { return }
        frames[node] = Rect(origin: origin, size: .zero)
        proposals[node] = nil
        for child in tree.nodes[node].children { placeAbsent(child, at: origin) }
    }

    /// The placement steps every container shares: absent children get a
    /// zero frame at the container's origin, and a single present child is
    /// placed as an identity (semantics §1.7). Returns the children the
    /// container still has to place: none, or two and more.
    func childrenLeftToPlace(_ node: Int, proposal: ProposedViewSize, at origin: Point) -> [Int] {
        for child in tree.nodes[node].children where tree.nodes[child].isAbsent {
            placeAbsent(child, at: origin)
        }
        let children = presentChildren(of: node)
        if children.count == 1 {
            place(children[0], proposal: proposal, at: origin)
            return []
        }
        return children
    }

    // MARK: Traits

    /// The children of a container that take part in layout (Empty views and
    /// their modifiers yield no view-list elements in SwiftUI).
    func presentChildren(of node: Int) -> [Int] { traits.presentChildren(of: node) }

    /// The priority a container reads from `node` (`LayoutTraits+Priority`).
    func layoutPriority(_ node: Int) -> Double {
        if let table = priorityTable { return table[node] }
        let table = traits.priorityTable
        priorityTable = table
        return table[node]
    }

    /// The spacing preferences `node` shows its neighbours in a stack
    /// (`LayoutTraits+Spacing`).
    func spacing(_ node: Int) -> ViewSpacing {
        if let table = spacingTable { return table[node] }
        let table = traits.spacingTable
        spacingTable = table
        return table[node]
    }

    /// The rows, columns and gaps of the Grid at `node` (`LayoutTraits+Grid`), found once per layout.
    func gridStructure(_ node: Int) -> GridStructure {
        if let known = gridStructures[node] { return known }
        let structure = traits.gridStructure(of: node)
        gridStructures[node] = structure
        return structure
    }

    /// The value of guide `key` in `node` placed with `proposal`, in the
    /// node's own coordinates: its explicit value if it has one, else the
    /// default fraction of its size (semantics §9), or for a custom guide
    /// with a declared default (`ModelEnvironment.guideDefaults`) that default
    /// over the node's dimensions.
    func guideValue(_ node: Int, _ key: AlignmentKey, proposal: ProposedViewSize) -> Double {
        if let value = explicitGuide(node, key, proposal: proposal) { return value }
        if let declared = tree.environment.guideDefaults[key] {
            return ExplicitGuides.evaluate(declared, of: node, proposal: proposal, in: self)
        }
        let size = size(node, proposal)
        return LengthArithmetic.scaled(size[key.axis], by: key.defaultFraction)
    }

    /// The explicit value of guide `key` in `node` placed with `proposal`, or
    /// nil when no view reaching it sets one. Cached per proposal.
    func explicitGuide(_ node: Int, _ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        guard !guideKeys[node].isEmpty, guideKeys[node].contains(key) else { return nil }
        let cacheKey = GuideKey(node: node, proposal: proposal, key: key)
        if let cached = explicitGuideCache[cacheKey] { return cached }
        let value = ExplicitGuides.value(node, key, proposal: proposal, in: self)
        explicitGuideCache[cacheKey] = value
        return value
    }
}
