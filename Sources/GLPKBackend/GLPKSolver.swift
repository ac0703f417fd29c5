import LayoutLPCGLPK
import LayoutLPGLPKGuard
import LinearProgram

/// Solves `Program`s with GLPK 5: `glp_simplex` for linear programs,
/// `glp_intopt` when some variable is integer or binary.
///
/// ```swift
/// let outcome = try GLPKSolver().solve(program)
/// if let solution = outcome.solution { print(solution.value(of: x) ?? .nan) }
/// ```
///
/// Each solve validates the program (solver-independent rules, then GLPK's
/// own: name lengths, integral bounds of integer variables, sizes) before any
/// GLPK call, then, holding the process-wide GLPK lock on the calling thread:
/// creates a problem object, loads the program, optimises the objectives in
/// order (fixing each optimum as a row before the next), reads the values,
/// and deletes the problem object on every path. See docs/linear-programs.md.
///
/// - `glp_simplex` runs **without** its presolver, so that an infeasible or
///   unbounded program is told apart by the solution status (`GLP_NOFEAS`,
///   `GLP_UNBND`) and the basis of one objective warm-starts the next.
/// - a mixed-integer stage first solves its relaxation with that simplex (an
///   infeasible relaxation makes the stage infeasible, an unbounded one
///   `NoOptimumReason/infeasibleOrUnbounded`), then runs
///   `glp_intopt` **without** its MIP presolver, **with** Gomory's
///   mixed-integer cuts, from the optimal basis. The
///   presolver declared nearly determined layout programs infeasible
///   (`GLP_ENOPFS`) that are feasible, and spent seconds where
///   branch-and-cut from the basis takes milliseconds (docs/divergences.md,
///   class 10); `GLP_ENOPFS` / `GLP_ENODFS` would still become
///   `NoOptimumReason/infeasible` and `NoOptimumReason/infeasibleOrUnbounded`.
/// - a relaxation the floating-point simplex cannot settle (`GLP_EFAIL`, a
///   basis singular to working precision, or `GLP_NOFEAS` from a phase one
///   that stopped short of feasibility) is solved again by `glp_exact`, the
///   simplex in rational arithmetic, from the standard basis.
public struct GLPKSolver: LinearProgramSolver {
    /// Limits and terminal output.
    public var options: Options

    /// A solver with the given options.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// GLPK's version string, from `glp_version()` (such as `5.0`).
    public static var version: String {
        GLPKLock.withLock { String(cString: glp_version()) }
    }

    /// A copy whose time limit is `limit` or its own, whichever is shorter,
    /// and at least one millisecond (GLPK's unit).
    public func limitingTime(to limit: Duration) -> any LinearProgramSolver {
        GLPKSolver(options: options.limitingTime(to: limit))
    }

    /// Solves `program`: its objectives in order, or any feasible point when
    /// it has none.
    ///
    /// - Returns: `SolveOutcome/optimal(_:)` with a value per variable and
    ///   objective, or `SolveOutcome/noOptimum(_:)` saying why there is none.
    /// - Throws: ``GLPKError`` when GLPK did not run properly: invalid input
    ///   (before any GLPK call), an error code or limit, or a fatal error.
    public func solve(_ program: Program) throws(GLPKError) -> SolveOutcome {
        try options.validate()
        try GLPKValidation.check(program)
        let reduction = reduction(of: program)
        let solved = reduction?.program ?? program
        let model = GLPKModel(solved)
        let deadline = options.timeLimit.map(CPUDeadline.after)
        let outcome = try GLPKProblem.with(verbose: options.verbose) { problem throws(GLPKError) in
            try problem.load(model)
            return try optimiseObjectives(
                of: solved, in: &problem, deadline: deadline, presolvesFirstStage: presolvesFirstStage(of: program))
        }
        return reduction.map { $0.expand(outcome) } ?? outcome
    }

