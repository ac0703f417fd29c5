import LayoutModel

/// A node whose frame differs between two results.
public struct NodeDifference: Sendable, Hashable, CustomStringConvertible {
    /// The node's index in the tree.
    public var node: Int
    /// The node's path (`root/0/frame`).
    public var path: String
    /// The node's model id, if any.
    public var id: String?
    /// The node's frame in the left (reference) result.
    public var left: Rect
    /// The node's frame in the right result.
    public var right: Rect
    /// The components that differ beyond the tolerance, by name (`"x"`, `"width"`, ...).
    public var components: [String]

    public var description: String {
        "\(path)\(id.map { " #\($0)" } ?? ""): \(left) vs \(right) [\(components.joined(separator: ", ")) differ]"
    }
}
