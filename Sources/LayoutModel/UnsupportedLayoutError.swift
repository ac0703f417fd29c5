/// An engine met a view or modifier it does not lay out yet. Engines never
/// skip such a node silently.
public struct UnsupportedLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    public var engine: String
    /// The node's path in the layout tree.
    public var path: String
    /// The view type or modifier key.
    public var element: String
    /// Where support is planned, or why it is missing.
    public var note: String

    public init(engine: String, path: String, element: String, note: String) {
        self.engine = engine
        self.path = path
        self.element = element
        self.note = note
    }

    public var description: String {
        "\(path): the \(engine) engine does not lay out `\(element)` yet (\(note))"
    }
}
