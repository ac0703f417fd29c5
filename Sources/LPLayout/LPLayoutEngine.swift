import LayoutModel
import LinearProgram

/// Layout as the solution of a linear program (docs/lp-encoding.md).
///
/// The engine turns the tree and the shape of the root proposal into one
/// program (``compile(_:shape:)``), fixes the root proposal variables to the
/// proposal's numbers by their bounds, hands the program to a session of
/// `solver` (`LinearProgramSolverSession`), and reads every frame from the
/// solution. A mixed-integer optimum is polished: its integer variables are
/// fixed and the rest re-solved as a linear program in the same session (in
/// place, from the basis branch-and-cut left, with GLPK), so frames carry the
/// simplex's precision rather than branch-and-cut's integrality tolerance.
/// ``WarmLPLayout`` keeps the session from one proposal to the next.
///
/// The engine never calls the greedy engine and never sees its results.
public struct LPLayoutEngine: LayoutEngine, Sendable {
    /// How the tree becomes a program (``ExactStrategy`` by default).
    public var strategy: any LayoutStrategy
    /// The solver every program goes to (`GLPKSolver` in the command line).
    public var solver: any LinearProgramSolver
    /// Limits, tolerances and the proposal range (``LPLayoutOptions``).
    public var options: LPLayoutOptions

    /// An engine laying trees out with `strategy` (such as `.exact` or
    /// `LexFairStrategy()`) and `solver` (such as `GLPKSolver()`).
    public init(
        strategy: some LayoutStrategy = ExactStrategy(), solver: any LinearProgramSolver, options: LPLayoutOptions = LPLayoutOptions()
    ) {
        self.strategy = strategy
        self.solver = solver
        self.options = options
    }

    /// `lp/<strategy>`, such as `lp/exact`.
    public var name: String { "lp/\(strategy.name)" }

    /// Builds the program for `tree` and proposals of `shape`.
    ///
    /// - Throws: ``LPLayoutError/overMemoryBudget(_:budget:)`` before
    ///   building when the tree's ``ProgramSizeEstimate`` exceeds
    ///   ``LPLayoutOptions/memoryBudget``; ``LPLayoutError/unsupported(_:)``
    ///   for a node the strategy cannot encode.
    public func compile(_ tree: LayoutTree, shape: ProposalShape) throws(LPLayoutError) -> LayoutProgram {
        let estimate = ProgramSizeEstimate(tree)
        guard estimate.bytes <= options.memoryBudget else { throw .overMemoryBudget(estimate, budget: options.memoryBudget) }
        // Strategies walk the tree recursively, as the greedy protocol does: deep trees get a stack of their size.
        return try DeepWork.run(depth: tree.depth) { () throws(LPLayoutError) -> LayoutProgram in
            try strategy.compile(tree, shape: shape, options: options)
        }
    }

    /// Builds the program that lays `tree` out at `proposal`: the program
    /// for the proposal's shape (``compile(_:shape:)``), or, for a strategy
    /// that ``LayoutStrategy/buildsPerProposal``, one for `proposal` alone.
    /// Such a program has no variables for the root proposal and grows
    /// with the tree alone, so the memory budget is not asked.
    ///
    /// - Throws: what ``compile(_:shape:)`` throws, and
    ///   ``LPLayoutError/proposalOutOfRange(axis:value:limit:)``.
    public func compile(_ tree: LayoutTree, proposal: ProposedViewSize) throws(LPLayoutError) -> LayoutProgram {
        guard strategy.buildsPerProposal else { return try compile(tree, shape: ProposalShape(of: proposal)) }
        try checkRange(proposal)
        return try DeepWork.run(depth: tree.depth) { () throws(LPLayoutError) -> LayoutProgram in
            try strategy.compile(tree, proposal: proposal, options: options)
        }
    }

    public func layout(_ tree: LayoutTree, proposal: ProposedViewSize) throws -> LayoutResult {
        try run(tree, proposal: proposal).result
    }

    /// Builds, solves and reads one layout, keeping the program and solution.
    ///
    /// ``LPLayoutOptions/timeLimit`` bounds the whole: building stops when
    /// it has used the limit, and the solve gets what building left.
    public func run(_ tree: LayoutTree, proposal: ProposedViewSize) throws(LPLayoutError) -> LPRun {
        try checkRange(proposal)
        let program = try compile(tree, proposal: proposal)
        guard let limit = options.timeLimit, program.buildTime > .zero else { return try solve(program, proposal: proposal) }
        var charged = self
        charged.options.timeLimit = Swift.max(limit - program.buildTime, Self.leastSolveTime)
        do {
            return try charged.solve(program, proposal: proposal)
        } catch .timeLimitReached(_, let stage) {
            // The error names the limit the caller set, not what was left of it.
            throw .timeLimitReached(limit: limit, stage: stage)
        }
    }

    /// The least time a solve is given after building (a build that used
    /// its whole limit has stopped with the limit already).
    static let leastSolveTime = Duration.milliseconds(1)

