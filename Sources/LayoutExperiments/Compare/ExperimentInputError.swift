/// What `compare` could not use among its inputs, naming the argument and
/// what was expected (bad input: exit 2).
public struct ExperimentInputError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The argument or option value at fault (`Models/nope.json`, `--width 10:5:1`).
    public var subject: String
    /// What was expected there.
    public var expected: String

    /// An error about `subject`.
    public init(subject: String, expected: String) {
        self.subject = subject
        self.expected = expected
    }

    /// `subject: expected`.
    public var description: String { "\(subject): \(expected)" }
}
