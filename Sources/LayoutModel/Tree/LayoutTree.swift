/// A view tree flattened for layout: one node per view and per modifier, each
/// with a stable path, ids indexed, environment lengths resolved and frame
/// arguments normalised. Both engines lay out this tree, so their results can
/// be compared node by node.
public struct LayoutTree: Sendable {
    /// All nodes, indexed by `LayoutNode.index`.
    public private(set) var nodes: [LayoutNode] = []
    /// The outermost node of the root view.
    public private(set) var root: Int = 0
    /// Node index by model id (compared by Unicode scalars: "é" as U+00E9
    /// and as "e" + U+0301 are two ids).
    public private(set) var idIndex: [ModelID: Int] = [:]
    /// Corrections SwiftUI would make (and log) while building the modifiers.
    public private(set) var warnings: [LayoutWarning] = []
    /// The environment of the root (layout direction, display scale, safe area).
    public let environment: ModelEnvironment
    /// The proposal-independent facts of this tree (present children,
    /// priorities, spacing tables, guides, pre-order, directions), shared by
    /// every layout of it and computed on first read.
    public private(set) var traits = LayoutTraits.none
    /// The most nodes on the way from the root to any node, both included
    /// (the measure `maximumDepth` limits).
    public private(set) var depth = 0

    /// The most nodes on the way from the root to any node, both included:
    /// every view and every modifier counts one (a modifier wraps the view
    /// before it), a NookPanel's chrome ``nookChromeNodeCount``. Building the
    /// tree and the greedy layout recurse once per level on a thread whose
    /// stack is sized to the depth (`DeepWork`); a deeper tree is refused.
    public static let maximumDepth = 100_000

    /// Flattens `view` laid out in `environment`.
    /// - Throws: `LayoutTreeError` for duplicate ids, NaN values, a Text's
    ///   font size that is not finite and > 0, unknown environment keys, and a
    ///   tree deeper than ``maximumDepth``.
    public init(_ view: ViewNode, environment: ModelEnvironment = ModelEnvironment()) throws(LayoutTreeError) {
        self.environment = environment
        try environment.validateSafeArea()
        try environment.validateGuideDefaults()
        let values = EnvironmentValues(
            layoutDirection: environment.layoutDirection,
            horizontalSizeClass: environment.sizeClass(along: .horizontal),
            verticalSizeClass: environment.sizeClass(along: .vertical))
        // `add` recurses once per level: a deep view gets a thread with a stack to match.
        let bound = Self.sizeBound(of: view)
        // Room for every node at once: growing the array copies every node laid down so far.
        nodes.reserveCapacity(bound.nodes)
        root = try DeepWork.run(depth: bound.depth) { () throws(LayoutTreeError) -> Int in
            try add(view, path: "root", environment: values, orientation: nil, absent: view.isEmptyView, depth: 1)
        }
        traits = LayoutTraits(nodes: nodes, root: root, rootDirection: environment.layoutDirection)
    }

    /// Where node `index` comes from: its own `source`, or for a modifier
    /// the source of the view it modifies (its first child, down the chain).
    public func source(of index: Int) -> String? {
        var current = index
        while true {
            if let source = nodes[current].source { return source }
            guard nodes[current].element.isModifier, let child = nodes[current].children.first else { return nil }
            current = child
        }
    }

    /// The node with model id `id`.
    public func node(id: String) -> LayoutNode? { idIndex[ModelID(id)].map { nodes[$0] } }

    /// The node at `index` in `nodes`.
    public subscript(index: Int) -> LayoutNode { nodes[index] }

    /// Indices in depth-first pre-order from the root (a modifier before the
    /// view it wraps, a container before its children).
    public var preorder: [Int] { traits.preorder }

