import LayoutModel

/// One engine in an N-way check: its name, role, outcome, and the frames the
/// model expects of it.
public struct CheckedEngine: Sendable {
    /// The engine's name as reports print it (`greedy`, `lp/exact`, ...).
    public var name: String
    /// How the engine's differences from the reference are judged.
    public var role: EngineRole
    /// What the engine produced: a layout, a refusal, no layout, or a failure.
    public var outcome: EngineOutcome
    /// The expectations that apply to this engine (a model's `expect`, or its
    /// `expectByStrategy` entry; see `LayoutProblem.expectations(forStrategy:claimsGreedyRules:)`).
    public var expectations: [ModelID: ExpectedFrame]

    /// An engine entry with its outcome and the expectations that apply to it.
    public init(name: String, role: EngineRole, outcome: EngineOutcome, expectations: [ModelID: ExpectedFrame]) {
        self.name = name
        self.role = role
        self.outcome = outcome
        self.expectations = expectations
    }
}