    /// The program GLPK gets for `program`: its fixed columns and implied
    /// rows left out (``ProgramReduction``), unless the solve must report
    /// rows and columns of the program itself (introspection) or runs in
    /// exact arithmetic (whose stages are held within 1e-13, tighter than
    /// the reduction's outward rounding); nil to load `program` as it is.
    /// Where `previous` (the reduction a session loaded) still reduces
    /// `program`, it is `program` reduced the same way, so the session
    /// stays in place; where it does not, `program` reduced only where
    /// `previous` was too (``ProgramReduction/init(_:widening:minimumShare:)``):
    /// the session loads afresh once, and later programs whose fixed
    /// columns come and go fit that structure (the card's sweep over
    /// 300…400 by 10 had alternated between two structures, each width
    /// loading afresh, 15 ms against 1.7 ms in place).
    func reduction(of program: Program, following previous: ProgramReduction? = nil) -> ProgramReduction? {
        guard let rows = options.reducedProgramRows, program.rowCount >= rows, options.introspection == .none,
            !options.exactArithmetic
        else { return nil }
        guard let previous else { return ProgramReduction(program) }
        return ProgramReduction(program, as: previous) ?? ProgramReduction(program, widening: previous) ?? ProgramReduction(program)
    }

    /// Whether the first stage of `program` (as given, before any
    /// reduction) goes through GLPK's LP presolver from no basis: the
    /// relaxation of a large mixed-integer program
    /// (``Options/presolvedRelaxationRows``), or any linear program where
    /// ``Options/presolvesLinearPrograms`` asks. Decided on the program as
    /// given, so that a large mixed-integer program whose reduction fixed
    /// every integer is presolved as before.
    func presolvesFirstStage(of program: Program) -> Bool {
        program.isMixedInteger ? program.rowCount >= options.presolvedRelaxationRows : options.presolvesLinearPrograms
    }

    /// Optimises each objective in turn; after each but the last, adds the
    /// row that holds it within the program's tolerance of its optimum.
    ///
    /// - Parameter warm: whether `problem` holds the basis of an earlier
    ///   solve of a program of the same structure (a ``GLPKSession``): the
    ///   first stage then starts with the dual simplex from that basis (a
    ///   change of bounds leaves it dual feasible), falling back to the
    ///   standard basis when GLPK cannot use it.
    func optimiseObjectives(
        of program: Program, in problem: inout GLPKProblem, deadline: CPUDeadline?, warm: Bool = false,
        presolvesFirstStage: Bool
    ) throws(GLPKError) -> SolveOutcome {
        let objectives: [Objective?] = program.objectives.isEmpty ? [nil] : program.objectives
        var values = [Double](repeating: 0, count: program.variableCount)
        var isProven = true
        let iterationsBefore = try problem.iterationCount()
        problem.work = options.workLimit.map { ($0, iterationsBefore, 0) }
        defer { problem.work = nil }
        var nodes = 0
        // The row holding the previous objective: (direction, expression, its optimum's values).
        var held: (OptimizationDirection, LinearExpression, [Double])?
        var stageOptima: [Double] = []
        for (index, objective) in objectives.enumerated() {
            let expression = objective?.expression.simplified() ?? .zero
            var coefficients = [Double](repeating: 0, count: program.variableCount)
            for term in expression.terms { coefficients[term.variable.index] = term.coefficient }
            try problem.setObjective(objective?.direction ?? .minimize, coefficients: coefficients, constant: expression.constant)
            var result = try runStage(
                &problem, program: program, index: index, deadline: deadline, nodes: &nodes, warm: warm && index == 0,
                presolve: index == 0 && !warm && presolvesFirstStage)
            if case .noOptimum = result, let (direction, heldExpression, heldValues) = held {
                // A mixed-integer optimum holds within branch-and-cut's
                // tolerances; a row holding it that tightly can leave the
                // next stage without an integer point. Widen that row to
                // `lexicographicRetrySlack` of the optimum and try once more,
                // from the previous stage's optimum as the first incumbent:
                // it meets every row, the widened one included, so the stage
                // has an integer point even where branch-and-cut cannot find
                // one again (fuzz seed 26, case 69: `lex-fair`'s third stage).
                try problem.setLastRowBounds(
                    fixingBounds(direction, heldExpression, heldValues, program, slack: Self.lexicographicRetrySlack))
                result = try runStage(
                    &problem, program: program, index: index, deadline: deadline, nodes: &nodes,
                    start: Self.integerPoint(heldValues, of: program))
            }
            switch result {
            case .noOptimum(let reason, let detail):
                return .noOptimum(NoOptimum(reason: reason, objectiveIndex: index, detail: detail))
            case .optimal(let stageValues, let stageIsProven):
                values = stageValues
                isProven = isProven && stageIsProven
            }
            if let objective { stageOptima.append(Program.evaluate(objective.expression, values: values)) }
            held = nil
            if let objective, index < objectives.count - 1, !expression.terms.isEmpty {
                try problem.addRow(
                    name: nil, bounds: fixingBounds(objective.direction, expression, values, program), terms: expression.terms)
                if program.isMixedInteger { held = (objective.direction, expression, values) }
            }
        }
        let objectiveValues = program.objectives.map { Program.evaluate($0.expression, values: values) }
        let details = try readDetails(of: program, in: &problem)
        let effort = SolverEffort(simplexIterations: try problem.iterationCount() - iterationsBefore, branchAndCutNodes: nodes)
        var solution = Solution(
            program: program.id, values: values, objectiveValues: objectiveValues, isProvenOptimal: isProven,
            details: details, effort: effort)
        solution.stageOptima = stageOptima
        return .optimal(solution)
    }

