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
/// Each proposal is laid out by the first of these that succeeds
/// (docs/lp-encoding.md, "Warm re-solve"):
/// 1. for `exact` (a program with one feasible point per proposal), the
///    previous proposal's polished linear program, its integers kept and
///    the root proposal re-bounded, solved by the dual simplex from the
///    previous optimum, accepted when every built row holds at it within a
///    tenth of the resolution;
/// 2. for `exact`, this proposal's prepared program (bound propagation),
///    the integers propagation left open kept at their previous values,
///    solved and checked as in 1;
/// 3. ``LPLayoutEngine/solve(_:proposal:)`` of the same program in the same
///    session: preparation, branch-and-cut, polishing.
///
/// Steps 1 and 2 give a point of the built program with integers that fit
/// this proposal, hence its one feasible layout: the frames are those of a
/// cold solve within the simplex's precision. After ``narrowing(to:)``,
/// preparation starts from the bounds implied for the whole range. A
/// proposal whose prepared program the session cannot take starts a new
/// session. Not `Sendable`: a GLPK session belongs to the thread that
/// created it, so keep a `WarmLPLayout` on one thread.
public struct WarmLPLayout {
    /// The engine whose options, strategy and solver lay the program out.
    public let engine: LPLayoutEngine
    /// The program laid out at every proposal.
    public let program: LayoutProgram
    private var session: (any LinearProgramSolverSession)?
    /// The previous proposal's polished linear program (its integers
    /// fixed), when the strategy's program has one feasible point.
    private var polished: Program?

    /// How many proposals each step of the type's list laid out (index 0
    /// step 1, …): what a benchmark reports.
    public private(set) var stepCounts = [0, 0, 0]
    /// Whether the previous proposal's integers differ from those of the
    /// proposal before it (or are not known to be the same): step 1, which
    /// keeps them, is tried only when they did not move.
    private var integersMoved = false

    /// The program with the integer bounds implied
    /// for every proposal in ``narrowedTo``, when ``narrowing(to:)`` made one.
    private var narrowed: LayoutProgram?
    /// The proposals (per axis, lowest and highest) ``narrowed`` holds for.
    private var narrowedTo: [ClosedRange<Double>?] = []
    /// Step 2's propagation of ``narrowed``: the narrowing's own state over
    /// ``narrowedTo`` (``RepeatedPropagation/narrowing(_:by:repeatingWith:)``),
    /// each proposal's root bounds then propagated from their rows alone.
    /// Made by ``narrowing(to:)`` with ``narrowed``.
    private var stepTwo: RepeatedPropagation?

    /// Lays `program`, built by `engine`, out at proposals of its shape.
    public init(engine: LPLayoutEngine, program: LayoutProgram) {
        self.engine = engine
        self.program = program
    }

    /// Prepares once for every proposal between the lowest and highest
    /// of `proposals` (per axis): bound propagation (no probing, no
    /// coefficient strengthening) of the program with the root proposal
    /// variables bounded to that range instead of `0...proposalLimit`.
    /// What it finds holds at every proposal in the range, so each
    /// proposal in it is then prepared from these bounds rather than from
    /// the built program's: same integer solutions, same layout, far fewer
    /// binaries left for probing. Proposals outside the range are
    /// prepared from the built program as before.
    public mutating func narrowing(to proposals: [ProposedViewSize]) {
        guard program.builtFor == nil, program.program.isMixedInteger, let first = proposals.first else { return }
        guard proposals.allSatisfy({ ProposalShape(of: $0) == program.shape }), (try? engine.checkRange(first)) != nil else { return }
        var bounded = program.program
        var ranges: [ClosedRange<Double>?] = []
        for (offset, axis) in Axis.allCases.enumerated() {
            let values = proposals.compactMap { $0[axis] }
            guard program.rootProposal.indices.contains(offset), let variable = program.rootProposal[offset],
                let low = values.min(), let high = values.max(), high <= engine.options.proposalLimit
            else {
                ranges.append(nil)
                continue
            }
            bounded.setBounds(of: variable, lower: low, upper: high)
            ranges.append(low...high)
        }
        // Neither probing nor coefficient strengthening: over a range of
        // proposals most binaries stay open, and each proposal probes its
        // own few when it is prepared (the card over 300…400: 888 binaries
        // probed, about 90 of the narrowing's 97 ms; docs/benchmarks.md,
        // "Warm sweeps since the cold solves got fast"); a full solve
        // strengthens its rows at its own proposal, tighter than over the
        // range, and step 2 decides the same integers without it (the
        // card: 6.6 → 2.1 ms, "A load keeps its basis").
        var propagation = BoundPropagation()
        propagation.probes = false
        // Step 2 propagates each proposal from the bounds the narrowing
        // ended with (over the range), not from the range's rows again.
        let (outcome, repeated) = RepeatedPropagation.narrowing(
            bounded, by: propagation, repeatingWith: Self.stepTwoPropagation(deadline: nil))
        guard case .tightened(let tightened, _) = outcome else { return }
        var restored = tightened
        // The root proposal keeps its built bounds: `bounding(to:)` fixes it per proposal.
        for variable in program.rootProposal.compactMap({ $0 }) {
            let built = program.program.variables[variable.index]
            restored.setBounds(of: variable, lower: built.lowerBound, upper: built.upperBound)
        }
        narrowed = LayoutProgram(
            program: restored, strategy: program.strategy, shape: program.shape, tree: program.tree,
            options: program.options, rootProposal: program.rootProposal, frames: program.frames,
            rules: program.rules, rowsByFamily: program.rowsByFamily, proposals: program.proposals,
            builtFor: program.builtFor, shownWhere: program.shownWhere)
        narrowedTo = ranges
        stepTwo = repeated
    }

