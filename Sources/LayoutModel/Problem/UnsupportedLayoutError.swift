/// An engine met a view or modifier it does not lay out yet. Engines never
/// skip such a node silently.
public struct UnsupportedLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The engine that refused (`greedy`, `lp/exact`, ...).
    public var engine: String
    /// The node's path in the layout tree.
    public var path: String
    /// What is not laid out: a view type or modifier key (`aspectRatio`,
    /// printed in backticks), or a phrase naming a part of one (`the
    /// \`aspect-ratio\` row`, `a stack child's length`), printed as written.
    public var element: String
    /// Where support is planned, or why it is missing.
    public var note: String

    /// An error from `engine` about `element` at `path`, with a `note` on where support is planned or why it is missing.
    public init(engine: String, path: String, element: String, note: String) {
        self.engine = engine
        self.path = path
        self.element = element
        self.note = note
    }

    /// `path: the engine does not lay out element yet (note)`, the element in
    /// backticks when it is a name (no spaces), as written when it is a phrase.
    public var description: String {
        let named = element.contains(" ") ? element : "`\(element)`"
        return "\(path): the \(engine) engine does not lay out \(named) yet (\(note))"
    }
}
