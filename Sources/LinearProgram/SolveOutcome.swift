/// The answer of a solver that ran properly.
public enum SolveOutcome: Sendable {
    /// An optimal solution (for every objective, in order).
    case optimal(Solution)
    /// The program has no optimum; the payload says why.
    case noOptimum(NoOptimum)

    /// The solution, or nil when there is no optimum.
    public var solution: Solution? {
        if case .optimal(let solution) = self { solution } else { nil }
    }

    /// Why there is no optimum, or nil when there is one.
    public var noOptimum: NoOptimum? {
        if case .noOptimum(let reason) = self { reason } else { nil }
    }
}
