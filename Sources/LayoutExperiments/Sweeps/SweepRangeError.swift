/// A sweep range (`--width A:B:STEP`) that cannot be read.
public struct SweepRangeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text as given.
    public var text: String
    /// What was expected instead.
    public var expected: String

    /// The error for `text`, saying what was `expected`.
    public init(text: String, expected: String) {
        self.text = text
        self.expected = expected
    }

    public var description: String { "expected \(expected), got \"\(text)\"" }
}
