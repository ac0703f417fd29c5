import LayoutModel
import LinearProgram

/// One built program laid out at proposal after proposal of its shape (a
/// resize sweep), keeping the solver's session between them: with GLPK the
/// problem object and its basis stay loaded, each proposal changes bounds
/// in place and the dual simplex starts from the previous optimum
/// (docs/lp-encoding.md, "Solving").
///
/// ```swift
/// var warm = try WarmLPLayout(engine: engine, tree: tree, shape: ProposalShape(of: first))
/// for width in stride(from: 200.0, through: 400, by: 10) {
///     let run = try warm.run(ProposedViewSize(width: width, height: 600))
/// }
/// ```
///
/// Each run is ``LPLayoutEngine/solve(_:proposal:)`` of the same program:
/// the same preparation (bounds, propagation), the same polishing, the same
/// frames within the simplex's precision. A proposal whose prepared program
/// the session cannot take starts a new session. Not `Sendable`: a GLPK
/// session belongs to the thread that created it, so keep a `WarmLPLayout`
/// on one thread.
public struct WarmLPLayout {
    /// The engine whose options, strategy and solver lay the program out.
    public let engine: LPLayoutEngine
    /// The program laid out at every proposal.
    public let program: LayoutProgram
    private var session: (any LinearProgramSolverSession)?

    /// Lays `program`, built by `engine`, out at proposals of its shape.
    public init(engine: LPLayoutEngine, program: LayoutProgram) {
        self.engine = engine
        self.program = program
    }

    /// Builds `tree`'s program for proposals of `shape` with `engine`.
    ///
    /// - Throws: what ``LPLayoutEngine/compile(_:shape:)`` throws.
    public init(engine: LPLayoutEngine, tree: LayoutTree, shape: ProposalShape) throws(LPLayoutError) {
        self.init(engine: engine, program: try engine.compile(tree, shape: shape))
    }

    /// The layout at `proposal`, solved from the previous proposal's state.
    ///
    /// - Throws: what ``LPLayoutEngine/checkRange(_:)`` and
    ///   ``LPLayoutEngine/solve(_:proposal:)`` throw.
    public mutating func run(_ proposal: ProposedViewSize) throws(LPLayoutError) -> LPRun {
        try engine.checkRange(proposal)
        return try engine.solve(program, proposal: proposal, session: &session)
    }
}

extension LPLayoutEngine {
    /// `program` laid out at each of `proposals` in order, warm
    /// (``WarmLPLayout``).
    ///
    /// - Throws: the first proposal's error, as ``WarmLPLayout/run(_:)``.
    public func sweep(_ program: LayoutProgram, proposals: [ProposedViewSize]) throws(LPLayoutError) -> [LPRun] {
        var warm = WarmLPLayout(engine: self, program: program)
        var runs: [LPRun] = []
        for proposal in proposals { runs.append(try warm.run(proposal)) }
        return runs
    }
}