    /// An upper bound of the depth `view` will have as a tree (`depth`),
    /// found without recursion: every view lies one level below the outermost
    /// node of its container (a NookPanel's home one more than its chrome),
    /// its modifiers above it; a modifier's content is counted from the view.
    /// And the nodes the tree will have (each view, its modifiers, a lazy
    /// stack's frame, a NookPanel's chrome; an If's branches all counted,
    /// so at most one branch too many): room to reserve.
    static func sizeBound(of view: ViewNode) -> (depth: Int, nodes: Int) {
        var deepest = 0, count = 0
        var pending = [(view: view, depth: 1)]
        while let (view, depth) = pending.popLast() {
            // A lazy stack is two nodes: its stack below its cross-axis frame.
            let viewDepth = depth + view.modifiers.count + (view.content.lazyStackAxis == nil ? 0 : 1)
            deepest = Swift.max(deepest, viewDepth)
            count += 1 + viewDepth - depth
            // A modifier's secondary content lies below the modifier, never below the view.
            for modifier in view.modifiers {
                if let secondary = modifier.kind.secondaryContent { pending.append((secondary, viewDepth)) }
            }
            if case .nookPanel(_, let home) = view.content {
                count += nookChromeNodeCount
                pending.append((home, viewDepth + 1 + nookChromeNodeCount))
            } else {
                for child in view.content.children { pending.append((child, viewDepth + 1)) }
            }
        }
        return (deepest, count)
    }

    /// The environment as it flows down the tree while it is built.
    struct EnvironmentValues {
        var layoutDirection: LayoutDirection
        var horizontalSizeClass: SizeClass
        var verticalSizeClass: SizeClass
        var nookContentInsets = EdgeInsets.zero
        /// The `contentMargins` in force (docs/greedy-semantics.md "ScrollView and contentMargins").
        var contentMargins = ContentMargins()
        /// The most lines a Text shows (`lineLimit`), nil for no limit.
        var lineLimit: Int?

        func applying(_ overrides: EnvironmentOverrides) -> EnvironmentValues {
            var copy = self
            if let direction = overrides.layoutDirection { copy.layoutDirection = direction }
            if let sizeClass = overrides.horizontalSizeClass { copy.horizontalSizeClass = sizeClass }
            if let sizeClass = overrides.verticalSizeClass { copy.verticalSizeClass = sizeClass }
            for (edge, value) in overrides.nookContentInsets { copy.nookContentInsets[edge] = value }
            switch overrides.lineLimit {
            case .lines(let lines)?: copy.lineLimit = lines
            case .unlimited?: copy.lineLimit = nil
            case nil: break
            }
            return copy
        }
    }

