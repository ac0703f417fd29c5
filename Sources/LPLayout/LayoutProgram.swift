import LayoutModel
import LinearProgram

/// A layout tree turned into one program for a proposal shape. The root
/// proposal's finite components are variables; ``bounding(to:)`` fixes them
/// to a proposal's numbers by their bounds alone, so one built program serves
/// every proposal of its shape up to ``LPLayoutOptions/proposalLimit``.
public struct LayoutProgram: Sendable {
    /// The program, with the root proposal variables still spanning
    /// `0...proposalLimit`.
    public let program: Program
    /// The name of the strategy that built it.
    public let strategy: String
    /// The proposal shape it was built for.
    public let shape: ProposalShape
    /// The tree it lays out.
    public let tree: LayoutTree
    /// The options it was built with.
    public let options: LPLayoutOptions
    /// The root proposal's variable per finite axis (index 0 horizontal, 1 vertical).
    public let rootProposal: [Variable?]
    /// Each node's frame in the program, indexed like the tree's nodes.
    public let frames: [ProgramFrame]
    /// Per node, the rules (constraint families) that produced its size.
    public let rules: [[ConstraintFamily]]
    /// Rows per constraint family.
    public let rowsByFamily: [ConstraintFamily: Int]
    /// Per node, the proposal it was placed with (width, height), or nil
    /// where the program does not say.
    public let proposals: [[ProposalComponent]?]
    /// Per node, an indicator that is 1 where the node is laid out and 0
    /// where it is not (a child a ViewThatFits does not show, for some
    /// proposals): nil where the node is laid out whenever it is placed.
    /// A node not laid out has no placement proposal in a result.
    public let shownWhere: [LinearExpression?]
    /// The one root proposal the program was built for, when its strategy
    /// builds a program per proposal (``LayoutStrategy/buildsPerProposal``,
    /// `decomposed`); nil when it serves every proposal of ``shape``.
    public let builtFor: ProposedViewSize?
    /// A least-squares stage solved after the first `position` objectives
    /// (a declarative strategy's reading or tie-break, docs/strategies.md):
    /// not part of ``program``, which a linear solver takes as it is; the
    /// engine writes it on a refined piecewise-linear grid
    /// (`SquaresGrid`) until its answer is certified. Nil for none.
    public let squares: SquaresStage?
    /// Whether ``squares`` breaks ties among the optima of the strategy's
    /// own stages (every declarative strategy's tie-break) rather than
    /// being the strategy's own reading (`min-deviation`); what
    /// ``LPLayoutEngine/faces(of:proposal:)`` holds.
    public let squaresBreakTies: Bool
    /// The CPU time building took (the building thread's), which a
    /// layout built and solved in one call (``LPLayoutEngine/run(_:proposal:)``)
    /// counts against its time limit; zero where not measured.
    public let buildTime: Duration

    /// The name of a declarative strategy's last objective: the least sum
    /// of its sharing stacks' proposals (`lex-fair`: levels), every earlier
    /// stage held, the least squares' terms each at its value
    /// (docs/strategies.md, "Proposals"). After a least-squares stage the
    /// engine solves it itself (``LPLayoutEngine``); before, it is the
    /// program's last objective like any other.
    public static let proposalsStageName = "least-proposals"

