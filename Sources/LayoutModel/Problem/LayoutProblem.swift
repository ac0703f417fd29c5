/// One layout problem: a view tree, what its root is offered, and optionally
/// the frames expected for some ids (the contents of a `layoutlp/1` model file).
public struct LayoutProblem: Sendable, Hashable {
    /// The model's name, if it has one.
    public var name: String?
    public var description: String?
    /// What the root is offered.
    public var proposal: ProposedViewSize
    /// The environment the root is laid out in (layout direction, display
    /// scale, safe area, size classes), with the problem's `proposal` as its
    /// scene (`ModelEnvironment.sceneProposal`), so size classes the model does
    /// not give are derived from the proposal. Setting it keeps everything
    /// but the scene, which always follows `proposal`.
    public var environment: ModelEnvironment {
        get {
            var environment = givenEnvironment
            environment.sceneProposal = proposal
            return environment
        }
        set {
            givenEnvironment = newValue
            givenEnvironment.sceneProposal = nil
        }
    }
    /// The environment as given, without a scene.
    private var givenEnvironment: ModelEnvironment
    /// The view tree.
    public var root: ViewNode
    /// Expected frames by id, in root coordinates, each giving some or all of
    /// x, y, width and height: what the greedy engine, and every strategy
    /// that claims the greedy rules, must produce. Ids are compared by
    /// Unicode scalars (`ModelID`), as JSON compares them.
    public var expect: [ModelID: ExpectedFrame]
    /// Expected frames by LP strategy name, then by id: what that strategy
    /// must produce where it reads the model differently from the greedy
    /// rules. See `expectations(forStrategy:claimsGreedyRules:)`.
    public var expectByStrategy: [String: [ModelID: ExpectedFrame]]
    /// Absolute tolerance in points for `expect` and `expectByStrategy` (default 0.001).
    public var tolerance: Double
    /// Why this model is not run by the corpus test yet (LayoutLP extension key
    /// `disabled`); nil for an active model.
    public var disabled: String?

    /// The tolerance used when a model gives none: 0.001 points.
    public static let defaultTolerance = 0.001

    /// A problem from its parts; only `proposal` and `root` are required.
    public init(
        name: String? = nil,
        description: String? = nil,
        proposal: ProposedViewSize,
        environment: ModelEnvironment = ModelEnvironment(),
        root: ViewNode,
        expect: [ModelID: ExpectedFrame] = [:],
        expectByStrategy: [String: [ModelID: ExpectedFrame]] = [:],
        tolerance: Double = LayoutProblem.defaultTolerance,
        disabled: String? = nil
    ) {
        self.name = name
        self.description = description
        self.proposal = proposal
        var given = environment
        given.sceneProposal = nil
        self.givenEnvironment = given
        self.root = root
        self.expect = expect
        self.expectByStrategy = expectByStrategy
        self.tolerance = tolerance
        self.disabled = disabled
    }

    /// The frames an engine running the strategy `name` must produce, by id.
    ///
    /// - A strategy that claims the greedy rules (the greedy engine itself,
    ///   `exact`) must meet `expect`; where `expectByStrategy[name]` names an
    ///   id too, that frame replaces the one in `expect` as a whole (its
    ///   missing components are not filled in from `expect`).
    /// - Any other strategy must meet `expectByStrategy[name]` only: `expect`
    ///   describes the greedy rules, which such a strategy does not promise.
    ///   A strategy named nowhere has no expectations.
    public func expectations(forStrategy name: String, claimsGreedyRules: Bool) -> [ModelID: ExpectedFrame] {
        let own = expectByStrategy[name] ?? [:]
        guard claimsGreedyRules else { return own }
        return expect.merging(own) { _, strategyFrame in strategyFrame }
    }
}
