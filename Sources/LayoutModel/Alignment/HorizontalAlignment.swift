/// A horizontal alignment guide: a named vertical line inside a view.
public enum HorizontalAlignment: Sendable, Hashable, CustomStringConvertible {
    /// The leading edge, the horizontal centre, the trailing edge.
    case leading, center, trailing
    /// A custom guide (SwiftUI's custom `AlignmentID`). Its default value is the
    /// view's horizontal centre (documented choice, see docs/greedy-semantics.md).
    case custom(String)

    /// The model-file name of the guide.
    public var name: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        case .custom(let name): name
        }
    }

    /// The built-in guide named `name`, or nil for a custom name.
    public static func builtIn(_ name: String) -> HorizontalAlignment? {
        switch name {
        case "leading": .leading
        case "center": .center
        case "trailing": .trailing
        default: nil
        }
    }

    public var description: String { name }
}
