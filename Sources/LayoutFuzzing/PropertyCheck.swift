import LPLayout
import LayoutChecker
import LayoutModel

/// The layout properties checked beside the differential comparison, on the
/// greedy engine's and the LP engine's frames alike (``PropertyViolation``).
public struct PropertyCheck: Sendable {
    /// The LP engine whose frames are checked beside the greedy engine's.
    public var lpEngine: LPLayoutEngine
    /// How far apart two lengths may be and still count as equal (1e-6 points by default).
    public var tolerance: Tolerance

    /// Checks for both engines' frames, comparing lengths within `tolerance`.
    public init(lpEngine: LPLayoutEngine, tolerance: Tolerance = Tolerance(1e-6)) {
        self.lpEngine = lpEngine
        self.tolerance = tolerance
    }

    /// The properties of `problem` whose base results both engines gave
    /// (`comparison.left` is greedy's, `.right` the LP engine's): how many
    /// checks ran and which failed.
    public func check(_ problem: LayoutProblem, comparison: ResultComparison) -> (checks: Int, violations: [PropertyViolation]) {
        var checks = 0
        var violations: [PropertyViolation] = []
        let tree = comparison.tree
        let mirrored = Mirroring.mirrored(problem)
        let transposed = Transposition.transposed(problem)
        let mayShrink = NegativeSizes.nodesThatMayBeNegative(in: tree)
        for (engine, base) in [(FuzzEngine.greedy, comparison.left), (.lp(lpEngine), comparison.right)] {
            let name = base.engine
            func note(_ property: PropertyViolation.Property, _ detail: String?) {
                checks += 1
                if let detail { violations.append(PropertyViolation(property: property, engine: name, detail: detail)) }
            }
            note(.validSizes, invalidSize(base, tree: tree, mayBeNegative: mayShrink))
            note(.repeatable, repeatDifference(engine, problem: problem, tree: tree, base: base))
            if let mirrored {
                note(.mirror, mirrorDifference(engine, mirrored, tree: tree, base: base))
            }
            if let transposed {
                note(.transpose, transposeDifference(engine, transposed, tree: tree, base: base))
            }
        }
        if let permuted = permutation(problem) {
            checks += 1
            if let violation = permuted { violations.append(violation) }
        }
        if !lpEngine.strategy.claimsGreedyRules {
            checks += 2
            violations += StackLimitsCheck(tolerance: Self.permutationTolerance)
                .violations(in: comparison.right, tree: tree, proposal: problem.proposal, engine: comparison.right.engine)
        }
        return (checks, violations)
    }

    /// The reordering property (``PropertyViolation/Property/permutation``)
    /// for a declarative strategy's LP engine, on every case with frames
    /// (agreeing with greedy or not): nil where it does not apply (an
    /// engine that claims the greedy rules, or no stack the strategy shares
    /// to reorder), else the violation or nil when it holds.
    ///
    /// Only stacks placed with a finite offer along their axis are
    /// reordered: the strategies read only those declaratively, and lay the
    /// others out by greedy's rules, whose serving order is not symmetric.
    /// Sizes are compared within ``permutationTolerance``.
    public func permutation(_ problem: LayoutProblem) -> PropertyViolation?? {
        guard !lpEngine.strategy.claimsGreedyRules else { return nil }
        let engine = FuzzEngine.lp(lpEngine)
        let tagged = ChildShuffle.tagged(problem)
        guard let taggedTree = try? LayoutTree(tagged.root, environment: tagged.environment),
            case .success(let before) = engine.layout(taggedTree, proposal: tagged.proposal)
        else { return nil }
        var shared: Set<String> = []
        for index in taggedTree.preorder {
            guard case .stack(let axis, _, _) = taggedTree[index].element, let id = taggedTree[index].id,
                before.proposals.indices.contains(index), let offer = before.proposals[index]?[axis], offer.isFinite
            else { continue }
            shared.insert(id)
        }
        guard let shuffled = ChildShuffle.shuffled(tagged, seed: Self.shuffleSeed, reorderable: { $0.map(shared.contains) ?? false }),
            let shuffledTree = try? LayoutTree(shuffled.root, environment: shuffled.environment)
        else { return nil }
        let detail: String?
        switch engine.layout(shuffledTree, proposal: shuffled.proposal) {
        case .failure(.refused): return nil
        case .failure(.failed(let message)): detail = "failed on the reordered tree: \(message)"
        case .success(let after):
            // A ViewThatFits lays out one child; the others' frames say
            // nothing (no placement proposal), in either order. Sizes that
            // follow a place rather than the sharing (a safe area reached
            // at an edge, an alignment line or a default gap that moves
            // with the order inside) move in every engine.
            let skipped = Self.unshown(before, in: taggedTree).union(Self.unshown(after, in: shuffledTree))
                .union(Self.followingPlace(before, in: taggedTree, after, in: shuffledTree, shared: shared))
            detail = sizeDifference(
                before.framesByID(in: taggedTree).filter { !skipped.contains($0.key) },
                after.framesByID(in: shuffledTree))
        }
        return .some(detail.map { PropertyViolation(property: .permutation, engine: lpEngine.name, detail: $0) })
    }