    /// The last stage's introspection, as ``Options/introspection`` asks.
    private func readDetails(of program: Program, in problem: inout GLPKProblem) throws(GLPKError) -> SolutionDetails? {
        guard options.introspection != .none else { return nil }
        let mip = program.isMixedInteger
        var details = try problem.readDetails(mip: mip, rowCount: program.rowCount, columnCount: program.variableCount)
        if options.introspection == .ranges, !mip, let status = details.columnStatus {
            details.boundRanges = try problem.readBoundRanges(columnStatus: status)
        }
        return details
    }

    /// The relative slack of the one retry of a mixed-integer stage that
    /// found no optimum with the previous objective held at
    /// `lexicographicTolerance`.
    public static let lexicographicRetrySlack = 1e-4

    /// One stage: branch-and-cut or the simplex on the current objective;
    /// branch-and-cut's nodes are added to `nodes`.
    private func runStage(
        _ problem: inout GLPKProblem, program: Program, index: Int, deadline: CPUDeadline?, nodes: inout Int,
        warm: Bool = false, start: [Double]? = nil, scaled: Bool = false, presolve: Bool = false
    ) throws(GLPKError) -> GLPKCodes.StageResult {
        let timeLimit = try remainingMilliseconds(until: deadline, objectiveIndex: index, mip: false)
        if let left = try problem.workLeft(), left <= 0 { throw .workLimitReached(routine: "glp_simplex", objectiveIndex: index) }
        // A large first relaxation without a basis to start from goes
        // through GLPK's LP presolver (see runSimplex), and so does a
        // linear program's first stage where the caller asks
        // (``Options/presolvesLinearPrograms``): `presolve`, decided by
        // the caller on the program as given (``presolvesFirstStage(of:)``).
        let relaxation: GLPKCodes.StageResult
        do {
            relaxation = try runSimplex(
                &problem, columnCount: program.variableCount, timeLimit: timeLimit, deadline: deadline, objectiveIndex: index,
                warm: warm, presolve: presolve)
        } catch .solverFailed(_, GLP_EITLIM, _, _) where !scaled {
            // An iteration limit (a least-squares refinement bounds every
            // simplex run, so that a stall cannot hang) reached unscaled:
            // the simplex can cycle on a degenerate program from any start
            // there, and scaled it takes another path (fuzz seed
            // 13500265402997491977, case 19 under `soft-ideal`: ten times the
            // limit did not end the stall). A work limit that ran out was
            // thrown as such before this.
            return try rescaled(
                &problem, program: program, index: index, deadline: deadline, nodes: &nodes, start: start, presolve: presolve)
        }
        // The limit is CPU time: a call that used it up ran out, whatever the wall clock says.
        if let deadline, deadline.hasPassed { throw .timeLimitReached(routine: "glp_simplex", objectiveIndex: index) }
        if case .noOptimum(.infeasible, _) = relaxation, !warm, !scaled {
            // Unscaled, the floating-point simplex can end phase one short
            // of feasibility on a basis singular to working precision, and
            // `glp_exact`, asked next, can wrongly confirm it: GLPK 5.0's
            // rational phase one stops with a positive sum of
            // infeasibilities when a column's lower bound is 1 or more
            // (three columns reproduce it: docs/linear-programs.md,
            // "Solvers and presolve"). Scaled, the floating-point simplex
            // settles such a program (regressions fuzz-8675309-890 and
            // fuzz-20261125-12757, issue 31). Not after a warm start,
            // whose trial programs may truly be infeasible.
            return try rescaled(
                &problem, program: program, index: index, deadline: deadline, nodes: &nodes, start: start, presolve: presolve)
        }
        guard program.isMixedInteger else { return relaxation }
        switch relaxation {
        case .optimal: break
        case .noOptimum(.unbounded, let detail):
            // Integer points may be unbounded or absent: GLPK cannot tell.
            return .noOptimum(.infeasibleOrUnbounded, detail: "relaxation: \(detail)")
        case .noOptimum(let reason, let detail):
            return .noOptimum(reason, detail: "relaxation: \(detail)")
        }
        // Branch-and-cut starts from the relaxation's optimal basis.
        let rest = try remainingMilliseconds(until: deadline, objectiveIndex: index, mip: true)
        let result: GLPKCodes.StageResult
        do {
            result = try runIntopt(
                &problem, columnCount: program.variableCount, timeLimit: rest, deadline: deadline, objectiveIndex: index,
                integralityTolerance: program.integralityTolerance, propagatesAtNodes: program.propagatesAtNodes,
                start: start, nodes: &nodes)
        } catch .solverFailed(_, GLP_EFAIL, _, _) where !scaled {
            // A node's relaxation whose basis is singular to working
            // precision stops branch-and-cut (fuzz seed
            // 12080766727332246228, case 62 under `weighted` and
            // `soft-ideal`: a basis of condition 7e15 at a node).
            return try rescaled(
                &problem, program: program, index: index, deadline: deadline, nodes: &nodes, start: start, presolve: presolve)
        }
        if let deadline, deadline.hasPassed { throw .timeLimitReached(routine: "glp_intopt", objectiveIndex: index) }
        if case .noOptimum = result, !scaled {
            // Branch-and-cut without scaling can miss every integer point
            // of a feasible program (issue 31: `ScrollView { Fixed(1 × 120) }
            // .aspectRatio(contentMode: .fill)` at 150 × 100 under `exact`).
            return try rescaled(
                &problem, program: program, index: index, deadline: deadline, nodes: &nodes, start: start, presolve: presolve)
        }
        return result
    }

