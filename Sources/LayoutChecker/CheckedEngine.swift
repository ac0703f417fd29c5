import LayoutModel

/// One engine in an N-way check: its name, role, outcome, and the frames the
/// model expects of it.
public struct CheckedEngine: Sendable {
    public var name: String
    public var role: EngineRole
    public var outcome: EngineOutcome
    /// The expectations that apply to this engine (a model's `expect`, or its
    /// `expectByStrategy` entry; see `LayoutProblem.expectations(forStrategy:claimsGreedyRules:)`).
    public var expectations: [ModelID: ExpectedFrame]

    public init(name: String, role: EngineRole, outcome: EngineOutcome, expectations: [ModelID: ExpectedFrame]) {
        self.name = name
        self.role = role
        self.outcome = outcome
        self.expectations = expectations
    }
}
