import LayoutModel
import LinearProgram

/// A declarative strategy's reading of how a stack shares a finite offer
/// (docs/strategies.md). Everything else in the tree (frames, padding, Text,
/// alignment, the greedy walk itself) is encoded as in `exact`; only a stack
/// with two or more present children and a finite offer along its axis is
/// read differently:
///
/// 1. each child's proposal along the axis is a variable (`w.proposal[child]`),
///    or, for `lex-fair`, one level per priority tier (`w.level[stack]#k`),
///    between 0 and the offer; the cross proposal is the stack's, as in
///    greedy;
/// 2. each child answers its proposal by its own rules (more instances of its
///    subtree, exactly as greedy offers are encoded);
/// 3. one sum row (`stack-sum`): Σ answers + spacing + unused − overflow = offer,
///    unused and overflow ≥ 0;
/// 4. the reading's terms go into objective levels, minimised
///    lexicographically: overflow first (so minima that do not fit overflow,
///    as in SwiftUI, instead of making the program infeasible), then (for
///    readings that fill) unused space, then the reading's own stages;
/// 5. last, the **tie-break** every declarative strategy shares (and
///    `min-deviation`'s own reading): the least Σ (answer − ideal)² over
///    every child of every sharing stack (``deviations``), a least-squares
///    stage the engine solves to a certified tolerance (``SquaresGrid``).
///    `exact`'s tie objective comes after all of them.
final class DeclarativeStackRule {
    /// The reading and its parameters.
    enum Reading {
        case lexFair(LexFairStrategy)
        case weighted(WeightedStrategy)
        case softIdeal(SoftIdealStrategy)
        case minDeviation(MinDeviationStrategy)
        /// A reading written outside the package (``SharingStrategy``).
        case custom(any StackSharing)
    }

    /// Where a term sits in the lexicographic order: overflow first, outer
    /// stacks before inner ones (every reading); then,
    /// depth by depth (outer stacks first; every stack at depth 0 for
    /// readings that optimise the whole tree at once), unused space and then
    /// the reading's stages in increasing `rank`.
    struct Level: Hashable, Comparable {
        var stage: Stage
        var depth = 0
        var rank = 0

        private var key: (Int, Int, Int, Int) {
            switch stage {
            case .overflow: (0, depth, 0, 0)
            case .unused: (1, depth, 0, 0)
            case .cost: (1, depth, 1, rank)
            }
        }

        static func < (a: Level, b: Level) -> Bool { a.key < b.key }

        var name: String {
            switch stage {
            case .overflow, .unused: "\(stage.name)-d\(depth)"
            case .cost: "\(stage.name)-d\(depth)-r\(rank)"
            }
        }
    }

    enum Stage: Int {
        case overflow, unused, cost

        var name: String {
            switch self {
            case .overflow: "overflow"
            case .unused: "unused"
            case .cost: "cost"
            }
        }
    }

    let reading: Reading
    private var terms: [Level: LinearExpression] = [:]
    /// The least-squares terms, `answer − ideal` of every child of every
    /// sharing stack whose answer the reading's own rows do not already fix.
    private(set) var deviations: [LinearExpression] = []
    /// Each deviation's child, by node path (``SquaresStage/labels``).
    private(set) var deviationPaths: [String] = []
    /// Every sharing stack's proposals along its axis (`lex-fair`: its
    /// levels), summed: the last stage minimises it with every answer held
    /// (``LayoutProgram/proposalsStageName``), so that a proposal the
    /// answers leave open is the least that gives them.
    private(set) var proposalSum = LinearExpression.zero
    /// `weighted:scope=global`'s soft rows: each error with its layoutPriority
    /// (weights are set once every priority is known) and the child's path.
    private var softRows: [(priority: Double, error: LinearExpression, path: String)] = []

    /// How many finite offers this rule shared among two or more children
    /// while the program was built (one per stack and proposal).
    private(set) var sharedOffers = 0
    /// Whether `weighted`'s tier totals are objectives (unused space, then
    /// each tier's total, highest first) rather than rows
    /// (``pinTiers(_:offer:unused:in:)``) in stacks whose children answer
    /// continuously. Rows are what keep one stack's objectives from
    /// bending another's sharing; in a program where a single offer is
    /// shared (``sharedOffers`` is 1) there is no other sharing to bend,
    /// and the objectives give the same tier totals as the rows without
    /// their binaries (docs/strategies.md, "weighted").
    var tiersAsObjectives = false