    /// The program the solver gets for `proposal`: `layoutProgram` with the
    /// root proposal's bounds, and for a mixed-integer program the integer
    /// bounds its rows imply (`BoundPropagation`: propagation and probing,
    /// docs/lp-encoding.md, "Solving"). Same feasible set, far less
    /// branching.
    ///
    /// - Throws: ``LPLayoutError/proposalOutOfRange(axis:value:limit:)``,
    ///   ``LPLayoutError/proposalShapeMismatch(expected:got:)``, or
    ///   ``LPLayoutError/noOptimum(_:)`` when propagation proves a row cannot hold.
    ///
    /// - Parameters:
    ///   - layoutProgram: the program built for the proposal's shape (or for the proposal).
    ///   - proposal: the root proposal whose numbers bound it.
    ///   - deadline: when propagation must give up
    ///     (``LPLayoutError/timeLimitReached(limit:stage:)``); nil for none.
    public func prepare(
        _ layoutProgram: LayoutProgram, proposal: ProposedViewSize,
        deadline: CPUDeadline? = nil
    ) throws(LPLayoutError) -> Program {
        let bounded = try layoutProgram.bounding(to: proposal)
        guard bounded.isMixedInteger else { return bounded }
        var propagation = BoundPropagation(deadline: deadline)
        propagation.strengthensCoefficients = true
        switch propagation.run(on: bounded) {
        case .timedOut:
            throw outOfTime(in: "bound propagation and probing")
        case .tightened(var tightened, _):
            tightened.integralityTolerance = Self.integralityTolerance(for: tightened, resolution: layoutProgram.options.resolution)
            // A program of the greedy rules has its binaries decided by
            // propagation (open ones are ties); a declarative program's
            // search is pruned by the solver's own pass at each node
            // (`lex-fair` on a 100-child stack: 59 ms with it, 289 without).
            tightened.propagatesAtNodes = !strategy.claimsGreedyRules
            return tightened
        case .infeasible(let row):
            throw .noOptimum(
                NoOptimum(
                    reason: .infeasible, objectiveIndex: 0,
                    detail: "bound propagation: \(row) cannot hold within the bounds"))
        }
    }

    /// The integrality tolerance a prepared program asks of the solver: a
    /// binary within t of a whole number may leave a row `… + M·δ` violated
    /// by M·t, so t is half the resolution over the largest coefficient of
    /// an integer variable (a violation below the resolution cannot pick a
    /// wrong branch; one of exactly the resolution could, at a boundary: a
    /// Text placed at exactly two lines' height, h = 25, met
    /// `h ≤ 12.5·n + 12.5 − 10⁻⁴` with n = 1 + 8·10⁻⁶ and kept one line),
    /// within 1e-9 (the simplex's own precision) and GLPK's default 1e-5
    /// (docs/lp-encoding.md, "Solving").
    static func integralityTolerance(for program: Program, resolution: Double) -> Double {
        var largest = 0.0
        for constraint in program.constraints {
            for term in constraint.expression.terms where program.variables[term.variable.index].kind.isIntegral {
                largest = Swift.max(largest, abs(term.coefficient))
            }
        }
        guard largest > 0 else { return 1e-5 }
        return Swift.min(1e-5, Swift.max(1e-9, resolution / (2 * largest)))
    }

    /// Solves an already built program for `proposal`, changing only the
    /// bounds of its root proposal variables (``prepare(_:proposal:deadline:)``).
    /// Bound propagation, the solves and polishing share one deadline,
    /// ``LPLayoutOptions/timeLimit`` from here.
    public func solve(_ layoutProgram: LayoutProgram, proposal: ProposedViewSize) throws(LPLayoutError) -> LPRun {
        var session: (any LinearProgramSolverSession)?
        return try solve(layoutProgram, proposal: proposal, session: &session)
    }

    /// ``solve(_:proposal:)`` in the solver session `session`: the one
    /// given when it can take the prepared program (a
    /// ``WarmLPLayout``'s, from the previous proposal), else a new one,
    /// which is left in `session`. The solve and its polishing run in the
    /// same session, so a solver that keeps its problem between solves
    /// (``LinearProgramSolverSession``) polishes in place, from the
    /// mixed-integer solve's basis.
    func solve(
        _ layoutProgram: LayoutProgram, proposal: ProposedViewSize, session: inout (any LinearProgramSolverSession)?
    ) throws(LPLayoutError) -> LPRun {
        try solveKeepingLast(layoutProgram, proposal: proposal, session: &session).run
    }

    /// ``solve(_:proposal:session:)``, and the last program the session
    /// solved when it is a linear program with every integer fixed (a
    /// mixed-integer program's polishing, single objective): what
    /// ``WarmLPLayout`` re-bounds at the next proposal.
    ///
    /// - Parameter prepared: the prepared program (``prepare(_:proposal:deadline:)``
    ///   of `layoutProgram` at `proposal`) when the caller has it already.
    func solveKeepingLast(
        _ layoutProgram: LayoutProgram, proposal: ProposedViewSize, session: inout (any LinearProgramSolverSession)?,
        prepared: Program? = nil
    ) throws(LPLayoutError) -> (run: LPRun, polished: Program?) {
        var kept = session
        defer { session = kept }
        return try WorkMeter.measuring(limit: options.workLimit) { () throws(LPLayoutError) in
            try measuredSolve(layoutProgram, proposal: proposal, session: &kept, prepared: prepared)
        }
    }

