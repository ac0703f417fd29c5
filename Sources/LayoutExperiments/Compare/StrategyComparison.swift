import GLPKBackend
import LPLayout
import LayoutChecker
import LayoutMetrics
import LayoutModel

/// One tree laid out by the greedy engine and by any engines, in a line, for
/// tests and notebooks: the frames by id, and how each engine compares with
/// greedy (docs/research.md, "Comparisons in tests").
///
/// ```swift
/// @Test(arguments: ["exact", "decomposed", "lex-fair", "weighted"])
/// func aStaysWithinItsFrame(strategy: String) throws {
///     let comparison = try StrategyComparison(row, proposal: ProposedViewSize(width: 240, height: 20), engines: [strategy])
///     #expect(try #require(comparison.frame("a", engine: strategy)).width <= 100)
/// }
/// ```
///
/// An engine that refuses the tree or finds no layout is kept with its
/// error (``outcome(_:)``), so a parameterised test can assert refusals too.
public struct StrategyComparison: Sendable {
    /// The tree laid out.
    public let tree: LayoutTree
    /// The root proposal.
    public let proposal: ProposedViewSize
    /// The greedy engine's result, the reference.
    public let reference: LayoutResult
    /// The engines compared, in the order given (greedy is not among them
    /// unless named).
    public let engines: [ExperimentEngine]
    /// The strategies the engine names were read against.
    public let registry: StrategyRegistry
    private let outcomes: [ExperimentEngine: Result<LayoutResult, ComparisonFailure>]

    /// Why an engine gave no result: its error's description.
    public struct ComparisonFailure: Error, Sendable, Hashable, CustomStringConvertible {
        public var description: String
    }

    /// Lays `tree` out at `proposal` with greedy and with each engine
    /// named in `engines` (`exact`, `lex-fair`, `weighted:scope=global`,
    /// `greedy`).
    ///
    /// - Throws: `StrategyParameterError` for a name no engine has, or the
    ///   greedy engine's error (without a reference nothing compares).
    public init(
        _ tree: LayoutTree, proposal: ProposedViewSize, engines names: [String],
        solver: GLPKSolver.Options = GLPKSolver.Options(), registry: StrategyRegistry = .builtIn
    ) throws {
        self.tree = tree
        self.proposal = proposal
        self.registry = registry
        engines = try names.map { name throws(StrategyParameterError) in try ExperimentEngine(name, registry: registry) }
        reference = try ExperimentEngine.greedy.engine().layout(tree, proposal: proposal)
        var outcomes: [ExperimentEngine: Result<LayoutResult, ComparisonFailure>] = [:]
        for engine in engines where outcomes[engine] == nil {
            do {
                outcomes[engine] = .success(try engine.engine(registry: registry, solver: solver).layout(tree, proposal: proposal))
            } catch {
                outcomes[engine] = .failure(ComparisonFailure(description: String(describing: error)))
            }
        }
        self.outcomes = outcomes
    }

    /// `init(_:proposal:engines:solver:)` for a view built with the DSL.
    public init(
        _ view: some View, proposal: ProposedViewSize, engines names: [String],
        solver: GLPKSolver.Options = GLPKSolver.Options(), registry: StrategyRegistry = .builtIn
    ) throws {
        try self.init(LayoutTree(view.node), proposal: proposal, engines: names, solver: solver, registry: registry)
    }

    /// The engine `name` gave: its result or why it gave none; nil for a
    /// name that was not compared.
    public func outcome(_ name: String) -> Result<LayoutResult, ComparisonFailure>? {
        guard let engine = try? ExperimentEngine(name, registry: registry) else { return nil }
        if engine == .greedy { return .success(reference) }
        return outcomes[engine]
    }

    /// The result of engine `name`, nil when it gave none.
    public func result(_ name: String) -> LayoutResult? {
        guard case .success(let result)? = outcome(name) else { return nil }
        return result
    }

    /// The layout frame of the view or modifier with `id` from engine `name`.
    public func frame(_ id: ModelID, engine name: String) -> Rect? {
        result(name)?.framesByID(in: tree)[id]
    }

    /// How many nodes engine `name` places within `tolerance` of greedy,
    /// with a 95% interval (docs/metrics.md, "Agreement rate"); nil when it
    /// gave no result.
    public func agreement(_ name: String, tolerance: Tolerance = Tolerance(1e-6)) -> AgreementRate? {
        guard let result = result(name) else { return nil }
        let comparison = ResultComparison(tree: tree, left: reference, right: result, tolerance: tolerance)
        let differing = Set(comparison.differences.map(\.node))
        return AgreementRate(counting: tree.nodes.indices.map { !differing.contains($0) })
    }

    /// Whether engine `name` gives greedy's frames within `tolerance`.
    public func agreesWithGreedy(_ name: String, tolerance: Tolerance = Tolerance(1e-6)) -> Bool {
        guard let rate = agreement(name, tolerance: tolerance) else { return false }
        return rate.agreed == rate.total
    }
}