    init(_ reading: Reading, tiersAsObjectives: Bool = false) {
        self.reading = reading
        self.tiersAsObjectives = tiersAsObjectives
    }

    /// Whether the least squares are the reading itself (`min-deviation`,
    /// mode quadratic) rather than a tie-break after the reading's stages.
    var readsSquares: Bool {
        if case .minDeviation(let strategy) = reading { strategy.mode == .quadratic } else { false }
    }

    /// The objectives, most important first; each minimises one level's terms.
    ///
    /// - Throws: ``LPLayoutError/unsupported(_:)`` when `weighted:scope=global`'s
    ///   weights span more than ``WeightedStrategy/largestWeightRatio``.
    func objectives() throws(LPLayoutError) -> [Objective] {
        var terms = self.terms
        if case .weighted(let strategy) = reading, !softRows.isEmpty {
            for (weight, error) in try strategy.normalisedWeights(softRows) where weight > 0 {
                terms[Level(stage: .cost), default: .zero] += weight * error
            }
        }
        return terms.keys.sorted().compactMap { level in
            let expression = terms[level]!.simplified()
            guard !expression.terms.isEmpty else { return nil }
            return .minimize(expression, name: level.name)
        }
    }

    func add(_ expression: LinearExpression, at level: Level) {
        terms[level, default: .zero] += expression
    }

    // MARK: Distribution

