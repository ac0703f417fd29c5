/// A strategy specification (`NAME[:KEY=VALUE,...]`) that names no
/// registered strategy, or a parameter it does not have or cannot take.
public struct StrategyParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The specification as given.
    public var specification: String
    /// What was expected, such as `one of exact, lex-fair` or `scope: container or global`.
    public var expected: String
    /// The registered strategy the specification names, when the error is
    /// about its parameters; nil when the name itself is unknown.
    public var strategy: String?

    /// An error about `specification`, saying what was `expected`; `strategy`
    /// when the name is known and a parameter is wrong.
    public init(specification: String, strategy: String? = nil, expected: String) {
        self.specification = specification
        self.expected = expected
        self.strategy = strategy
    }

    public var description: String { "strategy \"\(specification)\": expected \(expected)" }
}