    /// The program to prepare `proposal` from: the narrowed one when
    /// `proposal` lies in its range, else the built one.
    private func programFor(_ proposal: ProposedViewSize) -> LayoutProgram {
        guard let narrowed else { return program }
        for (offset, axis) in Axis.allCases.enumerated() where narrowedTo.indices.contains(offset) {
            guard let range = narrowedTo[offset] else { continue }
            guard let value = proposal[axis], range.contains(value) else { return program }
        }
        return narrowed
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
        // Step 1 is tried only where the previous proposal kept the
        // integers of the one before it: where integers change at every
        // proposal (a text wrapping anew at each width) it would fail at
        // every one, and its failed program would unsettle the session's
        // loaded structure. The path changes the time only, never the frames.
        if let polished, let session, !integersMoved {
            if let run = try keepingIntegers(polished, at: proposal, in: session) {
                self.polished = run.solved
                stepCounts[0] += 1
                return run.run
            }
        }
        let source = programFor(proposal)
        if let polished, let session, source.program.isMixedInteger,
            case .tightened(let bounded, _) = try stepTwoOutcome(source, at: proposal)
        {
            // Step 2: propagate this proposal's bounds (no coefficient
            // strengthening: with every integer fixed the rows only need to
            // be valid), then keep the previous integers only where
            // propagation left them open.
            var values = polished.variables.map(\.lowerBound)
            for (index, definition) in bounded.variables.enumerated() where definition.kind.isIntegral {
                values[index] = Swift.min(Swift.max(values[index], definition.lowerBound), definition.upperBound)
            }
            if let run = try keepingIntegers(bounded.fixingIntegers(at: values), at: proposal, in: session) {
                integersMoved = !sameIntegers(polished, run.solved)
                self.polished = run.solved
                stepCounts[1] += 1
                return run.run
            }
        }
        var (run, polished) = try engine.solveKeepingLast(source, proposal: proposal, session: &session)
        run.program = program
        stepCounts[2] += 1
        // Only a program with one feasible point per proposal (`exact`:
        // greedy's rules, one program per shape) may keep its integers: any
        // integer assignment that stays feasible then gives *the* layout.
        // A declarative strategy's optimum may move to other integers.
        let previous = self.polished
        self.polished = engine.strategy.claimsGreedyRules && !engine.strategy.buildsPerProposal ? polished : nil
        if let previous { integersMoved = self.polished.map { !sameIntegers(previous, $0) } ?? true }
        return run
    }

    /// Whether two polished programs of the built program (its integers
    /// fixed, and so made continuous: `fixingIntegers(at:)`) fix the
    /// built program's integers at the same values.
    private func sameIntegers(_ a: Program, _ b: Program) -> Bool {
        let built = program.program.variables
        guard a.variables.count == built.count, b.variables.count == built.count else { return false }
        for index in built.indices where built[index].kind.isIntegral {
            let (x, y) = (a.variables[index], b.variables[index])
            guard x.lowerBound == y.lowerBound, x.upperBound == y.upperBound else { return false }
        }
        return true
    }

