/// Where a value starts in a model file: 1-based line and column (columns
/// count Unicode scalars, so a line with "é" is not shifted by its two bytes).
struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    var line: Int
    var column: Int

    /// The location of values built in memory rather than read from a file.
    static let none = SourceLocation(line: 0, column: 0)

    /// True for a location read from a file.
    var isKnown: Bool { line > 0 }

    static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    var description: String { "\(line):\(column)" }
}
