import LayoutModel
import LinearProgram

/// The state of one exact encoding: the tree, the program being written, the
/// sizes already encoded per (node, proposal), and each node's frame as
/// quantities once it is placed.
///
/// The session walks the tree as the greedy propose/respond protocol does,
/// but on quantities (`Quantity`): a proposal that depends on the root
/// proposal's numbers is an expression over program variables, and every
/// branch a rule takes on such a value becomes rows and binary variables
/// (`ProgramBuilder`). Each layout type (`StackEncoding`, `FlexFrameEncoding`,
/// ...) encodes one element and documents which rows it writes.
final class ExactSession {
    let tree: LayoutTree
    let traits: LayoutTraits
    /// How far below 0 each node's length can go (`VariableOrder`'s offer
    /// bounds), built when a stack's order is first left to the solver.
    private(set) lazy var negativeReach = NegativeLengthReach(tree, traits: traits)
    let builder: ProgramBuilder
    private(set) var frames: [SymbolicFrame?]
    /// The proposal each placed node was placed with (nil: not placed, or absent).
    private(set) var placementProposals: [SymbolicProposal?]
    /// What is encoded per (node, proposal), forgotten together (`EncodingMemos`).
    var memos: EncodingMemos
    /// While a container's placement is only probed (to read explicit
    /// guides), `place` records here instead of placing.
    private var probes: [[ChildPlacement]] = []
    var safeAreas = ExactSafeAreaState()
    /// The conditions under which the subtree being placed is shown, each
    /// with where its frames go when it is not (a ViewThatFits's origin),
    /// outermost first: every frame placed meanwhile is `select(condition,
    /// frame, zero frame there)`, innermost condition first.
    private var showing: [(condition: Condition, fallback: SymbolicPoint)] = []
    /// Per node placed under `showing`, the conjunction of its conditions:
    /// whether the node is laid out (`LayoutProgram.shownWhere`).
    private(set) var shownWhere: [Int: Condition] = [:]
    private var gridStructures: [Int: GridStructure] = [:]

    struct ChildPlacement {
        var node: Int
        var proposal: SymbolicProposal
        var origin: SymbolicPoint
    }

    /// How stacks with a finite offer share it: nil for the greedy rules,
    /// else a declarative strategy's reading (docs/strategies.md).
    let stackRule: DeclarativeStackRule?

    init(tree: LayoutTree, builder: ProgramBuilder, stackRule: DeclarativeStackRule? = nil) {
        self.tree = tree
        self.builder = builder
        self.stackRule = stackRule
        traits = tree.traits
        builder.tree = tree
        frames = Array(repeating: nil, count: tree.nodes.count)
        memos = EncodingMemos(nodeCount: tree.nodes.count)
        placementProposals = Array(repeating: nil, count: tree.nodes.count)
    }

    /// The rows, columns and gaps of the Grid at `node` (`LayoutTraits+Grid`), found once per encoding.
    func gridStructure(_ node: Int) -> GridStructure {
        if let known = gridStructures[node] { return known }
        let structure = traits.gridStructure(of: node)
        gridStructures[node] = structure
        return structure
    }

    /// Runs `body` with new variables and rows named after `node`.
    func within<T>(_ node: Int, _ body: () throws(LPLayoutError) -> T) throws(LPLayoutError) -> T {
        let saved = builder.contextNode
        builder.contextNode = node
        defer { builder.contextNode = saved }
        return try body()
    }

    /// Whether `node`'s length along `axis` may jump as its proposal
    /// changes (memoised): a Text (its lines and wrapping come in steps), a
    /// ViewThatFits (it jumps from one child's length to another's), or
    /// a container or modifier passing such a length through. A fixed frame
    /// on that axis, or a flexible frame with an infinite maximum there
    /// (which answers its proposal), hides the steps; a shape, Spacer,
    /// Fixed or Image answers continuously. Conservative: anything else is
    /// asked of its children.
    func mayJump(_ node: Int, along axis: Axis) -> Bool {
        let key = NodeAxis(node: node, axis: axis)
        if let known = jumps[key] { return known }
        let answer: Bool
        switch tree.nodes[node].element {
        // A custom layout's description may compare and choose: assume steps.
        case .text, .customLayout, .viewThatFits: answer = true
        case .shape, .fixed, .image, .spacer, .empty: answer = false
        case .frame(let spec) where (axis == .horizontal ? spec.width : spec.height) != nil: answer = false
        case .flexFrame(let spec) where spec[axis].max == .infinity: answer = false
        default: answer = tree.nodes[node].children.contains { mayJump($0, along: axis) }
        }
        jumps[key] = answer
        return answer
    }

