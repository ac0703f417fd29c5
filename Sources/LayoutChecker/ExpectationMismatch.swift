import LayoutModel

/// A frame an engine produced for an id that differs from the model's `expect`.
public struct ExpectationMismatch: Sendable, Hashable, CustomStringConvertible {
    public var id: String
    /// The node path of the id, or nil when the id is not in the tree.
    public var path: String?
    public var expected: Rect
    /// The engine's frame, or nil when the id is not in the tree.
    public var actual: Rect?
    public var components: [String]

    public var description: String {
        guard let actual, let path else { return "#\(id): expected \(expected), but no view has this id" }
        return "#\(id) (\(path)): expected \(expected), got \(actual) [\(components.joined(separator: ", ")) differ]"
    }
}