    /// Adds a view, its descendants and its modifier chain; returns the index of
    /// the outermost node (the one its container sees), which is `depth` nodes
    /// from the root (the root's is 1).
    mutating func add(
        _ view: ViewNode, path: String, environment incoming: EnvironmentValues, orientation: Axis?, absent: Bool, depth: Int,
        inGrid: Bool = false
    ) throws(LayoutTreeError) -> Int {
        // An If and an AnyLayout are decided here, from the environment the
        // view sees (its parent's: a condition is read in the parent's body,
        // before the view's own modifiers apply), and leave no node of their own.
        if let resolved = try resolvingChoice(view, path: path, environment: incoming) {
            return try add(
                resolved, path: path, environment: incoming, orientation: orientation,
                absent: absent || resolved.isEmptyView, depth: depth)
        }
        if case .gridRow = view.content { try Self.checkGridRow(view, path: path, inGrid: inGrid) }
        // The view itself sits below its whole modifier chain (a lazy stack's
        // stack below its cross-axis frame too).
        let lazyAxis = view.content.lazyStackAxis
        let viewDepth = depth + view.modifiers.count + (lazyAxis == nil ? 0 : 1)
        guard viewDepth <= Self.maximumDepth else { throw .tooDeep(path: path, limit: Self.maximumDepth) }
        self.depth = Swift.max(self.depth, viewDepth)
        // The environment seen inside modifier k applies every `environment`
        // modifier outside it (k+1...); the view itself sees all of them.
        // Only a chain with an `environment` or `contentMargins` modifier
        // changes what its modifiers see; any other shares `incoming` (most
        // views: no copy of the environment per modifier).
        var environments: [EnvironmentValues] = []
        if view.modifiers.contains(where: { Self.changesEnvironment($0.kind) }) {
            environments = [EnvironmentValues](repeating: incoming, count: view.modifiers.count + 1)
            for k in stride(from: view.modifiers.count - 1, through: 0, by: -1) {
                environments[k] = environments[k + 1]
                if case .environment(let overrides) = view.modifiers[k].kind {
                    environments[k] = environments[k + 1].applying(overrides)
                }
                if case .contentMargins(let value) = view.modifiers[k].kind {
                    environments[k].contentMargins = environments[k + 1].contentMargins.applying(value)
                }
            }
        }
        let inner = environments.first ?? incoming

        let base = try append(
            path: path, id: lazyAxis == nil ? view.id : nil, element: element(for: view.content, path: path, environment: inner),
            orientation: orientation, absent: absent)
        let childOrientation: Axis? =
            switch view.content {
            case .hStack, .lazyHStack: .horizontal
            case .vStack, .lazyVStack: .vertical
            case .layout(let value, _): value.stackOrientation
            default: nil
            }
        var childIndices: [Int] = []
        if case .nookPanel(let configuration, let home) = view.content {
            childIndices = [
                try addNookChrome(
                    configuration, home: home, path: path, environment: inner, absent: absent,
                    depth: viewDepth + 1)
            ]
        } else {
            let isGrid = if case .grid = view.content { true } else { false }
            let children = view.content.children
            childIndices.reserveCapacity(children.count)
            for (offset, child) in children.enumerated() {
                childIndices.append(
                    try add(
                        child, path: Self.path(path, index: offset), environment: inner,
                        orientation: childOrientation, absent: absent || child.isEmptyView, depth: viewDepth + 1,
                        inGrid: isGrid))
            }
        }
        link(base, children: childIndices)
        nodes[base].source = view.source

        var current = base
        if let lazyAxis {
            current = try appendLazyFrame(around: base, axis: lazyAxis, view: view, path: path, orientation: orientation, absent: absent)
        }
        // The n-th modifier of one key in a chain is `key.n` from the second on
        // (a chain of one, most views', counts nothing).
        var seen: [(name: ModifierName, count: Int)] = []
        for (k, modifier) in view.modifiers.enumerated() {
            let key = modifier.kind.modifierName
            var occurrence = 1
            if view.modifiers.count > 1 {
                if let at = seen.firstIndex(where: { $0.name == key }) {
                    seen[at].count += 1
                    occurrence = seen[at].count
                } else {
                    seen.append((key, 1))
                }
            }
            let modifierPath = Self.path(path, modifier: key.rawValue, occurrence: occurrence)
            let environment = environments.isEmpty ? incoming : environments[k + 1]
            let element = try element(for: modifier.kind, path: modifierPath, environment: environment)
            let node = try append(path: modifierPath, id: modifier.id, element: element, orientation: orientation, absent: absent)
            var children = [current]
            if let secondary = modifier.kind.secondaryContent {
                // Modifier k is `count - 1 - k` nodes below the outermost one.
                let modifierDepth = depth + view.modifiers.count - 1 - k
                children.append(
                    try add(
                        secondary, path: "\(modifierPath)/content", environment: environment,
                        orientation: nil, absent: absent || secondary.isEmptyView, depth: modifierDepth + 1))
            }
            link(node, children: children)
            current = node
        }
        return current
    }

    /// Whether a modifier changes the environment its content sees.
    static func changesEnvironment(_ kind: ModifierKind) -> Bool {
        switch kind {
        case .environment, .contentMargins: true
        default: false
        }
    }