    /// The ids of nodes under a ViewThatFits that `result` does not lay out
    /// (no placement proposal).
    static func unshown(_ result: LayoutResult, in tree: LayoutTree) -> Set<ModelID> {
        var ids: Set<ModelID> = []
        for index in tree.preorder {
            guard let id = tree[index].id, result.proposals.indices.contains(index), result.proposals[index] == nil else { continue }
            var ancestor = tree[index].parent
            while let current = ancestor {
                if case .viewThatFits = tree[current].element { ids.insert(ModelID(id)); break }
                ancestor = tree[current].parent
            }
        }
        return ids
    }

    /// The ScrollViews and `ignoresSafeArea` modifiers a safe area can
    /// reach: where `tree`'s environment has one (or a keyboard), or below
    /// a safe-area padding or inset, which adds one. They reach into it
    /// where they touch its edge, so their sizes follow their place, in
    /// every engine (fuzz seed 12, case 243: a ScrollView first in a VStack
    /// under a 44-point top inset is 44 taller than the same ScrollView
    /// last; seed 23, case 4: a ScrollView under `safeAreaPadding`, 20, 16
    /// or 12 wide first, second or last in an HStack).
    static func reachingIntoTheSafeArea(_ tree: LayoutTree) -> [Int] {
        let everywhere = tree.environment.safeArea != .zero || tree.environment.keyboard > 0
        return tree.preorder.filter { index in
            switch tree[index].element {
            case .scrollView, .ignoresSafeArea: break
            default: return false
            }
            guard !everywhere else { return true }
            var ancestor = tree[index].parent
            while let node = ancestor {
                switch tree[node].element {
                case .safeAreaPadding, .safeAreaInset: return true
                default: ancestor = tree[node].parent
                }
            }
            return false
        }
    }