    /// The children's proposals and answers for a finite `offered` length.
    func distribute(
        _ stack: StackEncoding, node: Int, children: [Int], offered: Quantity, cross: Quantity?, totalSpacing: Double,
        in session: ExactSession
    ) throws(LPLayoutError) -> StackEncoding.Distribution {
        let builder = session.builder
        let axis = stack.axis
        let letter = axis == .horizontal ? "w" : "h"
        sharedOffers += 1
        let offer = try builder.maximum(offered, .zero, family: .stackSum)
        let priorities = children.map { session.traits.layoutPriority($0) }
        let groups = stack.priorityGroups(priorities)
        var tierOf = [Int](repeating: 0, count: children.count)
        for (rank, group) in groups.enumerated() { for index in group { tierOf[index] = rank } }
        // Only lex-fair in container scope decides outer stacks first.
        var orderDepth = 0
        if case .lexFair(let strategy) = reading, strategy.scope == .container { orderDepth = session.depth(node) }

        // 1. Proposals along the axis.
        var mains: [Quantity] = []
        var shared: SharedStack?
        var tierLevels: [Quantity] = []
        switch reading {
        case .lexFair:
            var levels: [Quantity] = []
            for _ in groups.indices {
                let level = builder.variable("\(letter).level", lower: 0, upper: Swift.max(0, offer.upper))
                builder.constrain(level, .lessThanOrEqual, offer, family: .stackSum)
                levels.append(level)
            }
            mains = children.indices.map { levels[tierOf[$0]] }
            tierLevels = levels
            for level in levels { proposalSum += level.linear }
        case .weighted, .softIdeal, .minDeviation:
            for child in children {
                let proposal = try session.within(child) { () throws(LPLayoutError) in
                    builder.variable("\(letter).proposal", lower: 0, upper: Swift.max(0, offer.upper))
                }
                builder.constrain(proposal, .lessThanOrEqual, offer, family: .stackSum)
                mains.append(proposal)
                proposalSum += proposal.linear
            }
        case .custom(let custom):
            shared = SharedStack(
                node: node, children: children, axis: axis, offer: offer, cross: cross,
                spacing: totalSpacing, session: session, rule: self)
            mains = try customProposals(custom, shared!, offer: offer)
            for proposal in mains { proposalSum += proposal.linear }
        }

        // 2. Answers.
        var proposals: [SymbolicProposal] = []
        var sizes: [SymbolicSize] = []
        var answers: [Quantity] = []
        for (offset, child) in children.enumerated() {
            let proposal = SymbolicProposal(axis, main: mains[offset], cross: cross)
            let size = try session.size(child, proposal)
            proposals.append(proposal)
            sizes.append(size)
            answers.append(try builder.finite(size[axis], "a child's length in a `\(stackName(axis))`"))
        }

        // 3. The sum row.
        // Bounds wide enough for every answer in its interval, negative
        // lengths included (a negative padding or frame can make one).
        let answerUpper = answers.reduce(0) { $0 + Swift.max(0, $1.upper) }
        let answerBelowZero = answers.reduce(0) { $0 + Swift.max(0, -$1.lower) }
        let unused = builder.variable(
            "\(letter).unused", lower: 0, upper: Swift.max(0, offer.upper) + answerBelowZero + Swift.max(0, -totalSpacing))
        let overflow = builder.variable("\(letter).overflow", lower: 0, upper: Swift.max(0, answerUpper + Swift.max(0, totalSpacing)))
        var sum = unused.linear - overflow.linear - offer.linear
        for answer in answers { sum += answer.linear }
        builder.constrain(sum, .equal, -totalSpacing, family: .stackSum)
        // Outer stacks first: a nested stack proposed less than its minima
        // answers them anyway, so its own overflow is the same length its
        // parent would otherwise overflow by; the parent's is what shows.
        add(overflow.linear, at: Level(stage: .overflow, depth: session.depth(node)))

        // 4. The reading's terms.
        let jumps = children.contains { session.mayJump($0, along: axis) }
        let depth = session.depth(node)
        var tieBroken = true
        switch reading {
        case .lexFair:
            if jumps {
                // No rows can pin the levels: objectives decide, outer stacks first.
                add(unused.linear, at: Level(stage: .unused, depth: orderDepth))
                for (rank, level) in tierLevels.enumerated() {
                    add(-1 * level.linear, at: Level(stage: .cost, depth: orderDepth, rank: rank))
                }
            } else {
                // The rows fix unused space and every level that changes an
                // answer; objectives would only make branch-and-cut work.
                try pinLevels(tierLevels, offer: offer, unused: unused, in: builder)
                tieBroken = false
            }
        case .weighted(let strategy):
            switch strategy.scope {
            case .container where jumps || tiersAsObjectives:
                // Outer stacks first: fill, then each tier's total, highest first.
                add(unused.linear, at: Level(stage: .unused, depth: depth))
                for (rank, group) in groups.enumerated() {
                    var total = LinearExpression.zero
                    for index in group { total -= answers[index].linear }
                    add(total, at: Level(stage: .cost, depth: depth, rank: rank))
                }
            case .container:
                // Tier totals as rows: a function of the offer, so that no
                // stack's objective can bend another's sharing.
                try pinTiers(groups.map { $0.map { mains[$0] } }, offer: offer, unused: unused, in: builder)
            case .global:
                add(unused.linear, at: Level(stage: .unused))
                for (offset, child) in children.enumerated() where priorities[offset] != -.infinity {
                    let path = session.tree.nodes[child].path
                    softRows.append((priorities[offset], offer.linear - answers[offset].linear, path))
                    let across = sizes[offset][axis.other]
                    if let cross, !cross.isInfinite, !across.isInfinite {
                        // −across: the child wants to be as long across as
                        // it can, so it pulls the stack's cross length (the
                        // stack's cross proposal would follow the child and
                        // pull nothing).
                        softRows.append((priorities[offset], -across.linear, path))
                    }
                }
            }
        case .softIdeal(let strategy):
            add(unused.linear, at: Level(stage: .unused))
            for (offset, child) in children.enumerated() {
                let deviation = try self.deviation(child, answers[offset], axis: axis, cross: cross, in: session)
                let rank = groups.count - 1 - tierOf[offset]
                if rank > 0 {
                    // Higher ranks first: a larger rank is a smaller level.
                    add(deviation.shrink.linear, at: Level(stage: .cost, rank: -rank))
                    add(strategy.grow * deviation.grow.linear, at: Level(stage: .cost))
                } else {
                    add(strategy.shrink * deviation.shrink.linear + strategy.grow * deviation.grow.linear, at: Level(stage: .cost))
                }
            }
        case .minDeviation(let strategy):
            add(unused.linear, at: Level(stage: .unused))
            if strategy.mode == .stackMax {
                let ideals = try self.ideals(children, axis: axis, cross: cross, in: session)
                var span = 0.0
                for (answer, ideal) in zip(answers, ideals) {
                    span = Swift.max(span, answer.upper - ideal.lower, ideal.upper - answer.lower)
                }
                let largest = builder.variable("\(letter).largest-deviation", lower: 0, upper: Swift.max(1, span))
                for (answer, ideal) in zip(answers, ideals) {
                    builder.constrain(answer - ideal, .lessThanOrEqual, largest, family: .stackCost)
                    builder.constrain(ideal - answer, .lessThanOrEqual, largest, family: .stackCost)
                }
                add(largest.linear, at: Level(stage: .cost))
            }
        case .custom(let custom):
            shared!.unused = unused
            shared!.overflow = overflow
            try custom.share(shared!, answers: answers)
            tieBroken = !shared!.answersAreFixed
        }
        if tieBroken {
            for (offset, ideal) in try ideals(children, axis: axis, cross: cross, in: session).enumerated() {
                deviations.append(answers[offset].linear - ideal.linear)
                deviationPaths.append(session.tree.nodes[children[offset]].path)
            }
        }
        return StackEncoding.Distribution(proposals: proposals, sizes: sizes)
    }