    mutating func append(
        path: consuming String, id: consuming String?, element: consuming LayoutElement, orientation: Axis?, absent: Bool
    ) throws(LayoutTreeError) -> Int {
        let index = nodes.count
        if let id {
            if let first = idIndex[ModelID(id)] {
                throw .duplicateID(id, firstPath: nodes[first].path, secondPath: path)
            }
            idIndex[ModelID(id)] = index
        }
        nodes.append(
            LayoutNode(
                index: index, path: path, id: id, element: element, children: [], parent: nil,
                stackOrientation: orientation, isAbsent: absent))
        return index
    }

    mutating func link(_ parent: Int, children: [Int]) {
        nodes[parent].children = children
        for child in children { nodes[child].parent = parent }
    }

    private func element(for content: ViewContent, path: String, environment: EnvironmentValues) throws(LayoutTreeError) -> LayoutElement {
        func number(_ value: Double, _ what: String) throws(LayoutTreeError) -> Double {
            if value.isNaN { throw .notANumber(path: path, what: what) }
            return value
        }
        switch content {
        case .shape(let kind): return .shape(kind)
        case .fixed(let width, let height):
            return .fixed(Size(width: try number(width, "width"), height: try number(height, "height")))
        case .image(let width, let height, let resizable, let baseline):
            return .image(
                Size(width: try number(width, "width"), height: try number(height, "height")), resizable: resizable,
                baseline: try baseline.map { value throws(LayoutTreeError) in try number(value, "baseline") })
        case .text(let string, let fontSize):
            // Text metrics are fractions of the font size (docs/text-metrics.md):
            // a size of 0, below 0 or infinite would give degenerate or NaN lengths.
            return .text(
                string, fontSize: try NumberRequirement.positive.check(fontSize, path: path, what: "fontSize"),
                lineLimit: environment.lineLimit)
        case .spacer(let minLength):
            // SwiftUI: a nil minLength means the system spacing, 8 points.
            return .spacer(minLength: try number(minLength ?? 8, "minLength"))
        case .empty: return .empty
        case .hStack(let alignment, let spacing, _):
            if let spacing { _ = try number(spacing, "spacing") }
            return .stack(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
        case .vStack(let alignment, let spacing, _):
            if let spacing { _ = try number(spacing, "spacing") }
            return .stack(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
        case .zStack(let alignment, _): return .zStack(alignment)
        case .nookPanel(let configuration, _): return .nookPanel(configuration)
        case .layout(let value, _):
            // A NaN parameter (possible in Swift, not in a model file) would lay out as NaN.
            for name in value.parameters.keys.sorted() { _ = try number(value.parameters[name] ?? 0, "parameter \(name)") }
            return .customLayout(value)
        case .scrollView(let axes, _):
            // A ScrollView reads the margins set around it (seed 002's contentMargins pages).
            return .scrollView(axes: axes, margins: environment.contentMargins.scrollContentInsets)
        case .viewThatFits(let axes, _): return .viewThatFits(axes)
        case .conditional, .anyLayout:
            // `add` resolves both before it asks for an element.
            return .empty
        case .grid(let value, _):
            for axis in Axis.allCases {
                if let spacing = value.spacing(axis) {
                    let what = axis == .horizontal ? "horizontalSpacing" : "verticalSpacing"
                    try NumberRequirement.finite.check(spacing, path: path, what: what)
                }
            }
            return .grid(value)
        case .gridRow(let alignment, _): return .gridRow(alignment)
        case .lazyGrid(let value, _):
            try value.check(path: path)
            return .lazyGrid(value)
        case .lazyHStack(let alignment, let spacing, _):
            if let spacing { _ = try number(spacing, "spacing") }
            return .stack(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
        case .lazyVStack(let alignment, let spacing, _):
            if let spacing { _ = try number(spacing, "spacing") }
            return .stack(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
        }
    }

    /// A lazy stack's own node (docs/greedy-semantics.md, "Lazy stacks"): a
    /// flexible frame of infinite maximum across the stack's axis, aligned
    /// on the stack's guide, around the stack `stack`. It carries the view's
    /// id; its path is the view's with `/lazy`.
    private mutating func appendLazyFrame(
        around stack: Int, axis: Axis, view: ViewNode, path: String, orientation: Axis?, absent: Bool
    ) throws(LayoutTreeError) -> Int {
        let alignment: Alignment =
            switch view.content {
            case .lazyHStack(let guide, _, _): Alignment(horizontal: .center, vertical: guide)
            case .lazyVStack(let guide, _, _): Alignment(horizontal: guide, vertical: .center)
            default: .center
            }
        let across = FlexFrameAxis(max: .infinity)
        let spec =
            axis == .vertical
            ? FlexFrameSpec(horizontal: across, vertical: FlexFrameAxis(), alignment: alignment)
            : FlexFrameSpec(horizontal: FlexFrameAxis(), vertical: across, alignment: alignment)
        let frame = try append(path: "\(path)/lazy", id: view.id, element: .flexFrame(spec), orientation: orientation, absent: absent)
        link(frame, children: [stack])
        return frame
    }

    /// A GridRow is one row of a Grid: SwiftUI lays one out elsewhere as a
    /// Group, which LayoutLP does not model, and the modifiers of a row
    /// would apply to each of its cells; both are refused rather than laid
    /// out some other way (docs/greedy-semantics.md "Grid").
    private static func checkGridRow(_ view: ViewNode, path: String, inGrid: Bool) throws(LayoutTreeError) {
        guard inGrid else {
            throw .invalidValue(path: path, what: "GridRow", expected: "a direct child of a Grid", found: "a GridRow outside a Grid")
        }
        guard view.modifiers.isEmpty else {
            throw .invalidValue(
                path: path, what: "GridRow's modifiers", expected: "none (modify the row's cells instead)",
                found: view.modifiers.map(\.kind.name).joined(separator: ", "))
        }
    }

    private mutating func element(for kind: ModifierKind, path: String, environment: EnvironmentValues) throws(LayoutTreeError)
        -> LayoutElement
    {
        // `what` names the value in an error only: no text is made for a valid one.
        func resolve(_ length: Length, _ what: @autoclosure () -> String) throws(LayoutTreeError) -> Double {
            switch length {
            case .points(let value):
                if value.isNaN { throw .notANumber(path: path, what: what()) }
                return value
            case .environment(let reference):
                guard reference.key == "nookContentInsets" else {
                    throw .unknownEnvironmentKey(path: path, key: reference.key)
                }
                return environment.nookContentInsets[reference.edge]
            }
        }
        func resolveOptional(_ length: Length?, _ what: @autoclosure () -> String) throws(LayoutTreeError) -> Double? {
            guard let length else { return nil }
            return try resolve(length, what())
        }
        func insets(_ value: PaddingValue) throws(LayoutTreeError) -> EdgeInsets {
            switch value {
            case .defaultAmount:
                return EdgeInsets(PaddingValue.defaultLength)
            case .uniform(let length):
                return EdgeInsets(try resolve(length, "padding"))
            case .insets(let top, let leading, let bottom, let trailing):
                return EdgeInsets(
                    top: try resolve(top, "top"), leading: try resolve(leading, "leading"),
                    bottom: try resolve(bottom, "bottom"), trailing: try resolve(trailing, "trailing"))
            case .edges(let edges, let length):
                return EdgeInsets(try resolveOptional(length, "length") ?? PaddingValue.defaultLength, edges: edges)
            }
        }
        var pending: [String] = []
        defer {
            if !pending.isEmpty { warnings.append(contentsOf: pending.map { LayoutWarning(path: path, message: $0) }) }
        }
        switch kind {
        case .padding(let value): return .padding(try insets(value))
        case .frame(let width, let height, let alignment):
            return .frame(
                FrameSpec.normalized(
                    width: try resolveOptional(width, "width"), height: try resolveOptional(height, "height"),
                    alignment: alignment
                ) { pending.append($0) })
        case .flexFrame(let value):
            // A frame of every view comes here: the keys' names are made for
            // an error only, and the bounds are read field by field (a tuple
            // of three `Length?` is destroyed through the runtime's generic
            // witnesses, which cost more than the rest of the frame).
            let horizontal = FlexFrameAxis.normalized(
                min: try resolveOptional(value.minWidth, "minWidth"), ideal: try resolveOptional(value.idealWidth, "idealWidth"),
                max: try resolveOptional(value.maxWidth, "maxWidth"), axis: .horizontal
            ) { pending.append($0) }
            let vertical = FlexFrameAxis.normalized(
                min: try resolveOptional(value.minHeight, "minHeight"), ideal: try resolveOptional(value.idealHeight, "idealHeight"),
                max: try resolveOptional(value.maxHeight, "maxHeight"), axis: .vertical
            ) { pending.append($0) }
            return .flexFrame(FlexFrameSpec(horizontal: horizontal, vertical: vertical, alignment: value.alignment))
        case .fixedSize(let horizontal, let vertical): return .fixedSize(horizontal: horizontal, vertical: vertical)
        case .layoutPriority(let value):
            if value.isNaN { throw .notANumber(path: path, what: "layoutPriority") }
            return .layoutPriority(value)
        case .offset(let x, let y): return .offset(Point(x: try resolve(x, "x"), y: try resolve(y, "y")))
        case .position(let x, let y): return .position(Point(x: try resolve(x, "x"), y: try resolve(y, "y")))
        case .alignmentGuide(let key, let value): return .alignmentGuide(key, value)
        case .aspectRatio(let ratio, let mode):
            if let ratio, ratio.isNaN { throw .notANumber(path: path, what: "ratio") }
            return .aspectRatio(ratio, mode)
        case .overlay(let alignment, _): return .overlay(alignment)
        case .background(let alignment, _): return .background(alignment)
        case .safeAreaInset(let edge, let alignment, let spacing, _):
            if let spacing { try NumberRequirement.finite.check(spacing, path: path, what: "spacing") }
            return .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing)
        case .safeAreaPadding(let value):
            let lengths = try insets(value)
            for edge in Edge.allCases { try NumberRequirement.finite.check(lengths[edge], path: path, what: edge.rawValue) }
            return .safeAreaPadding(lengths)
        case .ignoresSafeArea(let regions, let edges): return .ignoresSafeArea(edges, regions: regions)
        case .containerRelativeFrame(let value):
            return .containerRelativeFrame(try value.validated(path: path) { pending.append($0) })
        case .contentMargins(let value):
            try value.validated(path: path)
            return .contentMargins(value)
        case .environment(let overrides):
            if case .lines(let lines) = overrides.lineLimit, lines < 1 {
                throw .outOfRange(path: path, what: "lineLimit", value: Double(lines), expected: "a whole number of lines ≥ 1")
            }
            return .environment(overrides)
        case .scenePadding(let padding, let edges):
            // Lowered to padding by the root platform's amounts (docs/greedy-semantics.md, "scenePadding").
            let platform = self.environment.platform
            return .padding(EdgeInsets(platform.scenePaddingAmount(padding), edges: platform.scenePaddingEdges(edges)))
        case .layoutDirectionBehavior(let behavior): return .layoutDirectionBehavior(behavior)
        case .gridCellColumns(let count):
            // The bound keeps a grid's column arrays small; no real grid comes near it.
            guard (1...GridValue.maximumSpan).contains(count) else {
                throw .invalidValue(
                    path: path, what: "gridCellColumns", expected: "a column count from 1 to \(GridValue.maximumSpan)",
                    found: "\(count)")
            }
            return .gridCellColumns(count)
        case .gridColumnAlignment(let alignment): return .gridColumnAlignment(alignment)
        }
    }
}
