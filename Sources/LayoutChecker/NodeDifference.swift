import LayoutModel

/// A node whose frame differs between two results.
public struct NodeDifference: Sendable, Hashable, CustomStringConvertible {
    public var node: Int
    public var path: String
    public var id: String?
    public var left: Rect
    public var right: Rect
    public var components: [String]

    public var description: String {
        "\(path)\(id.map { " #\($0)" } ?? ""): \(left) vs \(right) [\(components.joined(separator: ", ")) differ]"
    }
}