    /// A custom reading's proposals, checked: one per child, each finite
    /// and held within `0...offer` by rows (a proposal outside would be
    /// one no parent makes).
    private func customProposals(_ reading: any StackSharing, _ stack: SharedStack, offer: Quantity) throws(LPLayoutError) -> [Quantity] {
        let proposals = try reading.proposals(for: stack)
        guard proposals.count == stack.children.count else {
            throw stack.unsupported(
                "\(reading.name) gave \(proposals.count) proposals for \(stack.children.count) children, where it must give one per child")
        }
        for (index, proposal) in proposals.enumerated() {
            if let value = proposal.constantValue {
                guard value.isFinite, value >= 0, offer.constantValue.map({ value <= $0 }) ?? true else {
                    throw stack.unsupported(
                        "\(reading.name) proposed \(value) to child \(index) (\(stack.childPaths[index])), "
                            + "where a proposal must be finite and between 0 and the offer")
                }
            } else if proposal.lower < 0 {
                try stack.constrain(proposal, .greaterThanOrEqual, .zero)
            }
            if !(proposal.isConstant && offer.isConstant) && proposal.upper > offer.lower {
                try stack.constrain(proposal, .lessThanOrEqual, offer)
            }
        }
        return proposals
    }

    /// `weighted`'s tiers as rows (scope container, children that answer
    /// continuously): a lower tier's proposals leave 0 (its children at
    /// their minima) only when every child of every higher tier is proposed
    /// the whole offer (so answers the most it can), binary `tier-open` per
    /// lower tier; and space stays unused only when every child is proposed
    /// the whole offer (binary `saturated`). Each tier's total is then a
    /// function of the offer; only the split within a tier is left, to the
    /// tie-break. `tiers`: each tier's proposals, highest first.
    private func pinTiers(_ tiers: [[Quantity]], offer: Quantity, unused: Quantity, in builder: ProgramBuilder) throws(LPLayoutError) {
        let bound = Swift.max(0, offer.upper)
        guard bound > 0 else { return }
        let saturated = LinearExpression(builder.binary("saturated"))
        builder.constrain(unused.linear - Swift.max(bound, unused.upper) * saturated, .lessThanOrEqual, 0, family: .stackCost)
        for proposal in tiers.joined() {
            // proposal ≥ offer − bound · (1 − saturated)
            builder.constrain(proposal.linear - offer.linear - bound * saturated, .greaterThanOrEqual, -bound, family: .stackCost)
        }
        for (index, lower) in tiers.enumerated().dropFirst() {
            let open = LinearExpression(builder.binary("tier-open"))
            var total = LinearExpression.zero
            for proposal in lower { total += proposal.linear }
            builder.constrain(total - Double(lower.count) * bound * open, .lessThanOrEqual, 0, family: .stackCost)
            for proposal in tiers[..<index].joined() {
                builder.constrain(proposal.linear - offer.linear - bound * open, .greaterThanOrEqual, -bound, family: .stackCost)
            }
        }
    }

