import LayoutModel

/// A frame an engine produced for an id that differs from the model's
/// expectation (`expect`, or the strategy's `expectByStrategy`).
public struct ExpectationMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The id whose frame is off.
    public var id: ModelID
    /// The node path of the id, or nil when the id is not in the tree.
    public var path: String?
    /// The expected frame, possibly partial (`x — y — w 72.5 h —`).
    public var expected: ExpectedFrame
    /// The engine's frame, or nil when the id is not in the tree.
    public var actual: Rect?
    /// The given components of `expected` that differ (`"x"`, `"width"`, ...).
    public var components: [String]

    public var description: String {
        let id = PrintableText.escaped(id.text)
        guard let actual, let path else { return "#\(id): expected \(expected), but no view has this id" }
        return "#\(id) (\(path)): expected \(expected), got \(actual) [\(components.joined(separator: ", ")) differ]"
    }
}
