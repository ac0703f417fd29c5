/// Something that solves a ``Program``: a backend such as GLPK's.
///
/// A solve has two kinds of answer, kept apart on purpose:
/// - it **throws** when the solver did not run properly: the program was
///   invalid for it, the solver reported an error or a limit, or it failed
///   fatally. Nothing is known about the program's optimum then.
/// - it **returns** a ``SolveOutcome`` when the solver ran to completion:
///   either an optimal ``Solution`` or a ``NoOptimum`` saying why the
///   program has none (infeasible, unbounded, no integer solution).
///
/// Objectives are solved lexicographically (see ``Program``); a program
/// without objectives asks for any feasible point.
public protocol LinearProgramSolver: Sendable {
    /// Solves `program`.
    ///
    /// - Returns: The optimum or the reason there is none.
    /// - Throws: The solver's own error type when it did not run properly.
    func solve(_ program: Program) throws -> SolveOutcome

    /// This solver with its time limit for one ``solve(_:)`` lowered to at
    /// most `limit` (a caller's deadline for a sequence of solves). A
    /// solver without a time limit returns itself.
    func limitingTime(to limit: Duration) -> any LinearProgramSolver

    /// This solver with its work limit for one ``solve(_:)`` (simplex
    /// iterations plus branch-and-cut nodes) lowered to at most `limit`. A
    /// solver that does not count its work returns itself.
    func limitingWork(to limit: Int) -> any LinearProgramSolver

    /// A session for solving programs of `program`'s structure one after
    /// another (``LinearProgramSolverSession``). Without a session of its
    /// own, a solver gets a ``ColdSolverSession`` that solves each afresh.
    ///
    /// - Throws: The solver's own error when it cannot load `program`.
    func makeSession(for program: Program) throws -> any LinearProgramSolverSession

    /// This solver with its linear programs solved in exact (rational)
    /// arithmetic, where it has such a mode: no tolerance then hides a
    /// difference of costs however small (the last refinements of a
    /// ``SquaresStage``). Nil where it has none.
    func inExactArithmetic() -> (any LinearProgramSolver)?

    /// This solver with each simplex run stopped after `count` iterations
    /// (a solver failure then, not an answer), where it can count them:
    /// a bound that holds on any machine load, unlike a time limit.
    func limitingIterations(to count: Int) -> any LinearProgramSolver

    /// This solver taking "infeasible" as it finds it, without a second
    /// look in exact arithmetic where it has one: for programs that are
    /// often infeasible by design (a ``SquaresStage``'s optimality
    /// conditions at a guessed active set), where that look costs seconds.
    func acceptingInfeasibility() -> any LinearProgramSolver

    /// This solver running its presolver, where it has one, before the
    /// first solve of a linear program in a session (later solves start
    /// from the previous basis): for programs solved from no basis whose
    /// answer the caller reads only where it is unique or certified (a
    /// ``SquaresStage``'s refinement, its optimality conditions, the least
    /// proposals), where the presolver removes the many fixed columns and
    /// duplicated rows such programs have (a 100-child stack's optimality
    /// conditions: 0.15 s from the standard basis, 0.01 s presolved).
    func presolvingLinearPrograms() -> any LinearProgramSolver
}

extension LinearProgramSolver {
    /// Default: a solver without a time limit of its own returns itself.
    public func limitingTime(to limit: Duration) -> any LinearProgramSolver { self }

    /// Default: a solver that does not count its work returns itself.
    public func limitingWork(to limit: Int) -> any LinearProgramSolver { self }

    /// Default: no exact mode.
    public func inExactArithmetic() -> (any LinearProgramSolver)? { nil }

    /// Default: a solver that does not count iterations returns itself.
    public func limitingIterations(to count: Int) -> any LinearProgramSolver { self }

    /// Default: a solver without a second look returns itself.
    public func acceptingInfeasibility() -> any LinearProgramSolver { self }

    /// Default: a solver without a presolver returns itself.
    public func presolvingLinearPrograms() -> any LinearProgramSolver { self }

    /// Default: a ``ColdSolverSession`` that solves each program afresh.
    public func makeSession(for program: Program) throws -> any LinearProgramSolverSession {
        ColdSolverSession(solver: self, for: program)
    }
}