    private struct NodeAxis: Hashable {
        var node: Int
        var axis: Axis
    }

    private var jumps: [NodeAxis: Bool] = [:]

    /// How many containers lie above `node` (the root is at depth 0).
    func depth(_ node: Int) -> Int {
        var depth = 0
        var current = tree.nodes[node].parent
        while let parent = current {
            depth += 1
            current = tree.nodes[parent].parent
        }
        return depth
    }

    func unsupported(_ node: Int, _ what: String, note: String) -> LPLayoutError {
        .unsupported(UnsupportedLayoutError(engine: builder.engine, path: tree.nodes[node].path, element: what, note: note))
    }

    // MARK: Sizing

    /// The size `node` answers to `proposal`, encoded once per proposal.
    func size(_ node: Int, _ proposal: SymbolicProposal) throws(LPLayoutError) -> SymbolicSize {
        if let cached = memos.sizes.answer(node, proposal) { return cached }
        try builder.checkDeadline()
        let size = try within(node) { () throws(LPLayoutError) in try computeSize(node, proposal) }
        memos.sizes.remember(size, for: node, proposal)
        return size
    }

    private func computeSize(_ node: Int, _ proposal: SymbolicProposal) throws(LPLayoutError) -> SymbolicSize {
        // Fields are read from the tree in place: a node copied out retains its arrays and strings.
        if tree.nodes[node].isAbsent { return .zero }
        let child = tree.nodes[node].children.first ?? node
        switch tree.nodes[node].element {
        case .stack(let axis, let alignment, let spacing):
            return try StackEncoding(axis: axis, alignment: alignment, spacing: spacing).sizeThatFits(proposal, node: node, in: self)
        case .zStack(let alignment):
            return try ZStackEncoding(alignment: alignment).sizeThatFits(proposal, node: node, in: self)
        case .viewThatFits(let axes):
            return try ViewThatFitsEncoding(axes: axes).sizeThatFits(proposal, node: node, in: self)
        case .padding(let insets):
            return try PaddingEncoding(insets: insets).sizeThatFits(proposal, child: child, in: self)
        case .frame(let spec):
            return try FrameEncoding(spec: spec).sizeThatFits(proposal, child: child, in: self)
        case .flexFrame(let spec):
            return try FlexFrameEncoding(spec: spec).sizeThatFits(proposal, child: child, in: self)
        case .fixedSize(let horizontal, let vertical):
            return try size(child, FixedSizeEncoding(horizontal: horizontal, vertical: vertical).childProposal(proposal))
        case .layoutPriority, .environment, .layoutDirectionBehavior, .alignmentGuide, .offset, .nookPanel, .gridCellColumns,
            .gridColumnAlignment:
            return try size(child, proposal)
        case .grid:
            return try GridEncoding(structure: gridStructure(node)).sizeThatFits(proposal, node: node, in: self)
        case .lazyGrid(let value):
            return try LazyGridEncoding(value: value).sizeThatFits(proposal, node: node, in: self)
        case .gridRow:
            // As in GridLayout: the row answers the grid's width by its height.
            return SymbolicSize(width: proposal.width ?? .zero, height: proposal.height ?? .zero)
        case .shape, .fixed, .image, .text, .spacer, .empty:
            return try LeafEncoding(node: tree.nodes[node]).sizeThatFits(proposal, in: self)
        case .aspectRatio, .position, .overlay, .background, .safeAreaInset, .safeAreaPadding, .ignoresSafeArea, .containerRelativeFrame,
            .customLayout, .scrollView, .contentMargins:
            // No `default:` here: a new element does not compile until it has a rule.
            return try sizeOfOtherModifier(node, proposal)
        }
    }

    /// The length along `axis` that `node` answers when offered `main` on
    /// that axis and `cross` across it.
    func length(_ node: Int, along axis: Axis, main: Quantity?, cross: Quantity?) throws(LPLayoutError) -> Quantity {
        try size(node, SymbolicProposal(axis, main: main, cross: cross))[axis]
    }

    // MARK: Placement

