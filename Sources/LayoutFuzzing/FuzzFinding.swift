import LayoutModel

/// One case of a campaign that did not pass: the engines disagreed, an
/// engine failed, or a property did not hold.
public struct FuzzFinding: Sendable {
    /// The case's index in its campaign and the seed that rebuilds it
    /// (`TreeGenerator.problem(seed:)`).
    public var index: Int
    /// The seed the case's problem was generated from.
    public var seed: UInt64
    /// The case's problem as generated.
    public var problem: LayoutProblem
    /// What went wrong, one line (the outcome or the property).
    public var summary: String
    /// The outcome class shrinking preserves (`disagreed`, `failed`), or nil
    /// for a property violation.
    public var outcome: CaseOutcome.Kind?
    /// The property that failed, for a property violation.
    public var property: PropertyViolation?
    /// The smallest problem found that still fails the same way (set by
    /// `FuzzCampaign.shrink(_:)`).
    public var shrunk: LayoutProblem?

    /// A finding for case `index`; `shrunk` starts out nil.
    public init(
        index: Int, seed: UInt64, problem: LayoutProblem, summary: String,
        outcome: CaseOutcome.Kind? = nil, property: PropertyViolation? = nil
    ) {
        self.index = index
        self.seed = seed
        self.problem = problem
        self.summary = summary
        self.outcome = outcome
        self.property = property
    }
}