    /// ``solveKeepingLast(_:proposal:session:prepared:)`` within the layout's work meter.
    private func measuredSolve(
        _ layoutProgram: LayoutProgram, proposal: ProposedViewSize, session: inout (any LinearProgramSolverSession)?,
        prepared: Program?
    ) throws(LPLayoutError) -> (run: LPRun, polished: Program?) {
        let clock = ContinuousClock()
        var times = LPStageTimes()
        var start = clock.now
        /// The time since the previous stage ended.
        func lap() -> Duration {
            let now = clock.now
            defer { start = now }
            return now - start
        }
        let deadline = options.timeLimit.map(CPUDeadline.after)
        let bounded: Program
        if let prepared {
            bounded = prepared
        } else {
            bounded = try prepare(layoutProgram, proposal: proposal, deadline: deadline)
        }
        times.preparation = lap()
        var solution = Solution(program: bounded.id, values: [], objectiveValues: [], effort: SolverEffort())
        var polished: Program?
        var effort: SolverEffort?
        var certificate: SquaresCertificate?
        if bounded.variableCount == 0 {
            // Nothing left to decide (a `decomposed` program whose every rule
            // was settled while building): the empty point is the solution,
            // and no solver is loaded.
            solution = Solution(
                program: bounded.id, values: [], objectiveValues: bounded.objectives.map { $0.expression.constant },
                effort: SolverEffort())
            effort = solution.effort
        } else {
            var refined: SquaresRefinement
            if let confirmed = try relaxedRefinement(layoutProgram, bounded, deadline: deadline, times: &times, lap: lap, effort: &effort) {
                refined = confirmed
            } else {
                refined = try refining(layoutProgram, bounded, session: &session, deadline: deadline, times: &times, lap: lap)
                if layoutProgram.squares != nil, refined.certificate != nil {
                    refined.solution =
                        try settlingProposals(
                            layoutProgram, bounded: bounded, refined.solution, deadline: deadline,
                            effort: &refined.effort) ?? refined.solution
                    times.polishing += lap()
                }
                refined.effort = effort.flatMap { total in refined.effort.map { total + $0 } } ?? refined.effort
            }
            solution = refined.solution
            effort = refined.effort
            certificate = refined.certificate
            polished = layoutProgram.squares == nil ? refined.polished : nil
        }
        var run = try read(layoutProgram, solution, times: times, lap: lap)
        run.effort = effort
        run.squares = certificate
        return (run, polished)
    }

    /// The least-squares answer of `bounded` with its min/max choices
    /// relaxed, where that leaves a linear program and `bounded` itself
    /// confirms it (docs/strategies.md, "How it is solved"); nil where
    /// there is no such relaxation or `bounded` holds no point with its
    /// stage values and terms. `effort` gets the attempt's either way.
    private func relaxedRefinement(
        _ layoutProgram: LayoutProgram, _ bounded: Program, deadline: CPUDeadline?, times: inout LPStageTimes,
        lap: () -> Duration, effort: inout SolverEffort?
    ) throws(LPLayoutError) -> SquaresRefinement? {
        // A program that is linear already (a declarative program built for
        // one proposal often is: nothing left to choose) takes the same path
        // as its own relaxation, its stages held exactly.
        // The integers a least-squares stage is first solved without: the
        // choice binaries of `min`/`max` (`ProgramBuilder.isChoice`), where
        // a free proposal makes no choice at all (a Color clamped by a frame
        // answers any length in its range to a proposal of that length). The
        // relaxation's answer stands only where the program itself holds its
        // stage values and terms (`settlingProposals`).
        // Only a program with a least-squares stage takes this path
        // (`exact`'s programs never do): relaxing is not free.
        guard layoutProgram.squares != nil else { return nil }
        let relaxedIntegers = bounded.relaxingIntegers(where: ProgramBuilder.isChoice)
        guard var relaxed = relaxedIntegers ?? (bounded.isMixedInteger ? nil : bounded),
            !relaxed.isMixedInteger
        else { return nil }
        // A relaxation contains the program, so its optima are no worse;
        // values the program holds are then the program's optima. As a
        // linear program its stages are held at their optima exactly
        // (no slack): a slack of 1e-9 of a stage's value is room the
        // least squares take (a tier total 7.5e-6 pt short of its
        // optimum in a fixture case of `weighted`), and held in turn it
        // grows the next stage's optimum past what the exact stages allow.
        relaxed.lexicographicTolerance = 0
        defer { times.polishing += lap() }
        var scratch: (any LinearProgramSolverSession)?
        return try unlessUnsolved { () throws(LPLayoutError) -> SquaresRefinement? in
            var attempt = try refining(layoutProgram, relaxed, session: &scratch, deadline: deadline, times: &times, lap: lap)
            effort = attempt.effort
            guard attempt.certificate != nil,
                let confirmed = try settlingProposals(
                    layoutProgram, bounded: bounded, attempt.solution, deadline: deadline,
                    effort: &effort, strictly: true)
            else { return nil }
            attempt.solution = confirmed
            attempt.effort = effort
            attempt.certificate?.relaxed = relaxedIntegers != nil
            return attempt
        }
    }

    /// What ``refining(_:_:session:deadline:times:lap:)`` reached.
    private struct SquaresRefinement {
        var solution: Solution
        var polished: Program?
        var effort: SolverEffort?
        var certificate: SquaresCertificate?
    }

