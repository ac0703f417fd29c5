/// A solver that keeps one program loaded between solves, for programs of
/// the same ``ProgramStructure`` solved one after another (one layout at
/// several proposals, a mixed-integer optimum re-solved with its integers
/// fixed). A backend can then change only what differs, in place, and start
/// from the previous solve's basis.
///
/// Answers are those of ``LinearProgramSolver/solve(_:)`` on the same
/// program, within the solver's precision: a session changes how fast an
/// optimum is found, never which program is solved. A session is not
/// `Sendable`: a backend may tie it to the thread that created it.
public protocol LinearProgramSolverSession: AnyObject {
    /// The structure every program given to ``solve(_:timeLimit:)`` must have.
    var structure: ProgramStructure { get }

    /// Solves `program`, which has the session's ``structure``.
    ///
    /// - Parameter program: a program of the session's structure.
    /// - Parameter timeLimit: the most this solve may take, on top of the
    ///   solver's own limit (the shorter one counts); nil for the solver's own.
    /// - Returns: The optimum or the reason there is none.
    /// - Throws: The solver's error when it did not run properly, or when
    ///   `program` does not have the session's structure.
    func solve(_ program: Program, timeLimit: Duration?) throws -> SolveOutcome

    /// Solves `program` within `timeLimit` and at most `workLimit` simplex
    /// iterations plus branch-and-cut nodes (nil: the solver's own limits).
    /// A solver that stops at the work limit throws an error whose
    /// ``SolverLimitError/reachedWorkLimit`` is true.
    func solve(_ program: Program, timeLimit: Duration?, workLimit: Int?) throws -> SolveOutcome
}

extension LinearProgramSolverSession {
    /// Default: a session that does not count work ignores the work limit.
    public func solve(_ program: Program, timeLimit: Duration?, workLimit: Int?) throws -> SolveOutcome {
        try solve(program, timeLimit: timeLimit)
    }
}

/// The session of a solver without one of its own: each program is solved
/// afresh by the solver.
public final class ColdSolverSession: LinearProgramSolverSession {
    /// The structure of the program the session was made for.
    public let structure: ProgramStructure
    private let solver: any LinearProgramSolver

    /// A session solving programs shaped like `program` with `solver`.
    public init(solver: any LinearProgramSolver, for program: Program) {
        self.solver = solver
        structure = ProgramStructure(program)
    }

    /// Solves `program` with the solver, its time limit lowered to `timeLimit`.
    ///
    /// - Throws: ``ProgramStructureMismatch`` for a program of another
    ///   structure; the solver's own errors.
    public func solve(_ program: Program, timeLimit: Duration?) throws -> SolveOutcome {
        try solve(program, timeLimit: timeLimit, workLimit: nil)
    }

    /// Solves `program` with the solver, its time limit lowered to
    /// `timeLimit` and its work limit to `workLimit`.
    ///
    /// - Throws: ``ProgramStructureMismatch`` for a program of another
    ///   structure; the solver's own errors.
    public func solve(_ program: Program, timeLimit: Duration?, workLimit: Int?) throws -> SolveOutcome {
        if let mismatch = structure.mismatch(with: program) { throw ProgramStructureMismatch(reason: mismatch) }
        var limited = timeLimit.map { solver.limitingTime(to: $0) } ?? solver
        if let workLimit { limited = limited.limitingWork(to: workLimit) }
        return try limited.solve(program)
    }
}

/// A session was given a program of another structure.
public struct ProgramStructureMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// What differs (``ProgramStructure/mismatch(with:)``).
    public var reason: String

    public var description: String { "the session cannot solve this program: \(reason)" }
}
