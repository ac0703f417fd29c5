/// One layout problem: a view tree, what its root is offered, and optionally
/// the frames expected for some ids (the contents of a `layoutlp/1` model file).
public struct LayoutProblem: Sendable, Hashable {
    public var name: String?
    public var description: String?
    public var proposal: ProposedViewSize
    public var environment: ModelEnvironment
    public var root: ViewNode
    /// Expected frames by id, in root coordinates.
    public var expect: [String: Rect]
    /// Absolute tolerance in points for `expect` (default 0.001).
    public var tolerance: Double
    /// Why this model is not run by the corpus test yet (LayoutLP extension key
    /// `disabled`); nil for an active model.
    public var disabled: String?

    public static let defaultTolerance = 0.001

    public init(
        name: String? = nil,
        description: String? = nil,
        proposal: ProposedViewSize,
        environment: ModelEnvironment = ModelEnvironment(),
        root: ViewNode,
        expect: [String: Rect] = [:],
        tolerance: Double = LayoutProblem.defaultTolerance,
        disabled: String? = nil
    ) {
        self.name = name
        self.description = description
        self.proposal = proposal
        self.environment = environment
        self.root = root
        self.expect = expect
        self.tolerance = tolerance
        self.disabled = disabled
    }
}