    /// A built program: what a strategy (built-in or third-party) returns.
    ///
    /// - Parameters:
    ///   - program: The program; root proposal variables bounded by `0...options.proposalLimit`.
    ///   - strategy: The strategy's name.
    ///   - shape: The root proposal shape it was built for.
    ///   - tree: The tree it lays out.
    ///   - options: The options it was built with.
    ///   - rootProposal: The variable of the root proposal's width (index 0)
    ///     and height (index 1), nil where the shape is not finite.
    ///   - frames: Per node of `tree` (same indices), where its frame is read.
    ///   - rules: Per node, the constraint families that produced its size (may be empty).
    ///   - rowsByFamily: Rows per constraint family (may be empty).
    ///   - proposals: Per node, the placement proposal's width and height
    ///     (may be empty: no proposals in the results).
    ///   - builtFor: The one root proposal the program is for, when the
    ///     strategy builds per proposal (its numbers are constants in the
    ///     program, and `rootProposal` is empty); nil for every proposal of `shape`.
    ///   - shownWhere: Per node, an indicator of whether it is laid out
    ///     (may be empty: every placed node is).
    ///   - squares: A least-squares stage among the objectives, or nil.
    ///   - squaresBreakTies: Whether `squares` is a tie-break (true) or the
    ///     strategy's own reading (false).
    ///   - buildTime: The CPU time building took.
    public init(
        program: Program, strategy: String, shape: ProposalShape, tree: LayoutTree, options: LPLayoutOptions,
        rootProposal: [Variable?], frames: [ProgramFrame], rules: [[ConstraintFamily]] = [], rowsByFamily: [ConstraintFamily: Int] = [:],
        proposals: [[ProposalComponent]?] = [], builtFor: ProposedViewSize? = nil, shownWhere: [LinearExpression?] = [],
        squares: SquaresStage? = nil, squaresBreakTies: Bool = true, buildTime: Duration = .zero
    ) {
        self.buildTime = buildTime
        self.squares = squares.flatMap { $0.terms.contains { !$0.simplified().terms.isEmpty } ? $0 : nil }
        self.squaresBreakTies = squaresBreakTies
        self.proposals = proposals
        self.shownWhere = shownWhere
        self.builtFor = builtFor
        self.program = program
        self.strategy = strategy
        self.shape = shape
        self.tree = tree
        self.options = options
        self.rootProposal = rootProposal
        self.frames = frames
        self.rules = rules.count == tree.nodes.count ? rules : Array(repeating: [], count: tree.nodes.count)
        self.rowsByFamily = rowsByFamily
    }

    /// The size of the program.
    public var statistics: ProgramStatistics {
        ProgramStatistics(
            nodes: tree.nodes.count, variables: program.variableCount, rows: program.rowCount,
            integers: program.integerCount, rowsByFamily: rowsByFamily)
    }

    /// The program with the root proposal variables fixed to `proposal` by
    /// their bounds: the only place the proposal's numbers enter.
    ///
    /// A program built for one proposal (``builtFor``) takes that proposal
    /// alone, unchanged.
    ///
    /// - Throws: ``LPLayoutError/proposalShapeMismatch(expected:got:)``,
    ///   ``LPLayoutError/proposalMismatch(builtFor:got:)`` or
    ///   ``LPLayoutError/proposalOutOfRange(axis:value:limit:)``.
    public func bounding(to proposal: ProposedViewSize) throws(LPLayoutError) -> Program {
        let got = ProposalShape(of: proposal)
        guard got == shape else { throw .proposalShapeMismatch(expected: shape, got: got) }
        if let builtFor {
            guard builtFor == proposal else { throw .proposalMismatch(builtFor: builtFor, got: proposal) }
            return program
        }
        try options.checkRange(proposal)
        var bounded = program
        for axis in Axis.allCases {
            let offset = axis == .horizontal ? 0 : 1
            guard rootProposal.indices.contains(offset), let variable = rootProposal[offset], let value = proposal[axis] else { continue }
            bounded.setBounds(of: variable, lower: value, upper: value)
        }
        return bounded
    }

    /// Every node's placement proposal in `solution` (nil where unknown).
    public func placementProposals(from solution: Solution) -> [ProposedViewSize?] {
        tree.nodes.indices.map { index in
            guard proposals.indices.contains(index), let components = proposals[index], components.count == 2 else { return nil }
            if shownWhere.indices.contains(index), let shown = shownWhere[index], (solution.value(of: shown) ?? 1) < 0.5 { return nil }
            return ProposedViewSize(width: components[0].value(in: solution), height: components[1].value(in: solution))
        }
    }

    /// Every node's layout frame in `solution` (before right-to-left mirroring).
    public func layoutFrames(from solution: Solution) -> [Rect] {
        tree.nodes.indices.map { index in
            let frame = frames.indices.contains(index) ? frames[index] : .zero
            return Rect(
                x: frame.x.value(in: solution), y: frame.y.value(in: solution),
                width: frame.width.value(in: solution), height: frame.height.value(in: solution))
        }
    }
}