    /// The stage solved again, once, with the problem scaled
    /// (`glp_scale_prob`) from the standard basis: what GLPK's numerics
    /// could not settle unscaled. The scale factors stay for later stages.
    private func rescaled(
        _ problem: inout GLPKProblem, program: Program, index: Int, deadline: CPUDeadline?, nodes: inout Int, start: [Double]?,
        presolve: Bool
    ) throws(GLPKError) -> GLPKCodes.StageResult {
        try problem.scale()
        try problem.installStandardBasis()
        return try runStage(
            &problem, program: program, index: index, deadline: deadline, nodes: &nodes, start: start, scaled: true, presolve: presolve)
    }

    /// `values` with every integer variable rounded to the nearest integer
    /// and every value clamped to its variable's bounds, as
    /// `glp_ios_heur_sol` takes a point; nil when a value is not finite.
    static func integerPoint(_ values: [Double], of program: Program) -> [Double]? {
        guard values.count == program.variableCount else { return nil }
        var point = values
        for (index, variable) in program.variables.enumerated() {
            let value = variable.kind == .continuous ? point[index] : point[index].rounded()
            point[index] = Swift.min(Swift.max(value, variable.lowerBound), variable.upperBound)
            guard point[index].isFinite else { return nil }
        }
        return point
    }

    /// The bounds that hold `Σ terms` of an optimised objective within the
    /// tolerance `slack * max(1, |z|)` of its optimum z (by default the
    /// program's `lexicographicTolerance`).
    private func fixingBounds(
        _ direction: OptimizationDirection, _ expression: LinearExpression, _ values: [Double], _ program: Program,
        slack relative: Double? = nil
    ) -> GLPKBounds {
        let optimum = Program.evaluate(expression, values: values)
        let termsAtOptimum = optimum - expression.constant
        let slack = (relative ?? program.lexicographicTolerance) * max(1, abs(optimum))
        return direction == .minimize
            ? GLPKBounds(lower: -.infinity, upper: termsAtOptimum + slack)
            : GLPKBounds(lower: termsAtOptimum - slack, upper: .infinity)
    }