    /// `bounded` solved, its least-squares stage (if any) refined until
    /// certified (docs/strategies.md, "The tie-break"); the least proposals
    /// are left to the caller.
    private func refining(
        _ layoutProgram: LayoutProgram, _ bounded: Program, session: inout (any LinearProgramSolverSession)?,
        deadline: CPUDeadline?, times: inout LPStageTimes, lap: () -> Duration
    ) throws(LPLayoutError) -> SquaresRefinement {
        var solution = Solution(program: bounded.id, values: [], objectiveValues: [], effort: SolverEffort())
        var polished: Program?
        var effort: SolverEffort?
        var certificate: SquaresCertificate?
        var grid: SquaresGrid?
        var ranges: [ClosedRange<Double>?] = []
        var iterations = 0
        var segments = 0
        var termCount = 0
        // The refinement solves the whole program (every stage, branch-
        // and-cut) until two solves in a row choose the same integers;
        // from then on it solves one linear program: the integers fixed
        // and every stage before the squares held as a row at the value
        // that solve reached (``held``). Once the grid is finer than the
        // floating-point simplex can tell apart, that program is solved
        // in exact arithmetic, its stages held to ``exactHoldingTolerance``.
        var held: (program: Program, at: [Double], optima: [Double]?)?
        /// The program with every stage before the squares held within
        /// `slack` of `optima` (else of its value at `kept`) and the
        /// integers at `integers` fixed: every one for exact arithmetic
        /// (which solves linear programs only), else those decided there
        /// (``Program/fixingDecidedIntegers(at:tolerance:)``: one at a
        /// boundary between two branches, such as a Spacer at exactly
        /// its minimum, stays free, so the refinement can leave the
        /// boundary on the side the squares prefer).
        func holdingStages(at kept: [Double], optima: [Double]?, slack: Double, integers: [Double]? = nil, fixingAll: Bool = false)
            -> Program
        {
            let held = bounded.holdingObjectives(layoutProgram.squares?.position ?? 0, at: kept, optima: optima, slack: slack)
            return fixingAll
                ? held.fixingIntegers(at: integers ?? kept)
                : held.fixingDecidedIntegers(at: integers ?? kept, tolerance: Self.decidedIntegerTolerance)
        }
        /// The slack with which a held program keeps the stages before
        /// the squares: the program's own, at most ``polishingTolerance``.
        let stageSlack = Swift.min(bounded.lexicographicTolerance, Self.polishingTolerance)
        var previousIntegers: [Double]?
        // The held program's sessions, kept between refinements: every
        // refined grid has the same pieces, so each solve starts from
        // the previous basis.
        var heldSession: (any LinearProgramSolverSession)?
        var heldFailed = false
        // Whether the whole-program solve under way is the retry from
        // scratch of one that failed from the previous basis.
        var solvedCold = false
        var exactSession: (any LinearProgramSolverSession)?
        var exact: (solver: any LinearProgramSolver, base: Program)?
        var exactFailed = false
        var floatingPointSolves = 0
        var branchChecks = 0
        var wholeProgram: (radius: Double, values: [Double])?
        var branchCheck: (solution: Solution, certificate: SquaresCertificate, integers: [Double], value: Double, window: Double)?
        if let squares = layoutProgram.squares {
            let fallback = 4 * Swift.max(1, layoutProgram.options.proposalLimit)
            ranges = squares.terms.map { term in
                term.simplified().terms.isEmpty ? nil : bounded.range(of: term) ?? -fallback...fallback
            }
            termCount = ranges.compactMap { $0 }.count
            segments = SquaresGrid.segments(forTerms: termCount, branching: bounded.isMixedInteger)
            grid = SquaresGrid.covering(ranges, segments: segments)
        }
        while true {
            iterations += 1
            var solvedExactly = false
            if let (exactSolver, base) = exact, !exactFailed, let current = grid, let squares = layoutProgram.squares {
                let program = base.addingSquares(squares, on: current)
                let active = try self.session(for: program, reusing: exactSession, solver: exactSolver)
                exactSession = active
                do {
                    solution = try solveOnce(program, in: active, deadline: deadline, stage: "the least-squares refinement")
                    solvedExactly = true
                    effort = effort.flatMap { total in solution.effort.map { total + $0 } }
                } catch {
                    // Rows that hold only within the floating-point
                    // tolerances (a big-M's round-off) can be infeasible
                    // in exact arithmetic: go on in floating point.
                    guard case .noOptimum = error else { throw error }
                    exactFailed = true
                }
                times.polishing += lap()
            }
            if !solvedExactly {
                let program = grid.map { (held?.program ?? bounded).addingSquares(layoutProgram.squares!, on: $0) } ?? bounded
                // During a refinement every simplex run is bounded in
                // iterations (deterministic), so that a stall cannot hang.
                let limited =
                    grid == nil ? nil : solver.presolvingLinearPrograms().limitingIterations(to: Self.refinementIterationLimit(program))
                let active = try self.session(for: program, reusing: held == nil ? session : heldSession, solver: limited)
                if held == nil { session = active } else { heldSession = active }
                times.loading += lap()
                do {
                    solution = try solveOnce(program, in: active, deadline: deadline, stage: "the solve")
                    solvedCold = false
                } catch {
                    // Held stages are rows within a slack of their
                    // optima; where round-off leaves such a program
                    // without an optimum, or the simplex stalls (weights
                    // far apart), the refinement goes back to solving
                    // the whole program, on the same grid.
                    switch error {
                    case .noOptimum, .solverFailed: break
                    default: throw error
                    }
                    if held != nil {
                        (held, heldSession, heldFailed) = (nil, nil, true)
                        iterations -= 1
                        continue
                    }
                    // A whole-program solve started from the previous
                    // grid's basis can end short of feasible where the
                    // program is not (GLPK repairs a basis singular to
                    // working precision into an infeasible one: fuzz seed
                    // 13229429283230920376, case 12): once, from scratch.
                    if case .noOptimum = error, session != nil, !solvedCold {
                        (session, solvedCold) = (nil, true)
                        iterations -= 1
                        continue
                    }
                    // A whole-program solve that stalls on a refined
                    // grid: the previous answer and its radius stand.
                    guard iterations > 1, case .solverFailed = error else { throw error }
                    break
                }
                times.solve += lap()
                effort = iterations == 1 ? solution.effort : effort.flatMap { total in solution.effort.map { total + $0 } }
                if program.isMixedInteger {
                    (solution, polished) = try polish(
                        program, solution, in: active, deadline: deadline, effort: &effort,
                        keepingOnStall: grid != nil)
                    times.polishing += lap()
                }
            }
            guard let current = grid, let squares = layoutProgram.squares else { break }
            let kept = Array(solution.values.prefix(bounded.variableCount))
            if let saved = branchCheck {
                // The whole program near the answer: a branch whose
                // least squares are lower than the held answer's wins
                // and is refined in turn; otherwise the held answer stands.
                branchCheck = nil
                let integers = bounded.integerValues(at: kept)
                let value = squares.value(at: solution.values)
                // Only a point that keeps every earlier stage where the
                // held answer has it compares (a branch-and-cut optimum
                // whose polishing stalled keeps 1e-6 of slack, which the
                // squares would spend).
                let keepsStages = bounded.objectives.prefix(squares.position).allSatisfy { objective in
                    let now = Program.evaluate(objective.expression, values: solution.values)
                    let before = Program.evaluate(objective.expression, values: saved.solution.values)
                    let slack = 2 * Self.polishingTolerance * Swift.max(1, abs(before))
                    return objective.direction == .minimize ? now <= before + slack : now >= before - slack
                }
                guard integers != saved.integers, keepsStages,
                    value < saved.value - Self.branchMargin * Swift.max(1, saved.value)
                else {
                    (solution, certificate) = (saved.solution, saved.certificate)
                    // A wide window's pieces may be too coarse to tell
                    // a nearby branch apart: look once more within
                    // ``branchCheckRadius``.
                    guard saved.window > Self.branchCheckRadius else { break }
                    let values = squares.terms.map { Program.evaluate($0, values: saved.solution.values) }
                    branchCheck = saved
                    branchCheck?.window = Self.branchCheckRadius
                    grid = current.refined(around: values, radius: Self.branchCheckRadius, ranges: ranges, segments: segments)
                    continue
                }
                previousIntegers = integers
            }
            // Refine around the answer until the certified radius is
            // below the tolerance.
            let radius = current.radius
            let values = squares.terms.map { Program.evaluate($0, values: solution.values) }
            if held == nil, !solvedExactly, branchCheck == nil {
                // A whole-program solve: its radius holds over every branch.
                wholeProgram = (radius, values)
            }
            certificate = SquaresCertificate(
                terms: termCount, iterations: iterations, radius: radius,
                value: squares.value(at: solution.values))
            // A linear program's exact minimiser is a point of the
            // optimality conditions at its active set: read at the
            // answer, and solved; where the set read is not the
            // minimiser's they have no point, and the grid is refined.
            // Not on the first grid, whose pieces span each term's whole
            // range: the set read there was wrong on a 100-child stack.
            if !bounded.isMixedInteger, radius > 0, iterations > 1,
                let exact = try optimalitySquares(
                    squares,
                    over: held?.program
                        ?? holdingStages(
                            at: kept, optima: solution.stageOptima,
                            slack: stageSlack),
                    at: kept, deadline: deadline, effort: &effort)
            {
                solution = exact
                certificate = SquaresCertificate(
                    terms: termCount, iterations: iterations, radius: 0,
                    value: squares.value(at: exact.values), optimalityConditions: true)
                times.polishing += lap()
                break
            }
            /// The next grid, or nil where the refinement stops.
            func refinedGrid() -> SquaresGrid? {
                guard radius > Self.squaresTolerance, iterations < Self.squaresIterationLimit else { return nil }
                if held == nil, !heldFailed {
                    let integers = bounded.integerValues(at: kept)
                    if integers == previousIntegers || integers.isEmpty {
                        let optima = solution.stageOptima
                        held = (holdingStages(at: kept, optima: optima, slack: stageSlack), kept, optima)
                    }
                    previousIntegers = integers
                }
                let next = current.refined(around: values, radius: radius, ranges: ranges, segments: segments)
                guard next.radius < radius / 2 else { return nil }
                // In floating point, pieces narrower than the simplex's own
                // tolerance (about 1e-7) carry no information: stop there.
                if exactFailed {
                    floatingPointSolves += 1
                    if floatingPointSolves > 2 || next.finestWindow < Self.floatingPointResolution(largest: values.map(abs).max() ?? 0) / 50
                    {
                        return nil
                    }
                }
                if exact == nil, next.finestWindow < Self.floatingPointResolution(largest: values.map(abs).max() ?? 0) {
                    guard let exactSolver = solver.inExactArithmetic(), termCount <= Self.exactArithmeticTerms else { return nil }
                    let base = holdingStages(
                        at: held?.at ?? kept, optima: held?.optima ?? solution.stageOptima, slack: Self.exactHoldingTolerance,
                        integers: kept, fixingAll: true)
                    exact = (exactSolver, base)
                }
                return next
            }
            if let next = refinedGrid() {
                grid = next
                continue
            }
            // The refinement held integers that two solves agreed on; the
            // least squares may be lower on another branch near the answer
            // (a Spacer proposed less than its minimum where the answer
            // lies just above it): solve the whole program once more, on
            // a window around the answer that holds the exact answer (the
            // last whole-program solve's radius plus the distance from its
            // answer, at least ``branchCheckRadius``), and, where that
            // finds nothing and was wider, once more within
            // ``branchCheckRadius`` (finer pieces).
            let integers = bounded.integerValues(at: kept)
            guard branchChecks < Self.branchChecks, !integers.isEmpty, held != nil || exact != nil,
                let certified = certificate
            else { break }
            branchChecks += 1
            (held, heldSession, heldFailed) = (nil, nil, false)
            (exact, exactSession, exactFailed, floatingPointSolves) = (nil, nil, false, 0)
            // The window holds the exact answer: within the last
            // whole-program solve's radius of that solve's answer.
            var window = Self.branchCheckRadius
            if let (wholeRadius, wholeValues) = wholeProgram {
                let distance = zip(values, wholeValues).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
                window = Swift.max(window, wholeRadius + distance)
            }
            branchCheck = (solution, certified, integers, certified.value, window)
            grid = current.refined(around: values, radius: window, ranges: ranges, segments: segments)
        }
        return SquaresRefinement(solution: solution, polished: polished, effort: effort, certificate: certificate)
    }

