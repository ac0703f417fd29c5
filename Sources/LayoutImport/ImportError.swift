/// Why a source could not be imported, with where (docs/import.md, "Errors").
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the source; nil for an error about the input as a whole (no view named so).
    public var location: ImportLocation?
    /// The file, when there is no location inside it.
    public var file: String?
    /// What was expected there, and what was found.
    public var message: String

    /// An error at `location`.
    public init(at location: ImportLocation, _ message: String) {
        self.location = location
        self.file = location.file
        self.message = message
    }

    /// An error about `file` (or the input as a whole when nil).
    public init(file: String?, _ message: String) {
        self.location = nil
        self.file = file
        self.message = message
    }

    /// `file:line:column: message`, or `file: message`.
    public var description: String {
        if let location { return "\(location): \(message)" }
        if let file { return "\(file): \(message)" }
        return message
    }
}