    /// The ids of views whose size may follow the children's order through
    /// their place, not through the sharing: the views that reach into a
    /// safe area (``reachingIntoTheSafeArea(_:)``), the stacks whose default
    /// gaps moved (``spacedByNeighbours(_:in:_:in:)``) and the containers
    /// aligned on what is inside them with a reordered stack inside
    /// (``alignedOnContent(_:)``), with everything inside them; their ancestors (whose sizes follow
    /// from theirs); and, from all of those down, every child whose
    /// proposal differs between the two layouts (a stack, ZStack, Grid or
    /// flexible frame re-proposes its own size when it places its
    /// children), and so on until nothing is added. A difference in a view
    /// outside this set is the strategy's. Seed 21, case 33: a ZStack
    /// aligned on last text baselines re-proposes its height (64.25 as
    /// given, 57.25 reordered, greedy alike) to a VStack of Colors that
    /// share it.
    static func followingPlace(
        _ before: LayoutResult, in tree: LayoutTree, _ after: LayoutResult, in reordered: LayoutTree, shared: Set<String>
    ) -> Set<ModelID> {
        var explained = Set(reachingIntoTheSafeArea(tree)).union(spacedByNeighbours(before, in: tree, after, in: reordered))
            .union(containersSpacedByContent(before, in: tree, after, in: reordered))
        // The whole subtree: a declarative objective above the container sees
        // its size, which the arrangement inside decides through the line, so
        // any sharing inside may be traded against it (seed
        // 5280869239795502182, case 45: two Colors in a VStack under an
        // HStack on last baselines are 0 as given and 1 reordered, because
        // with the Text last their heights move the line and shorten the
        // HStack an outer stack's overflow counts; greedy sizes them alike).
        for container in alignedOnContent(tree) {
            let inside = tree.subtree(of: container)
            if inside.contains(where: { tree[$0].id.map(shared.contains) ?? false }) { explained.formUnion(inside) }
        }
        guard !explained.isEmpty else { return [] }
        /// Whether `node`'s proposal differs in the reordered layout (by id; a node without one counts as differing).
        func proposalMoved(_ node: Int) -> Bool {
            guard let id = tree[node].id, let other = reordered.idIndex[ModelID(id)],
                before.proposals.indices.contains(node), after.proposals.indices.contains(other)
            else { return true }
            let (a, b) = (before.proposals[node], after.proposals[other])
            return !Axis.allCases.allSatisfy { axis in
                switch (a?[axis], b?[axis]) {
                case (nil, nil): true
                case (let x?, let y?): x == y || Self.permutationTolerance.equal(x, y)
                default: false
                }
            }
        }
        var frontier = Array(explained)
        while let node = frontier.popLast() {
            var next: [Int] = []
            if let parent = tree[node].parent { next.append(parent) }
            next += tree[node].children.filter(proposalMoved)
            for candidate in next where explained.insert(candidate).inserted { frontier.append(candidate) }
        }
        return Set(explained.compactMap { tree[$0].id.map { ModelID($0) } })
    }

    /// The stacks of default spacing (not reordered themselves) whose gaps
    /// differ between the two layouts: a default gap depends on the edges
    /// of the neighbours, and a nested stack's edges are its first and last
    /// children's (semantics §1.7), so reordering inside a child moves it
    /// in every engine (seed 24, case 68: a VStack of spacing −4 whose
    /// Spacer and Color swap places, inside a VStack of default spacing).
    static func spacedByNeighbours(_ before: LayoutResult, in tree: LayoutTree, _ after: LayoutResult, in reordered: LayoutTree) -> [Int] {
        let traits = tree.traits
        let reorderedTraits = reordered.traits
        return tree.preorder.filter { index in
            guard case .stack(let axis, _, nil) = tree[index].element, let id = tree[index].id,
                let other = reordered.idIndex[ModelID(id)]
            else { return false }
            let children = traits.presentChildren(of: index)
            let otherChildren = reorderedTraits.presentChildren(of: other)
            guard children.count >= 2, children.count == otherChildren.count,
                before.frames.indices.contains(children.last!), after.frames.indices.contains(otherChildren.last!)
            else { return false }
            func gaps(_ frames: [Rect], _ nodes: [Int]) -> [Double] {
                zip(nodes, nodes.dropFirst()).map { a, b in
                    frames[b].origin[axis] - frames[a].origin[axis] - frames[a].size[axis]
                }
            }
            return !zip(gaps(before.frames, children), gaps(after.frames, otherChildren)).allSatisfy { permutationTolerance.equal($0, $1) }
        }
    }