    /// The exact minimiser of `squares` over the linear program `base`, from
    /// its optimality conditions at the active set of `values`
    /// (``Program/squaresOptimality(of:activeAt:tolerance:)``), or nil where
    /// they have no point (another active set) or their simplex stalls.
    private func optimalitySquares(
        _ squares: SquaresStage, over base: Program, at values: [Double], deadline: CPUDeadline?, effort: inout SolverEffort?
    ) throws(LPLayoutError) -> Solution? {
        guard let conditions = base.squaresOptimality(of: squares.terms, activeAt: values, tolerance: Self.activeSetTolerance) else {
            return nil
        }
        return try unlessUnsolved { () throws(LPLayoutError) -> Solution? in
            let limited = solver.acceptingInfeasibility().presolvingLinearPrograms()
                .limitingIterations(to: Self.refinementIterationLimit(conditions))
            let session = try self.session(for: conditions, reusing: nil, solver: limited)
            let found = try solveOnce(conditions, in: session, deadline: deadline, stage: "the least squares' optimality conditions")
            if let total = effort, let more = found.effort { effort = total + more }
            return Solution(
                program: found.program, values: Array(found.values.prefix(base.variableCount)), objectiveValues: [],
                effort: found.effort)
        }
    }

    /// `body`'s answer, or nil where a solve in it finds no optimum or its
    /// solver fails (a stall at a deterministic iteration limit): for the
    /// attempts that have somewhere else to go (a relaxation, optimality
    /// conditions at a guessed active set, the least proposals' branches).
    /// Any other error, such as the layout's time limit, is thrown.
    func unlessUnsolved<Answer>(_ body: () throws(LPLayoutError) -> Answer?) throws(LPLayoutError) -> Answer? {
        do {
            return try body()
        } catch {
            switch error {
            case .noOptimum, .solverFailed: return nil
            default: throw error
            }
        }
    }

