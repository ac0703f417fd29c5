import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutModel

/// One engine of an experiment, named as on the command line: `greedy`, or
/// an LP strategy specification (`exact`, `decomposed`,
/// `weighted:scope=global`; docs/strategies.md). `compare`, `sweep` and
/// `explain` name engines this way, and their outputs use `name`.
public enum ExperimentEngine: Hashable, Sendable, CustomStringConvertible {
    /// The greedy reference engine.
    case greedy
    /// The LP engine with the strategy this specification names.
    case lp(specification: String)

    /// The engine `text` names: `greedy`, else a strategy specification
    /// the registry accepts.
    ///
    /// - Throws: `StrategyParameterError` for a specification the
    ///   registry does not accept.
    public init(_ text: String, registry: StrategyRegistry = .builtIn) throws(StrategyParameterError) {
        if text == "greedy" {
            self = .greedy
            return
        }
        _ = try registry.strategy(from: text)
        self = .lp(specification: text)
    }

    /// `greedy`, or `lp/` and the strategy's summary with its parameters
    /// (`lp/exact`, `lp/weighted(scope=global, strength=…)`).
    public func name(registry: StrategyRegistry = .builtIn) -> String {
        switch self {
        case .greedy: "greedy"
        case .lp(let specification): "lp/" + ((try? registry.strategy(from: specification).summary) ?? specification)
        }
    }

    public var description: String { name() }

    /// Whether the engine claims SwiftUI's greedy rules (greedy itself,
    /// `exact`, `decomposed`): a difference from greedy is then an error,
    /// not a finding.
    public func claimsGreedyRules(registry: StrategyRegistry = .builtIn) -> Bool {
        switch self {
        case .greedy: true
        case .lp(let specification): (try? registry.strategy(from: specification).claimsGreedyRules) ?? false
        }
    }

    /// The engine itself; an LP engine solves with GLPK under `solver`'s
    /// options and builds with `options`.
    ///
    /// - Throws: `StrategyParameterError` (only if the registry changed
    ///   since the engine was named).
    public func engine(
        registry: StrategyRegistry = .builtIn, solver: GLPKSolver.Options = GLPKSolver.Options(),
        options: LPLayoutOptions = LPLayoutOptions()
    ) throws(StrategyParameterError) -> any LayoutEngine {
        switch self {
        case .greedy:
            return GreedyLayoutEngine()
        case .lp(let specification):
            return LPLayoutEngine(
                strategy: try registry.strategy(from: specification), solver: GLPKSolver(options: solver), options: options)
        }
    }
}