    /// The custom layouts, Grids and lazy grids whose own size differs
    /// between the two layouts while each present child (never reordered:
    /// only stacks are) keeps its size. Every strategy encodes them by
    /// their own rules (a custom layout's, a grid's tracks by the greedy
    /// rule), so their size follows from their children's and from their
    /// spacing preferences, and those follow their edges, which an order
    /// inside a child decides (seed 17455662297186475730, case 78: an
    /// `EqualWidthHStack` 8 pt narrower, in greedy too, once the HStack it
    /// holds starts with a Color instead of a padded Spacer; seed 5550017,
    /// case 167: a LazyVGrid of default spacing 122 tall as given and 130
    /// reordered, in greedy too, once the VStack in its first row ends with
    /// a Color instead of a Spacer, whose edge asks no gap).
    static func containersSpacedByContent(
        _ before: LayoutResult, in tree: LayoutTree, _ after: LayoutResult, in reordered: LayoutTree
    ) -> [Int] {
        let traits = tree.traits
        let reorderedTraits = reordered.traits
        func sameSize(_ a: Rect, _ b: Rect) -> Bool {
            permutationTolerance.equal(a.width, b.width) && permutationTolerance.equal(a.height, b.height)
        }
        return tree.preorder.filter { index in
            switch tree[index].element {
            case .customLayout, .grid, .lazyGrid: break
            default: return false
            }
            guard let id = tree[index].id,
                let other = reordered.idIndex[ModelID(id)],
                before.frames.indices.contains(index), after.frames.indices.contains(other),
                !sameSize(before.frames[index], after.frames[other])
            else { return false }
            let children = traits.presentChildren(of: index)
            let otherChildren = reorderedTraits.presentChildren(of: other)
            guard children.count == otherChildren.count else { return false }
            return zip(children, otherChildren).allSatisfy { a, b in
                before.frames.indices.contains(a) && after.frames.indices.contains(b) && sameSize(before.frames[a], after.frames[b])
            }
        }
    }

    /// The stacks, ZStacks, Grids and Grid rows whose alignment line follows
    /// the order of what is inside them: aligned on a text baseline or a
    /// custom guide, or with an alignment guide anywhere inside (a VStack's
    /// first text baseline is its first child's, so reordering a nested
    /// VStack moves the line an HStack aligns on, in every engine: seed
    /// 11567674589044127437, case 66).
    static func alignedOnContent(_ tree: LayoutTree) -> [Int] {
        func geometric(_ key: AlignmentKey) -> Bool {
            switch key {
            case .horizontal(.leading), .horizontal(.center), .horizontal(.trailing),
                .vertical(.top), .vertical(.center), .vertical(.bottom):
                true
            default: false
            }
        }
        func bothGeometric(_ alignment: Alignment) -> Bool {
            geometric(.horizontal(alignment.horizontal)) && geometric(.vertical(alignment.vertical))
        }
        func guided(_ node: Int) -> Bool {
            if case .alignmentGuide = tree[node].element { return true }
            return tree[node].children.contains(where: guided)
        }
        return tree.preorder.filter { index in
            switch tree[index].element {
            case .stack(_, let alignment, _): !geometric(alignment) || guided(index)
            case .zStack(let alignment): !bothGeometric(alignment) || guided(index)
            case .grid(let grid): !bothGeometric(grid.alignment) || guided(index)
            // A Grid row on a text baseline (seed 7684535265539926276, case
            // 0: a VStack in a row on last text baselines; reordered, its
            // last Text is another, and the row is 30 pt shorter in greedy too).
            case .gridRow(let alignment?): !geometric(.vertical(alignment)) || guided(index)
            default: false
            }
        }
    }

    /// The seed of every case's reordering (the cases differ already).
    static let shuffleSeed: UInt64 = 0x5EED_0F_C4_11D

    /// How far apart two sizes may be under the reordering property: the
    /// declarative strategies' answers are certified to 5e-7 pt where exact
    /// arithmetic runs, and within about 1e-5 pt where it cannot
    /// (docs/strategies.md, "What the fixtures found"); and a comparison of
    /// the LP engine rules out lengths in (0, resolution) (1e-4,
    /// docs/lp-encoding.md), so two orderings can put one length on either
    /// side of that gap, 0 in one and 1e-4 in the other (fuzz seed 424242,
    /// case 23 of `lex-fair`: a Text proposed 0 or 1e-4 wide). Twice the
    /// resolution covers both.
    public static let permutationTolerance = Tolerance(2e-4)

