/// A vertical alignment guide: a named horizontal line inside a view.
public enum VerticalAlignment: Sendable, Hashable, CustomStringConvertible {
    /// The top edge, the vertical centre, the bottom edge, and a Text's first and last baselines (the bottom edge for a view without text).
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    /// A custom guide; its default value is the view's vertical centre.
    case custom(String)

    /// The model-file name of the guide.
    public var name: String {
        switch self {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case .custom(let name): name
        }
    }

    /// The built-in guide named `name`, or nil for a custom name.
    public static func builtIn(_ name: String) -> VerticalAlignment? {
        switch name {
        case "top": .top
        case "center": .center
        case "bottom": .bottom
        case "firstTextBaseline": .firstTextBaseline
        case "lastTextBaseline": .lastTextBaseline
        default: nil
        }
    }

    public var description: String { name }
}
