/// A JSON value being read: its place in the tape of the file, read in
/// place. Copying one counts no references; its path and location are
/// worked out only when an error about it is built.
struct JSONElement {
    /// The value as the reader matches it. Strings are built from the file
    /// when asked for; arrays and objects are views of the tape.
    enum Kind {
        case null
        case bool(Bool)
        /// Always finite: the parser rejects numbers a `Double` cannot hold.
        case number(Double)
        case string(String)
        case array(JSONElements)
        case object(JSONMembers)
    }

    let tape: JSONTapeView
    /// The value's entry in the tape.
    let index: Int

    /// The value's kind, with a string's text built from the file.
    var kind: Kind {
        let entry = tape[index]
        switch entry.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(Double(bitPattern: entry.payload))
        case .string, .escapedString: return .string(tape.string(at: index))
        case .array: return .array(JSONElements(tape: tape, container: index))
        case .object: return .object(JSONMembers(tape: tape, container: index))
        }
    }

    /// The members of an object, nil for other kinds.
    var members: JSONMembers? {
        tape[index].kind == .object ? JSONMembers(tape: tape, container: index) : nil
    }

    /// True for an object.
    var isObject: Bool { tape[index].kind == .object }

    /// True for JSON `null`.
    var isNull: Bool { tape[index].kind == .null }

    /// The number, nil for other kinds (read without matching `kind`).
    var number: Double? {
        let entry = tape[index]
        return entry.kind == .number ? Double(bitPattern: entry.payload) : nil
    }

    /// Whether the value is the string `text` (compared by Unicode scalars,
    /// without building a string from the file).
    func isString(_ text: String) -> Bool {
        let kind = tape[index].kind
        return (kind == .string || kind == .escapedString) && tape.string(at: index, is: text)
    }

    /// Where the value starts in the file's bytes.
    var offset: Int { tape[index].offset }

    /// The path from the top-level value to this one.
    var path: JSONPath { tape.path(to: index) }

    /// A short rendering for error messages: scalars as written in JSON
    /// (long strings shortened), containers by their kind.
    var shortDescription: String {
        switch kind {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): JSONWriter.numberText(value)
        case .string(let value):
            value.count > 40 ? JSONWriter.quoted(String(value.prefix(37)) + "...") : JSONWriter.quoted(value)
        case .array(let values): values.isEmpty ? "an empty array" : "an array"
        case .object(let members): members.isEmpty ? "an empty object" : "an object"
        }
    }
}