    /// The first id whose size differs between the two layouts, described.
    private func sizeDifference(_ original: [ModelID: Rect], _ reordered: [ModelID: Rect]) -> String? {
        let tolerance = Self.permutationTolerance
        for id in original.keys.sorted() {
            guard let a = original[id], let b = reordered[id] else { continue }
            if !tolerance.equal(a.width, b.width) || !tolerance.equal(a.height, b.height) {
                return "#\(id): \(a.size) in the tree as given, \(b.size) with the children of stacks reordered"
            }
        }
        return nil
    }

    /// Lays `problem` out with `engine`, or says why it gives no frames.
    private func layout(_ engine: FuzzEngine, _ problem: LayoutProblem) -> Result<LayoutResult, FuzzEngine.Failure> {
        do {
            let tree = try LayoutTree(problem.root, environment: problem.environment)
            return engine.layout(tree, proposal: problem.proposal)
        } catch {
            return .failure(.failed(error.description))
        }
    }

    private func invalidSize(_ result: LayoutResult, tree: LayoutTree, mayBeNegative: Set<Int>) -> String? {
        for index in tree.preorder {
            let frame = result.frames[index]
            if [frame.x, frame.y, frame.width, frame.height].contains(where: \.isNaN) {
                return "\(tree[index].path): frame \(frame) has a NaN component"
            }
            // Below 0 by more than the tolerance: an LP solution may print
            // 0 as −1e-9 (round-off within the comparison's tolerance).
            if (frame.width < -tolerance.points || frame.height < -tolerance.points), !mayBeNegative.contains(index) {
                return "\(tree[index].path): size \(frame.size) is negative with no negative inset or spacing inside, "
                    + "and no container above re-proposes a negative size"
            }
        }
        return nil
    }

    private func repeatDifference(_ engine: FuzzEngine, problem: LayoutProblem, tree: LayoutTree, base: LayoutResult) -> String? {
        switch layout(engine, problem) {
        case .failure(.refused): return "refused on repeat"
        case .failure(.failed(let message)): return "failed on repeat: \(message)"
        case .success(let again):
            for index in tree.preorder where !identical(again.frames[index], base.frames[index]) {
                return "\(tree[index].path): \(base.frames[index]) then \(again.frames[index])"
            }
            return nil
        }
    }

    private func identical(_ a: Rect, _ b: Rect) -> Bool {
        zip([a.x, a.y, a.width, a.height], [b.x, b.y, b.width, b.height]).allSatisfy { $0.bitPattern == $1.bitPattern }
    }

    private func mirrorDifference(_ engine: FuzzEngine, _ mirrored: LayoutProblem, tree: LayoutTree, base: LayoutResult) -> String? {
        let other: LayoutResult
        switch layout(engine, mirrored) {
        case .failure(.refused): return nil
        case .failure(.failed(let message)): return "failed on the mirrored tree: \(message)"
        case .success(let result): other = result
        }
        let width = Mirroring.containerWidth(root: base.frames[tree.root], in: tree)
        for index in tree.preorder {
            let expected = Mirroring.mirrored(base.frames[index], containerWidth: width)
            let got = other.frames[index]
            let xComparable = expected.x.isFinite && got.x.isFinite
            let same =
                tolerance.equal(expected.y, got.y) && tolerance.equal(expected.width, got.width)
                && tolerance.equal(expected.height, got.height) && (!xComparable || tolerance.equal(expected.x, got.x))
            if !same {
                return "\(tree[index].path): mirrored \(expected), laid out \(got)"
            }
        }
        return nil
    }

    private func transposeDifference(_ engine: FuzzEngine, _ transposed: LayoutProblem, tree: LayoutTree, base: LayoutResult) -> String? {
        let other: LayoutResult
        switch layout(engine, transposed) {
        case .failure(.refused): return nil
        case .failure(.failed(let message)): return "failed on the transposed tree: \(message)"
        case .success(let result): other = result
        }
        for index in tree.preorder {
            let expected = Transposition.transposed(base.frames[index])
            if !tolerance.equal(expected, other.frames[index]) {
                return "\(tree[index].path): transposed \(expected), laid out \(other.frames[index])"
            }
        }
        return nil
    }
}
