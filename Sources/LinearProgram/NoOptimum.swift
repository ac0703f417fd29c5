/// The answer "no optimum": why, for which objective, in the solver's words.
public struct NoOptimum: Hashable, Sendable, CustomStringConvertible {
    /// Why there is no optimum.
    public let reason: NoOptimumReason
    /// The index of the objective being optimised when this was found (0
    /// for the first; 0 also for a program without objectives). A later
    /// objective can only be unbounded, since the earlier ones found a
    /// feasible point.
    public let objectiveIndex: Int
    /// The solver's own statement, such as `glp_simplex returned 0, status
    /// GLP_NOFEAS`.
    public let detail: String

    /// A no-optimum answer; solvers create these.
    public init(reason: NoOptimumReason, objectiveIndex: Int, detail: String) {
        self.reason = reason
        self.objectiveIndex = objectiveIndex
        self.detail = detail
    }

    /// `infeasible (objective 0): detail`.
    public var description: String {
        "\(reason.rawValue) (objective \(objectiveIndex)): \(detail)"
    }
}
