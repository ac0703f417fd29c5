/// The strategies a name can choose (`layoutlp --engine NAME`), in the
/// order they are listed. The built-in registry holds `exact` and the four
/// declarative strategies with their default parameters; a program that
/// embeds LayoutLP can register its own.
public struct StrategyRegistry: Sendable {
    /// The registered strategies, in listing order.
    public private(set) var strategies: [any LayoutStrategy]

    /// A registry of `strategies` (names must be unique; a later duplicate
    /// replaces the earlier one).
    public init(_ strategies: [any LayoutStrategy] = []) {
        self.strategies = []
        for strategy in strategies { register(strategy) }
    }

    /// Adds `strategy`, replacing one of the same name.
    public mutating func register(_ strategy: any LayoutStrategy) {
        if let index = strategies.firstIndex(where: { $0.name == strategy.name }) {
            strategies[index] = strategy
        } else {
            strategies.append(strategy)
        }
    }

    /// The strategy named `name`, or nil.
    public func strategy(named name: String) -> (any LayoutStrategy)? {
        strategies.first { $0.name == name }
    }

    /// The strategy a specification names: `NAME` (default parameters) or
    /// `NAME:KEY=VALUE,KEY=VALUE` (`weighted:scope=global`,
    /// `min-deviation:mode=stack-max`).
    ///
    /// - Throws: ``StrategyParameterError`` for an unknown name, a malformed
    ///   parameter, or a parameter the strategy does not have or take.
    public func strategy(from specification: String) throws(StrategyParameterError) -> any LayoutStrategy {
        let parts = specification.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard let base = strategy(named: name) else {
            throw StrategyParameterError(specification: specification, expected: "one of " + names.joined(separator: ", "))
        }
        guard parts.count == 2 else { return base }
        var strategy = base
        var given = Set<String>()
        // The parameters it takes: those it says it accepts, else those it reports.
        let known = (base.acceptedValues.isEmpty ? Array(base.parameters.keys) : Array(base.acceptedValues.keys)).sorted()
        for assignment in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
            let pair = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[0].isEmpty else {
                throw StrategyParameterError(
                    specification: specification, strategy: name, expected: "KEY=VALUE after \"\(name):\", not \"\(assignment)\"")
            }
            let (key, value) = (String(pair[0]), String(pair[1]))
            guard given.insert(key).inserted else {
                throw StrategyParameterError(
                    specification: specification, strategy: name, expected: "each parameter once, not \(key) twice")
            }
            guard let next = Self.set(strategy, key, value) else {
                guard !known.isEmpty else {
                    throw StrategyParameterError(specification: specification, strategy: name, expected: "no parameters for \(name)")
                }
                guard known.contains(key) else {
                    throw StrategyParameterError(
                        specification: specification, strategy: name,
                        expected: "one of \(name)'s parameters \(ParameterValues.alternatives(known)) (docs/strategies.md), not \(key)")
                }
                let accepted = base.acceptedValues[key].map { "\(key) to be \($0)" } ?? "a valid value for \(key)"
                // `weighted:scope=global;strength=2` reads as one value of scope.
                let separator = value.contains(";") ? "; parameters are separated by commas, NAME:KEY=VALUE,KEY=VALUE" : ""
                throw StrategyParameterError(
                    specification: specification, strategy: name, expected: "\(accepted) (docs/strategies.md), not \(value)\(separator)")
            }
            strategy = next
        }
        return strategy
    }

    private static func set<S: LayoutStrategy>(_ strategy: S, _ parameter: String, _ value: String) -> (any LayoutStrategy)? {
        strategy.setting(parameter, to: value)
    }

    /// The registered names, in listing order.
    public var names: [String] { strategies.map(\.name) }

    /// `exact`, `decomposed`, `lex-fair`, `weighted`, `soft-ideal`, `min-deviation`, each
    /// with its default parameters (docs/strategies.md).
    public static let builtIn = StrategyRegistry([
        ExactStrategy(),
        DecomposedStrategy(),
        LexFairStrategy(),
        WeightedStrategy(),
        SoftIdealStrategy(),
        MinDeviationStrategy(),
    ])
}
