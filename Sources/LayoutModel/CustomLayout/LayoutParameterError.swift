/// A parameter a registered layout cannot take: its name and what was
/// expected (a model file's reader adds the file and JSON path).
public struct LayoutParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parameter's name.
    public var parameter: String
    /// What the layout accepts there, in words.
    public var expected: String

    /// `parameter` should have been `expected`.
    public init(parameter: String, expected: String) {
        self.parameter = parameter
        self.expected = expected
    }

    public var description: String { "parameter \(parameter): expected \(expected)" }
}