    /// The run `solution` of `layoutProgram` gives: frames (mirrored
    /// right to left where the tree says), checked for validity, and
    /// placement proposals; `lap` times the reading.
    func read(_ layoutProgram: LayoutProgram, _ solution: Solution, times: LPStageTimes, lap: () -> Duration) throws(LPLayoutError) -> LPRun
    {
        var times = times
        let frames = RightToLeftMirror.apply(to: layoutProgram.layoutFrames(from: solution), in: layoutProgram.tree)
        if let invalid = LayoutValidity.firstInvalid(frames, in: layoutProgram.tree) {
            throw .noLayout(path: layoutProgram.tree.nodes[invalid.node].path, frame: invalid.frame.description)
        }
        // Proposals are not mirrored: right-to-left changes positions only.
        let proposals = layoutProgram.placementProposals(from: solution)
        times.readBack = lap()
        return LPRun(
            result: LayoutResult(engine: name, frames: frames, proposals: proposals), program: layoutProgram, solution: solution,
            times: times)
    }

    /// The mixed-integer optimum `solution` of `program` re-solved as a
    /// linear program with its integers fixed, so frames carry the
    /// simplex's precision. With several objectives (a declarative
    /// strategy), each is first held at ``polishingTolerance``, then at the
    /// program's own tolerance. Where even that has no optimum (a big-M row
    /// that branch-and-cut satisfied within its integrality tolerance, and
    /// that the rounded integers then break), the declarative strategies
    /// keep the unpolished optimum (a refinement's held least-squares stage
    /// too, though it has one objective); `exact`, whose program is a
    /// single point, reports it.
    ///
    /// Returns the polished solution, and for a single objective the
    /// linear program polishing solved (nil otherwise); the effort of each
    /// polishing solve that answered is added to `effort` (nil stays nil: a
    /// solver that does not count).
    private func polish(
        _ program: Program, _ solution: Solution, in session: any LinearProgramSolverSession, deadline: CPUDeadline?,
        effort: inout SolverEffort?, keepingOnStall: Bool = false
    ) throws(LPLayoutError) -> (Solution, Program?) {
        /// Whether `error` lets polishing fall back: no optimum, or (with
        /// `keepingOnStall`, a refinement's iteration-limited session) a
        /// solver failure.
        func fallsBack(_ error: LPLayoutError) -> Bool {
            switch error {
            case .noOptimum: true
            case .solverFailed: keepingOnStall
            default: false
            }
        }
        let polishing = program.fixingIntegers(at: solution.values)
        /// One polishing solve in `session`, its effort added to `effort`.
        func solve(_ program: Program, in session: any LinearProgramSolverSession) throws(LPLayoutError) -> Solution {
            let polished = try self.solveOnce(program, in: session, deadline: deadline, stage: "polishing")
            if let total = effort, let more = polished.effort { effort = total + more }
            return polished
        }
        func solveOnce(_ program: Program) throws(LPLayoutError) -> Solution {
            let polished = try solve(program, in: session)
            if Self.holdsAFixedColumnOffItsValue(polished, of: program) {
                // The basis branch-and-cut left can keep a binary basic at
                // its node's value (4.5e-10 within the integrality
                // tolerance); fixed now, it stays basic off its value by as
                // much, and a big-M row turns that into a length (6,096 ×
                // 4.5e-10: a `lex-fair` stack 2.7e-6 pt short, fuzz seed
                // 7138406210863499853, case 24). Solved again from no basis,
                // where fixed columns start, and stay, out of the basis; in
                // a refinement bounded in iterations like its own session
                // (that session's bound, not the solver's, was what kept a
                // stall from hanging: fuzz seed 5550007, case 358 under
                // `weighted:scope=global` restarted the simplex on numerical
                // instability until the time limit).
                let limited = keepingOnStall ? solver.limitingIterations(to: Self.refinementIterationLimit(program)) : nil
                return try solve(program, in: try self.session(for: program, reusing: nil, solver: limited))
            }
            return polished
        }
        guard polishing.objectives.count > 1 else {
            // `exact`'s single point reports a polishing without optimum; a
            // refinement's held least-squares stage (one objective, with
            // `keepingOnStall`) keeps its unpolished optimum like every
            // declarative program (fuzz seed 21, case 129: a ZStack over an
            // overflowing VStack, `weighted` and `soft-ideal`).
            do {
                return (try solveOnce(polishing), polishing)
            } catch {
                guard keepingOnStall, fallsBack(error) else { throw error }
                return (solution, nil)
            }
        }
        var tight = polishing
        tight.lexicographicTolerance = Swift.min(polishing.lexicographicTolerance, Self.polishingTolerance)
        // Fall back only where a program has no optimum; a solver failure
        // (a time limit) is reported, so that the same input never takes a
        // different path because of timing.
        do {
            return (try solveOnce(tight), nil)
        } catch {
            guard fallsBack(error) else { throw error }
        }
        do {
            return (try solveOnce(polishing), nil)
        } catch {
            guard fallsBack(error) else { throw error }
            return (solution, nil)
        }
    }

