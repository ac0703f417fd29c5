import LinearProgram

/// Why GLPK did not run properly: the program was invalid for it, GLPK
/// reported an error or a limit, or it failed fatally. Thrown by
/// ``GLPKSolver``; a program that merely has no optimum is not an error but a
/// `SolveOutcome/noOptimum(_:)` answer.
public enum GLPKError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The program failed solver-independent validation (`Program/validate()`),
    /// or merging repeated terms made a coefficient non-finite.
    case invalidProgram(ProgramError)
    /// GLPK cannot store this variable or constraint name: it is longer than
    /// 255 bytes or contains a control character.
    case nameRejected(String, reason: String)
    /// An integer variable has a finite bound that is not a whole number;
    /// `glp_intopt` would refuse the program with `GLP_EBOUND`.
    case fractionalIntegerBound(variable: String, bound: Double)
    /// The program has more rows, columns or non-zeros than GLPK's `int`
    /// indices can address.
    case tooLarge(what: String, count: Int)
    /// An option is out of range (``GLPKSolver/Options``).
    case invalidOption(String)
    /// A GLPK routine returned an error code, such as `glp_simplex`
    /// returning `GLP_ESING` (singular basis matrix) or `GLP_EITLIM`.
    case solverFailed(routine: String, code: Int32, name: String, meaning: String)
    /// GLPK finished but left a solution status that is neither optimal nor
    /// a known "no optimum" status (such as `GLP_UNDEF`).
    case unexpectedStatus(routine: String, status: Int32, name: String)
    /// The time limit (``GLPKSolver/Options/timeLimit``) ran out while
    /// optimising the objective at `objectiveIndex` (`GLP_ETMLIM`).
    case timeLimitReached(routine: String, objectiveIndex: Int)
    /// The work limit (``GLPKSolver/Options/workLimit``: simplex iterations
    /// plus branch-and-cut nodes) ran out while optimising the objective at
    /// `objectiveIndex`.
    case workLimitReached(routine: String, objectiveIndex: Int)
    /// GLPK hit a fatal error (which would have aborted the process) inside
    /// `routine`; `message` is what GLPK printed. The guard freed the
    /// thread's GLPK environment, so the problem object is gone too.
    case fatalError(routine: String, message: String)
    /// A GLPK problem object (a ``GLPKSession``'s) was used on a thread
    /// other than the one that created it; GLPK allocates it from that
    /// thread's environment, so no GLPK routine was called.
    case wrongThread(routine: String)
    /// A ``GLPKSession`` was asked to solve a program whose structure
    /// (identity, numbers of variables, rows or objectives) is not the one
    /// it was created for.
    case structureMismatch(String)
    /// Reading or writing a file failed (`glp_write_lp` and the like returned
    /// non-zero); GLPK's message is in `message`.
    case fileFailed(routine: String, path: String, message: String)

    /// A readable description naming the offending item.
    public var description: String {
        switch self {
        case .invalidProgram(let error):
            "invalid program: \(error)"
        case .nameRejected(let name, let reason):
            "GLPK cannot use the name '\(name)': \(reason)"
        case .fractionalIntegerBound(let variable, let bound):
            "integer variable '\(variable)' has the fractional bound \(bound)"
        case .tooLarge(let what, let count):
            "the program has \(count) \(what), more than GLPK can index"
        case .invalidOption(let message):
            "invalid option: \(message)"
        case .solverFailed(let routine, let code, let name, let meaning):
            "\(routine) returned \(name) (\(code)): \(meaning)"
        case .unexpectedStatus(let routine, let status, let name):
            "\(routine) left the unexpected solution status \(name) (\(status))"
        case .timeLimitReached(let routine, let objectiveIndex):
            "time limit reached in \(routine) while optimising objective \(objectiveIndex)"
        case .workLimitReached(let routine, let objectiveIndex):
            "work limit reached in \(routine) while optimising objective \(objectiveIndex)"
        case .fatalError(let routine, let message):
            "GLPK failed fatally in \(routine): \(message)"
        case .wrongThread(let routine):
            "\(routine) was not called: the GLPK problem object belongs to another thread"
        case .structureMismatch(let message):
            "the session cannot solve this program: \(message)"
        case .fileFailed(let routine, let path, let message):
            "\(routine) failed for '\(path)': \(message)"
        }
    }
}

extension GLPKError: SolverLimitError {
    /// Whether the solve stopped at its work limit.
    public var reachedWorkLimit: Bool {
        if case .workLimitReached = self { true } else { false }
    }
}