    /// Runs the simplex and maps the answer: the primal simplex without
    /// presolver, or
    /// - when `presolve` (the relaxation of a large mixed-integer program,
    ///   loaded afresh, ``Options/presolvedRelaxationRows``), GLPK's LP
    ///   presolver first: it removes the rows and columns that bound
    ///   propagation fixed and hands branch-and-cut an optimal basis of the
    ///   whole program (a layout program of 100,000 rows: 0.08 s instead of
    ///   11 s). Any answer but an optimum or a time limit
    ///   (an infeasible or unbounded relaxation comes back as a code,
    ///   without a status) is asked again without presolver from the
    ///   standard basis, so such answers stay those of the plain simplex;
    /// - when `warm`, the dual simplex (primal where it fails) from the
    ///   problem's basis, and the primal simplex from the standard basis
    ///   when GLPK finds that basis unusable (`GLP_EBADB`, `GLP_ESING`,
    ///   `GLP_ECOND`: a changed row can make it singular).
    private func runSimplex(
        _ problem: inout GLPKProblem, columnCount: Int, timeLimit: Int32?, deadline: CPUDeadline?, objectiveIndex: Int,
        warm: Bool = false, presolve: Bool = false
    ) throws(GLPKError) -> GLPKCodes.StageResult {
        /// One simplex run, stopped at the CPU deadline (GLPK's `tm_lim`
        /// is only a wall-clock backstop, ``wallBackstop``).
        func simplex(_ parameters: glp_smcp, exact: Bool = false) throws(GLPKError) -> Int32 {
            let code =
                exact ? try problem.exactSimplex(parameters, cpuDeadline: deadline) : try problem.simplex(parameters, cpuDeadline: deadline)
            guard let code else { throw .timeLimitReached(routine: exact ? "glp_exact" : "glp_simplex", objectiveIndex: objectiveIndex) }
            return code
        }
        var parameters = glp_smcp()
        glp_init_smcp(&parameters)
        parameters.msg_lev = options.verbose ? GLP_MSG_ON : GLP_MSG_OFF
        parameters.presolve = presolve ? GLP_ON : GLP_OFF
        parameters.meth = warm ? GLP_DUALP : GLP_PRIMAL
        if let timeLimit { parameters.tm_lim = timeLimit }
        if let limit = options.iterationLimit { parameters.it_lim = Int32(clamping: limit) }
        try limitIterations(&parameters, &problem)
        if options.exactArithmetic {
            // Rational arithmetic throughout: the floating-point simplex can
            // stall on pieces narrower than its tolerances (a least-squares
            // refinement's last grids), which exact arithmetic does not have.
            // A floating-point start, limited in iterations (it can stall),
            // hands the exact simplex a nearly optimal basis.
            var start = parameters
            start.it_lim = Int32(clamping: 4 * columnCount + 1000)
            _ = try simplex(start)
            let code = try simplex(parameters, exact: true)
            try checkWork(code, &problem, objectiveIndex: objectiveIndex)
            let reading = try problem.readSolution(mip: false, columnCount: columnCount)
            return try GLPKCodes.simplexResult(code: code, reading: reading, objectiveIndex: objectiveIndex)
        }
        var code = try simplex(parameters)
        try checkWork(code, &problem, objectiveIndex: objectiveIndex)
        if presolve, code != GLP_ETMLIM, try !isOptimal(code, &problem) {
            try problem.installStandardBasis()
            parameters.presolve = GLP_OFF
            try limitIterations(&parameters, &problem)
            code = try simplex(parameters)
            try checkWork(code, &problem, objectiveIndex: objectiveIndex)
        }
        if warm, [GLP_EBADB, GLP_ESING, GLP_ECOND].contains(code) {
            try problem.installStandardBasis()
            parameters.meth = GLP_PRIMAL
            try limitIterations(&parameters, &problem)
            code = try simplex(parameters)
            try checkWork(code, &problem, objectiveIndex: objectiveIndex)
        }
        // Not after a warm start: a session's re-bounded program (a warm
        // sweep's kept integers) may truly be infeasible, and its caller
        // has a full solve to fall back on; exact arithmetic there cost
        // seconds per width.
        if !warm, try needsExactArithmetic(code, &problem, columnCount: columnCount) {
            try problem.installStandardBasis()
            try limitIterations(&parameters, &problem)
            code = try simplex(parameters, exact: true)
            try checkWork(code, &problem, objectiveIndex: objectiveIndex)
        }
        let reading = try problem.readSolution(mip: false, columnCount: columnCount)
        return try GLPKCodes.simplexResult(code: code, reading: reading, objectiveIndex: objectiveIndex)
    }