    /// Whether `solution` puts a column that `program` fixes (equal bounds)
    /// anywhere but at its value: a basic fixed column within the simplex's
    /// feasibility tolerance of it.
    static func holdsAFixedColumnOffItsValue(_ solution: Solution, of program: Program) -> Bool {
        guard solution.values.count >= program.variableCount else { return false }
        for (index, variable) in program.variables.enumerated() where variable.lowerBound == variable.upperBound {
            if solution.values[index] != variable.lowerBound { return true }
        }
        return false
    }

    /// The certified distance (Euclidean, in points, over a strategy's
    /// least-squares terms) below which the refinement of a least-squares
    /// stage stops (`SquaresGrid`).
    public static let squaresTolerance = 5e-7

    /// The slack (relative to the optimum) with which an exact-arithmetic
    /// solve holds each earlier stage: only the rounding of its rational
    /// optimum to a double.
    static let exactHoldingTolerance = 1e-13

    /// The most varying terms a least-squares stage may have for its last
    /// refinements to run in exact arithmetic: the rational simplex's cost
    /// grows fast with the pieces (40 terms, 9,000 pieces: 10 s a solve), so
    /// larger stages stop where the floating-point simplex's resolution
    /// ends, their certified radius reported (``SquaresCertificate``).
    public static let exactArithmeticTerms = 16

    /// The most iterations each simplex run of a refinement may take: 4 per
    /// column and row of the program with its pieces, and 1,000 more (cold
    /// solves of 9,000 pieces take about 12,000). A held solve past it goes
    /// back to whole-program solves; a whole-program solve or polishing past
    /// it keeps the previous answer (or the unpolished one).
    static func refinementIterationLimit(_ program: Program) -> Int {
        4 * (program.variableCount + program.rowCount) + 1_000
    }

    /// How far (relative to a row's right-hand side, at least 1) a row may
    /// be off with an integer moved to its neighbouring value for that
    /// integer to count as undecided at a held refinement's start: the
    /// simplex's own feasibility tolerance.
    static let decidedIntegerTolerance = 1e-7

    /// The most whole-program solves on a finished grid that look for a
    /// branch with lower least squares than the held integers' (each may
    /// move the refinement to that branch).
    static let branchChecks = 2

