/// Something the importer did that is not a literal translation, with the
/// place in the source that caused it (docs/import.md, "What is reported").
public struct ImportNote: Sendable, Hashable, CustomStringConvertible {
    /// What kind of departure from the source the note records.
    public enum Kind: String, Sendable, Hashable {
        /// A modifier that does not change layout (colour, style, gesture, accessibility, animation), left out.
        case dropped
        /// A modifier or view that may change layout but is not in the model vocabulary, left out.
        case unmodelled
        /// A view the model cannot hold, replaced by a `Fixed` of the stated size (`--placeholder`).
        case placeholder
        /// A choice the importer made for code that is not a literal layout (the first branch of an `if`, a repeat count).
        case assumed
        /// A view type defined in the given files, inlined.
        case inlined
    }

    /// What kind of note it is.
    public var kind: Kind
    /// Where in the source.
    public var location: ImportLocation
    /// What happened, in a sentence.
    public var message: String

    /// A note from its parts.
    public init(_ kind: Kind, at location: ImportLocation, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// `file:line:column: kind: message`.
    public var description: String { "\(location): \(kind.rawValue): \(message)" }
}