    /// `parameters.it_lim`: the iteration limit lowered to the work left (unchanged without a work limit).
    private func limitIterations(_ parameters: inout glp_smcp, _ problem: inout GLPKProblem) throws(GLPKError) {
        guard let left = try problem.workLeft() else { return }
        let limit = Int32(clamping: Swift.max(1, left))
        parameters.it_lim = options.iterationLimit.map { Swift.min(Int32(clamping: $0), limit) } ?? limit
    }

    /// Throws ``GLPKError/workLimitReached(routine:objectiveIndex:)`` when a
    /// simplex run stopped at its iteration limit because the work ran out.
    private func checkWork(_ code: Int32, _ problem: inout GLPKProblem, objectiveIndex: Int) throws(GLPKError) {
        guard code == GLP_EITLIM, let left = try problem.workLeft(), left <= 0 else { return }
        throw .workLimitReached(routine: "glp_simplex", objectiveIndex: objectiveIndex)
    }

    /// The most columns a relaxation may have for the exact-arithmetic retry.
    static let exactRetryColumns = 20_000

    /// Whether the floating-point simplex could not settle a program that
    /// exact arithmetic can: a basis singular to working precision
    /// (`GLP_EFAIL`) or a phase one that stopped short of feasibility
    /// (`GLP_NOFEAS`; layout programs are feasible by construction, and a
    /// program that truly is not stays infeasible in exact arithmetic).
    /// Such a relaxation is solved again by `glp_exact` from the standard
    /// basis (docs/linear-programs.md, "Solvers and presolve").
    private func needsExactArithmetic(_ code: Int32, _ problem: inout GLPKProblem, columnCount: Int) throws(GLPKError) -> Bool {
        guard options.exactRetry, columnCount <= Self.exactRetryColumns else { return false }
        if code == GLP_EFAIL { return true }
        return code == 0 ? try problem.basicStatus() == GLP_NOFEAS : false
    }

    /// Whether `glp_simplex` returned 0 and left an optimal basic solution.
    private func isOptimal(_ code: Int32, _ problem: inout GLPKProblem) throws(GLPKError) -> Bool {
        guard code == 0 else { return false }
        return try problem.basicStatus() == GLP_OPT
    }

