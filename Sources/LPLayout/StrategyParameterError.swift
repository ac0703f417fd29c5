/// A strategy specification (`NAME[:KEY=VALUE,...]`) that names no
/// registered strategy, or a parameter it does not have or cannot take.
public struct StrategyParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The specification as given.
    public var specification: String
    /// What was expected, such as `one of exact, lex-fair` or `scope: container or global`.
    public var expected: String

    /// An error about `specification`, saying what was `expected`.
    public init(specification: String, expected: String) {
        self.specification = specification
        self.expected = expected
    }

    public var description: String { "strategy \"\(specification)\": expected \(expected)" }
}