    /// Step 2's bounds at `proposal`: for the narrowed program, from the
    /// narrowing's bounds over its range (``stepTwo``), the root proposal
    /// narrowed and propagated from its rows; for the built program,
    /// ``stepTwoPropagation(deadline:)`` of it at `proposal`.
    private mutating func stepTwoOutcome(
        _ source: LayoutProgram, at proposal: ProposedViewSize
    ) throws(LPLayoutError) -> BoundPropagation.Outcome {
        let bounded = try source.bounding(to: proposal)
        let deadline = engine.options.timeLimit.map(CPUDeadline.after)
        guard let narrowed, stepTwo != nil, source.program.id == narrowed.program.id else {
            return Self.stepTwoPropagation(deadline: deadline).run(on: bounded)
        }
        return stepTwo!.run(on: bounded, narrowing: narrowed.rootProposal.compactMap { $0 }, deadline: deadline)
    }

    /// Step 2's propagation: propagation and probing without coefficient
    /// strengthening (with every integer fixed, the rows solved need only
    /// be valid). Without probing the card's widths took as long (the
    /// open binaries are few once narrowed), and more integers would be
    /// left to the previous width's values.
    static func stepTwoPropagation(deadline: CPUDeadline?) -> BoundPropagation {
        BoundPropagation(deadline: deadline)
    }

    /// The layout at `proposal` with the integers of `previous` (a linear
    /// program with every integer fixed) kept, or nil when they do not fit
    /// it (steps 1 and 2 of the type's list).
    ///
    /// `previous`, re-bounded to `proposal`, is solved
    /// in the session by the dual simplex from the previous optimum: no
    /// preparation, no branch-and-cut. Its rows are the prepared ones,
    /// whose strengthened big-M rows are tighter than the built rows for
    /// the fixed integers, so a feasible point also satisfies the built
    /// program with these integers; `exact`'s program has one feasible
    /// point per proposal, so that point is the layout. It is accepted only
    /// if every built row holds at it within a tenth of the resolution
    /// (``LPLayoutOptions/resolution``): a comparison's "no" branch needs
    /// a gap of the resolution, so a tie the fixed "no" would pass within
    /// the simplex's scaled tolerance is sent back to the full solve, where
    /// the tie objective reads it. Otherwise (infeasible, a row off, a
    /// solver error) the proposal is solved in full.
    private func keepingIntegers(
        _ previous: Program, at proposal: ProposedViewSize, in session: any LinearProgramSolverSession
    ) throws(LPLayoutError) -> (run: LPRun, solved: Program)? {
        guard program.builtFor == nil, ProposalShape(of: proposal) == program.shape else { return nil }
        let clock = ContinuousClock()
        var start = clock.now
        func lap() -> Duration {
            let now = clock.now
            defer { start = now }
            return now - start
        }
        let deadline = engine.options.timeLimit.map(CPUDeadline.after)
        var next = previous
        for (offset, axis) in Axis.allCases.enumerated() {
            guard program.rootProposal.indices.contains(offset), let variable = program.rootProposal[offset], let value = proposal[axis]
            else { continue }
            next.setBounds(of: variable, lower: value, upper: value)
        }
        var times = LPStageTimes()
        times.preparation = lap()
        let solution: Solution
        do {
            solution = try engine.solveOnce(next, in: session, deadline: deadline, stage: "the warm re-solve")
        } catch {
            if case .timeLimitReached = error { throw error }
            return nil
        }
        let tolerance = program.options.resolution / 10
        guard solution.values.count == program.program.variableCount,
            program.program.firstRow(brokenBy: solution.values, tolerance: tolerance) == nil
        else { return nil }
        times.solve = lap()
        return (try engine.read(program, solution, times: times, lap: lap), next)
    }
}

extension LPLayoutEngine {
    /// `program` laid out at each of `proposals` in order, warm
    /// (``WarmLPLayout``).
    ///
    /// - Throws: the first proposal's error, as ``WarmLPLayout/run(_:)``.
    public func sweep(_ program: LayoutProgram, proposals: [ProposedViewSize]) throws(LPLayoutError) -> [LPRun] {
        var warm = WarmLPLayout(engine: self, program: program)
        warm.narrowing(to: proposals)
        var runs: [LPRun] = []
        for proposal in proposals { runs.append(try warm.run(proposal)) }
        return runs
    }
}