    /// Progressive filling as rows, so that a stack's levels are a function
    /// of its offer whatever order the objectives come in (an outer stack's
    /// objective cannot bend an inner stack's sharing, nor the reverse):
    /// space stays unused only when every tier is proposed the whole offer
    /// (binary `saturated`), and a tier's level leaves 0 only when the tier
    /// above is proposed the whole offer (binary `tier-full`). Written only
    /// for stacks whose children answer continuously along the axis
    /// (`ExactSession.mayJump`): a Text's answer jumps between line counts,
    /// so a level that fills the offer exactly may not exist, and the
    /// objectives (unused space, then levels, outer stacks first) decide
    /// there instead.
    /// `levels`: one per priority tier, highest first.
    private func pinLevels(_ levels: [Quantity], offer: Quantity, unused: Quantity, in builder: ProgramBuilder) throws(LPLayoutError) {
        let bound = Swift.max(0, offer.upper)
        guard bound > 0 else { return }
        let saturated = LinearExpression(builder.binary("saturated"))
        builder.constrain(unused.linear - Swift.max(bound, unused.upper) * saturated, .lessThanOrEqual, 0, family: .stackCost)
        for level in levels {
            // level ≥ offer − bound · (1 − saturated)
            builder.constrain(level.linear - offer.linear - bound * saturated, .greaterThanOrEqual, -bound, family: .stackCost)
        }
        for (higher, lower) in zip(levels, levels.dropFirst()) {
            let full = LinearExpression(builder.binary("tier-full"))
            builder.constrain(lower.linear - bound * full, .lessThanOrEqual, 0, family: .stackCost)
            builder.constrain(higher.linear - offer.linear - bound * full, .greaterThanOrEqual, -bound, family: .stackCost)
        }
    }

    /// A child's ideal length along the stack's axis: its answer to an
    /// unspecified proposal there, the same cross proposal (memoised by
    /// the session's size cache).
    func ideal(_ child: Int, axis: Axis, cross: Quantity?, in session: ExactSession) throws(LPLayoutError) -> Quantity {
        try session.builder.finite(
            try session.length(child, along: axis, main: nil, cross: cross), "a child's ideal length in a `\(stackName(axis))`")
    }

    /// Each child's ideal length (``ideal(_:axis:cross:in:)``), in order.
    private func ideals(_ children: [Int], axis: Axis, cross: Quantity?, in session: ExactSession) throws(LPLayoutError) -> [Quantity] {
        var ideals: [Quantity] = []
        for child in children { ideals.append(try ideal(child, axis: axis, cross: cross, in: session)) }
        return ideals
    }

    /// A child's answer against its ideal:
    /// `answer − ideal = grow − shrink`, both ≥ 0 (family `stack-cost`).
    func deviation(_ child: Int, _ answer: Quantity, axis: Axis, cross: Quantity?, in session: ExactSession) throws(LPLayoutError)
        -> Deviation
    {
        let builder = session.builder
        let ideal = try self.ideal(child, axis: axis, cross: cross, in: session)
        let span = Swift.max(0, answer.upper - ideal.lower, ideal.upper - answer.lower)
        let letter = axis == .horizontal ? "w" : "h"
        return try session.within(child) { () throws(LPLayoutError) in
            let grow = builder.variable("\(letter).grow", lower: 0, upper: span)
            let shrink = builder.variable("\(letter).shrink", lower: 0, upper: span)
            builder.constrain(answer - ideal, .equal, grow - shrink, family: .stackCost)
            return Deviation(ideal: ideal, grow: grow, shrink: shrink, span: span)
        }
    }

    struct Deviation {
        var ideal: Quantity
        var grow: Quantity
        var shrink: Quantity
        /// The largest either side can be.
        var span: Double
    }

    private func stackName(_ axis: Axis) -> String { axis == .horizontal ? "HStack" : "VStack" }
}