    /// Places `node` with a placement proposal at `origin`: its frame is its
    /// answer to `proposal`, then it places its children.
    func place(_ node: Int, proposal: SymbolicProposal, at origin: SymbolicPoint) throws(LPLayoutError) {
        if isProbing {
            probes[probes.count - 1].append(ChildPlacement(node: node, proposal: proposal, origin: origin))
            return
        }
        try builder.checkDeadline()
        if tree.nodes[node].isAbsent {
            try placeAbsent(node, at: origin)
            return
        }
        let size = try size(node, proposal)
        frames[node] = try shownOnlyWhere(SymbolicFrame(origin: origin, size: size))
        placementProposals[node] = proposal
        if !showing.isEmpty { shownWhere[node] = showing.reduce(Condition.yes) { builder.and($0, $1.condition) } }
        try within(node) { () throws(LPLayoutError) in try placeChildren(node, proposal: proposal, size: size, origin: origin) }
    }

    private func placeChildren(_ node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint) throws(LPLayoutError) {
        let child = tree.nodes[node].children.first ?? node
        switch tree.nodes[node].element {
        case .stack(let axis, let alignment, let spacing):
            try StackEncoding(axis: axis, alignment: alignment, spacing: spacing)
                .placeChildren(node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .zStack(let alignment):
            try ZStackEncoding(alignment: alignment).placeChildren(node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .viewThatFits(let axes):
            try ViewThatFitsEncoding(axes: axes).placeChildren(node: node, proposal: proposal, origin: origin, in: self)
        case .padding(let insets):
            try PaddingEncoding(insets: insets).placeChild(child, proposal: proposal, origin: origin, in: self)
        case .frame(let spec):
            try FrameEncoding(spec: spec).placeChild(child, proposal: proposal, size: size, origin: origin, in: self)
        case .flexFrame(let spec):
            try FlexFrameEncoding(spec: spec).placeChild(child, proposal: proposal, size: size, origin: origin, in: self)
        case .fixedSize(let horizontal, let vertical):
            try place(child, proposal: FixedSizeEncoding(horizontal: horizontal, vertical: vertical).childProposal(proposal), at: origin)
        case .layoutPriority, .environment, .layoutDirectionBehavior, .alignmentGuide, .offset, .nookPanel, .gridCellColumns,
            .gridColumnAlignment:
            try place(child, proposal: proposal, at: origin)
        case .grid:
            try GridEncoding(structure: gridStructure(node)).placeChildren(
                node: node, proposal: proposal, size: size, origin: origin, in: self)
        case .lazyGrid(let value):
            try LazyGridEncoding(value: value).placeChildren(node: node, proposal: proposal, origin: origin, in: self)
        case .gridRow:
            break
        case .shape, .fixed, .image, .text, .spacer, .empty:
            break
        case .aspectRatio, .position, .overlay, .background, .safeAreaInset, .safeAreaPadding, .ignoresSafeArea, .containerRelativeFrame,
            .customLayout, .scrollView, .contentMargins:
            try placeChildrenOfOtherModifier(node, proposal: proposal, size: size, origin: origin)
        }
    }

    /// Grows `node`'s placed frame by `insets` (a ScrollView's viewport
    /// extending into the safe area; its size as its parent sees it is
    /// unchanged). Inside a subtree shown only under conditions (a
    /// ViewThatFits child), the growth holds only where they do: the frame
    /// not shown stays the zero frame at its fallback, as the greedy engine
    /// never places a child it does not show.
    func extendFrame(of node: Int, by insets: SymbolicInsets) throws(LPLayoutError) {
        guard let frame = frames[node] else { return }
        var insets = insets
        for (condition, _) in showing {
            for edge in Edge.allCases {
                insets[edge] = try builder.select(condition, insets[edge], .zero, family: .viewThatFits)
            }
        }
        frames[node] = SymbolicFrame(
            origin: SymbolicPoint(x: frame.origin.x - insets[.leading], y: frame.origin.y - insets[.top]),
            size: SymbolicSize(width: frame.size.width + insets.total(.horizontal), height: frame.size.height + insets.total(.vertical)))
    }

    /// Forgets the sizes, guides and per-node encodings remembered for
    /// `nodes`: they depend on a ScrollView's container, which has just
    /// changed (the greedy engine forgets the same answers).
    func forgetAnswers(of nodes: [Int]) {
        // Every memo, whatever it holds: a Grid's tracks (fuzz seed
        // 8033108310539203093, case 1411) and a custom layout's description
        // (seed 7467619340604537165, case 978) measured for the old container
        // were kept when each had a table of its own.
        memos.forget(nodes)
        safeAreas.forget(Set(nodes))
    }

    /// True while a placement step runs only to read explicit guides.
    var isProbing: Bool { !probes.isEmpty }

    /// Where `node`, proposed `proposal` and placed at the origin, would put
    /// its present children.
    func probePlacement(_ node: Int, proposal: SymbolicProposal) throws(LPLayoutError) -> [ChildPlacement] {
        probes.append([])
        let size = try size(node, proposal)
        try within(node) { () throws(LPLayoutError) in try placeChildren(node, proposal: proposal, size: size, origin: .zero) }
        return probes.removeLast()
    }

    /// An Empty view and everything on or in it: a zero frame at `origin`.
    func placeAbsent(_ node: Int, at origin: SymbolicPoint) throws(LPLayoutError) {
        if isProbing { return }
        frames[node] = try shownOnlyWhere(SymbolicFrame(origin: origin, size: .zero))
        for child in tree.nodes[node].children { try placeAbsent(child, at: origin) }
    }

    /// Places `node` as `place` does, but its subtree is shown only where
    /// `condition` holds; elsewhere every node in it reports a zero frame at
    /// `fallback` (ViewThatFits, docs/lp-encoding.md).
    func place(
        _ node: Int, proposal: SymbolicProposal, at origin: SymbolicPoint, shownWhere condition: Condition,
        else fallback: SymbolicPoint
    ) throws(LPLayoutError) {
        showing.append((condition, fallback))
        defer { showing.removeLast() }
        try place(node, proposal: proposal, at: origin)
    }

    /// `frame` under the conditions of the subtree being placed: per
    /// component a `select` of the frame and the zero frame at each
    /// condition's fallback (4 rows each where the condition is a binary).
    private func shownOnlyWhere(_ frame: SymbolicFrame) throws(LPLayoutError) -> SymbolicFrame {
        var result = frame
        for (condition, fallback) in showing.reversed() {
            let b = builder, family = ConstraintFamily.viewThatFits
            result = SymbolicFrame(
                origin: SymbolicPoint(
                    x: try b.select(condition, result.origin.x, fallback.x, family: family),
                    y: try b.select(condition, result.origin.y, fallback.y, family: family)),
                size: SymbolicSize(
                    width: try b.select(condition, result.size.width, .zero, family: family),
                    height: try b.select(condition, result.size.height, .zero, family: family)))
        }
        return result
    }

    /// Absent children get a zero frame at the container's origin; a single
    /// present child is placed as an identity (semantics §1.7). Returns the
    /// children the container still has to place: none, or two and more.
    func childrenLeftToPlace(_ node: Int, proposal: SymbolicProposal, at origin: SymbolicPoint) throws(LPLayoutError) -> [Int] {
        for child in tree.nodes[node].children where tree.nodes[child].isAbsent {
            try placeAbsent(child, at: origin)
        }
        let children = traits.presentChildren(of: node)
        if children.count == 1 {
            try place(children[0], proposal: proposal, at: origin)
            return []
        }
        return children
    }

    // MARK: Guides

    /// The value of guide `key` in `node` placed with `proposal`, in the
    /// node's own coordinates: its explicit value if it has one, else the
    /// default fraction of its size (semantics §9).
    func guideValue(_ node: Int, _ key: AlignmentKey, proposal: SymbolicProposal) throws(LPLayoutError) -> Quantity {
        if let value = try explicitGuide(node, key, proposal: proposal) { return value }
        // A declared custom default (ModelEnvironment.guideDefaults) over the node's dimensions.
        if let declared = tree.environment.guideDefaults[key] {
            return try ExactGuides.evaluate(declared, of: node, proposal: proposal, in: self)
        }
        let size = try size(node, proposal)
        return Quantity.scaled(size[key.axis], by: key.defaultFraction)
    }

    /// The explicit value of `key` in `node` with `proposal`, or nil when no
    /// view reaching it sets one.
    func explicitGuide(_ node: Int, _ key: AlignmentKey, proposal: SymbolicProposal) throws(LPLayoutError) -> Quantity? {
        guard traits.guideKeys(node).contains(key) else { return nil }
        let cacheKey = EncodingMemos.GuideKey(node: node, proposal: proposal, key: key)
        if let cached = memos.explicitGuides[cacheKey] { return cached }
        let value = try within(node) { () throws(LPLayoutError) in try ExactGuides.value(node, key, proposal: proposal, in: self) }
        memos.explicitGuides[cacheKey] = value
        return value
    }
}

/// A node's frame as quantities.
struct SymbolicFrame: Hashable {
    var origin: SymbolicPoint
    var size: SymbolicSize
}
