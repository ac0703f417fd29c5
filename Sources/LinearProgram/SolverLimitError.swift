/// An error a solver throws that may say it stopped at its work limit
/// (``LinearProgramSolverSession/solve(_:timeLimit:workLimit:)``), so a
/// caller that counts work across solves knows the budget is spent.
public protocol SolverLimitError: Error {
    /// Whether the solve stopped because its work limit ran out.
    var reachedWorkLimit: Bool { get }
}