    /// How much lower (relative to the held answer's least squares, at
    /// least 1) another branch's must be to win a branch check: more than
    /// the earlier stages' slack (``polishingTolerance``) lets the squares
    /// gain on one branch.
    static let branchMargin = 1e-6

    /// The least half-width, in points, of each term's window in a branch
    /// check's grid, and the window of the last check: branches whose least
    /// squares lie within 1 pt of the answer in every term are compared to
    /// within about (2/segments)² per term.
    static let branchCheckRadius = 1.0

    /// How close to its bound (relative, at least 1) a row or variable is
    /// read as active for the least squares' optimality conditions.
    static let activeSetTolerance = 1e-7

    /// The most solves a least-squares stage's refinement makes.
    public static let squaresIterationLimit = 30

    /// The finest piece the floating-point simplex tells apart from its
    /// neighbour when the squares' slopes reach `2 · largest`: GLPK's
    /// reduced-cost tolerance is about 1e-7 + 1e-9·|cost|, and neighbouring
    /// pieces' slopes differ by twice their width; a margin of 50.
    static func floatingPointResolution(largest: Double) -> Double {
        50 * (1e-7 + 2e-9 * largest)
    }

    /// The slack (relative to the optimum) with which a linear program holds
    /// each earlier objective at its optimum when it has several (the
    /// declarative strategies' lexicographic levels).
    public static let polishingTolerance = 1e-9

    /// The layout's work limit ran out in `stage`.
    private func outOfWork(in stage: String) -> LPLayoutError {
        .workLimitReached(limit: options.workLimit ?? 0, stage: stage)
    }

    /// The layout's time limit ran out in `stage`.
    private func outOfTime(in stage: String) -> LPLayoutError {
        .timeLimitReached(limit: options.timeLimit ?? .zero, stage: stage)
    }

    /// `existing` when it can solve `program`, else a new session of the
    /// solver for it.
    func session(
        for program: Program, reusing existing: (any LinearProgramSolverSession)?, solver: (any LinearProgramSolver)? = nil
    ) throws(LPLayoutError) -> any LinearProgramSolverSession {
        if let existing, existing.structure.mismatch(with: program) == nil { return existing }
        do {
            return try (solver ?? self.solver).makeSession(for: program)
        } catch {
            throw .solverFailed(message: String(describing: error))
        }
    }

    /// One solve in `session`, limited to the time left before `deadline`
    /// and to the work left of the layout's ``WorkMeter`` (the whole
    /// ``LPLayoutOptions/workLimit`` for a solve outside a measured layout).
    func solveOnce(
        _ program: Program, in session: any LinearProgramSolverSession, deadline: CPUDeadline?, stage: String
    ) throws(LPLayoutError) -> Solution {
        var limit: Duration?
        if let deadline {
            let left = deadline.remaining
            guard left > .zero else { throw outOfTime(in: stage) }
            limit = left
        }
        let meter = WorkMeter.current
        var work = options.workLimit
        if let meter {
            guard meter.left > 0 else { throw outOfWork(in: stage) }
            work = meter.left
        }
        let outcome: SolveOutcome
        do {
            outcome = try session.solve(program, timeLimit: limit, workLimit: work)
        } catch {
            // The solver stopped at the time left: the layout's limit ran out.
            if let deadline, deadline.hasPassed {
                throw outOfTime(in: stage)
            }
            if (error as? SolverLimitError)?.reachedWorkLimit == true {
                meter?.exhaust()
                throw outOfWork(in: stage)
            }
            throw .solverFailed(message: String(describing: error))
        }
        switch outcome {
        case .optimal(let solution):
            if let meter, let effort = solution.effort { meter.spend(effort) }
            return solution
        case .noOptimum(let reason): throw .noOptimum(reason)
        }
    }

    /// Checks that programs of this engine can take `proposal`: every finite
    /// component in `0...proposalLimit`, or, for a strategy that
    /// ``LayoutStrategy/buildsPerProposal`` (whose programs have no proposal
    /// variables, so no big-M comes from the limit), any finite length ≥ 0.
    ///
    /// - Throws: ``LPLayoutError/proposalOutOfRange(axis:value:limit:)``.
    public func checkRange(_ proposal: ProposedViewSize) throws(LPLayoutError) {
        try options.checkRange(proposal, limit: strategy.buildsPerProposal ? .infinity : options.proposalLimit)
    }
}

/// One LP layout: the frames, the program that produced them and its solution.
public struct LPRun: Sendable {
    /// The frames and placement proposals read from the solution.
    public var result: LayoutResult
    /// The layout program the frames came from.
    public var program: LayoutProgram
    /// The solution frames were read from: the polishing linear program's for a mixed-integer program.
    public var solution: Solution
    /// Where the solve spent its time.
    public var times = LPStageTimes()
    /// The solver's simplex iterations and branch-and-cut nodes over the
    /// solve and its polishing (`Solution/effort` of each solve that
    /// answered, added up); nil when the solver does not count them.
    public var effort: SolverEffort?
    /// How exactly the strategy's least-squares stage was solved: nil
    /// where the program has none.
    public var squares: SquaresCertificate?

    /// A run; ``effort`` is `solution`'s own (the engine adds the polishing's).
    public init(result: LayoutResult, program: LayoutProgram, solution: Solution, times: LPStageTimes = LPStageTimes()) {
        self.result = result
        self.program = program
        self.solution = solution
        self.times = times
        self.effort = solution.effort
    }
}
