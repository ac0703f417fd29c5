import LayoutModel

/// Why a model file could not be read: the file, the JSON path of the
/// offending value, what the format expects there and what the file holds.
///
/// Its description reads like a compiler diagnostic (one line; wrapped here):
///
/// ```
/// Models/a.json:12:7: $.root.children[1].modifiers[0].frame.minWidth: expected a number, "infinity" or
/// {"env": "nookContentInsets.<edge>"}; found "abc"
/// ```
public struct ModelFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as it was named to the reader (`load(path:)` or `decode(_:file:)`).
    public var file: String
    /// The JSONPath of the offending value, such as `$.root.children[1].id`;
    /// `$` for the whole file (including when it cannot be read).
    public var jsonPath: String
    /// What the format expects at `jsonPath`, in words.
    public var expected: String
    /// A short rendering of what the file holds there, or `missing`.
    public var found: String
    /// The 1-based line of the offending value, when known.
    public var line: Int?
    /// The 1-based column (in Unicode scalars) of the offending value, when known.
    public var column: Int?

    /// Creates an error; `line` and `column` are nil when the position is unknown.
    public init(file: String, jsonPath: String, expected: String, found: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.jsonPath = jsonPath
        self.expected = expected
        self.found = found
        self.line = line
        self.column = column
    }

    /// An error at a location read from the file (`.none` leaves line and column nil).
    init(file: String, jsonPath: String, expected: String, found: String, location: SourceLocation) {
        self.init(
            file: file, jsonPath: jsonPath, expected: expected, found: found,
            line: location.isKnown ? location.line : nil, column: location.isKnown ? location.column : nil)
    }

    /// `file:line:column: path: expected ...; found ...` (line and column only
    /// when known; the file with what does not print as itself escaped,
    /// `PrintableText`, like every string of the model in `found`). A file
    /// that could not be read has no JSON path to name: `file: expected a
    /// readable model file; found no such file` (``jsonPath`` is `$`).
    public var description: String {
        var position = PrintableText.escaped(file)
        if let line {
            position += ":\(line)"
            if let column { position += ":\(column)" }
        }
        let path = expected == Self.unreadable ? "" : "\(jsonPath): "
        return "\(position): \(path)expected \(expected); found \(found)"
    }

    /// What an error about a file that cannot be read expects.
    static let unreadable = "a readable model file"
}

extension ModelFileError {
    /// The same error with another `found` text.
    func replacingFound(_ text: String) -> ModelFileError {
        var copy = self
        copy.found = text
        return copy
    }
}