    /// Runs branch-and-cut, without the MIP presolver, from the optimal basis
    /// of the relaxation, and maps the answer; its nodes are added to `nodes`.
    private func runIntopt(
        _ problem: inout GLPKProblem, columnCount: Int, timeLimit: Int32?, deadline: CPUDeadline?, objectiveIndex: Int,
        integralityTolerance: Double?, propagatesAtNodes: Bool, start: [Double]? = nil, nodes: inout Int
    ) throws(GLPKError) -> GLPKCodes.StageResult {
        var parameters = glp_iocp()
        glp_init_iocp(&parameters)
        parameters.msg_lev = options.verbose ? GLP_MSG_ON : GLP_MSG_OFF
        parameters.presolve = GLP_OFF
        // Gomory's mixed-integer cuts at the root close the gaps that the tie
        // objective's bound leaves on nearly determined layout programs
        // (fuzz seed 777, case 2601 of issue 17's generator: over 60 s of
        // branching without them, one node with them; docs/divergences.md, class 7).
        parameters.gmi_cuts = GLP_ON
        // GLPK's node preprocessing passes over every row, at the root and
        // at every node: on huge nested 4x10 at 400x1000 under `exact` it
        // was about 100 ms of a 300 ms branch-and-cut of 7 nodes. A program
        // its caller has propagated can do without (`Program.propagatesAtNodes`).
        parameters.pp_tech = propagatesAtNodes ? GLP_PP_ALL : GLP_PP_NONE
        parameters.mip_gap = options.mipGap
        // GLPK takes 0 < tol_int < 0.001; the program's wish outside that is ignored.
        if let tolerance = integralityTolerance, tolerance > 0, tolerance < 1e-3 { parameters.tol_int = tolerance }
        if let timeLimit { parameters.tm_lim = timeLimit }
        let (stopped, created) = try problem.intopt(parameters, start: start, cpuDeadline: deadline, workLimit: try problem.workLeft())
        nodes += created
        // Stopped by the guard inside a node's simplex: the problem object is gone.
        guard let code = stopped else { throw .timeLimitReached(routine: "glp_intopt", objectiveIndex: objectiveIndex) }
        problem.work?.nodes += created
        if code == LAYOUTLP_EWORKLIM { throw .workLimitReached(routine: "glp_intopt", objectiveIndex: objectiveIndex) }
        let reading = try problem.readSolution(mip: true, columnCount: columnCount)
        return try GLPKCodes.intoptResult(code: code, reading: reading, objectiveIndex: objectiveIndex)
    }

    /// GLPK's own limit for a call (`tm_lim`, in milliseconds, at least 1),
    /// nil without a deadline. GLPK counts wall-clock time, and the limit
    /// counts CPU time: a call is stopped by the CPU deadline (branch-and-cut's
    /// callback; a simplex, where GLPK reports its progress:
    /// ``GLPKProblem/simplex(_:cpuDeadline:)``), and GLPK's limit is only a
    /// backstop at ``wallBackstop`` times the CPU time left, which a call
    /// reaches only on a machine loaded past that many runnable threads per
    /// core. (Before the simplex checked the deadline itself, a simplex that
    /// stalled ran to the backstop: a layout limited to 60 s took 442 s of CPU,
    /// fuzz seed 5550007, case 358 under `weighted:scope=global`.)
    private func remainingMilliseconds(
        until deadline: CPUDeadline?, objectiveIndex: Int, mip: Bool
    ) throws(GLPKError) -> Int32? {
        guard let deadline else { return nil }
        let remaining = deadline.remaining
        guard remaining > .zero else {
            throw .timeLimitReached(routine: mip ? "glp_intopt" : "glp_simplex", objectiveIndex: objectiveIndex)
        }
        return Options.milliseconds(remaining * Self.wallBackstop)
    }

    /// GLPK's wall-clock limit per call, in multiples of the CPU time left.
    static let wallBackstop = 10
}

extension GLPKSolver {
    /// This solver with ``Options/exactArithmetic`` on.
    public func inExactArithmetic() -> (any LinearProgramSolver)? {
        var options = options
        options.exactArithmetic = true
        return GLPKSolver(options: options)
    }

    /// This solver with ``Options/exactRetry`` off.
    public func acceptingInfeasibility() -> any LinearProgramSolver {
        var options = options
        options.exactRetry = false
        return GLPKSolver(options: options)
    }

    /// This solver with ``Options/presolvesLinearPrograms`` on.
    public func presolvingLinearPrograms() -> any LinearProgramSolver {
        var options = options
        options.presolvesLinearPrograms = true
        return GLPKSolver(options: options)
    }

    /// This solver with its work limit lowered to at most `limit` (``Options/workLimit``).
    public func limitingWork(to limit: Int) -> any LinearProgramSolver {
        GLPKSolver(options: options.limitingWork(to: limit))
    }

    /// This solver with ``Options/iterationLimit`` `count`.
    public func limitingIterations(to count: Int) -> any LinearProgramSolver {
        var options = options
        options.iterationLimit = count
        return GLPKSolver(options: options)
    }

    /// A ``GLPKSession`` for programs of `program`'s structure, with this
    /// solver's options: one GLPK problem object kept between solves.
    ///
    /// - Throws: ``GLPKError`` when `program` is invalid or cannot be loaded.
    public func makeSession(for program: Program) throws(GLPKError) -> any LinearProgramSolverSession {
        try GLPKSession(options: options, for: program)
    }
}
