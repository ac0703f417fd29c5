/// A JSON value as read from a model file (with the byte offset it starts
/// at, which `SourceText` turns into a line and column for errors) or built
/// for writing (offset -1). Objects keep their keys in order, so
/// errors can follow the file and the writer can follow the contract's order.
struct JSONValue: Sendable {
    /// The JSON types.
    enum Kind: Sendable {
        case null
        case bool(Bool)
        /// Always finite: the parser rejects numbers a `Double` cannot hold.
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    var kind: Kind
    /// Where the value starts in the file's bytes; -1 for a value built in memory.
    var offset: Int

    init(_ kind: Kind, offset: Int = -1) {
        self.kind = kind
        self.offset = offset
    }

    static let null = JSONValue(.null)
    static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }
    static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }
    static func array(_ values: [JSONValue]) -> JSONValue { JSONValue(.array(values)) }

    /// A number; infinities and NaN, which JSON cannot hold, become the strings
    /// `"infinity"`, `"-infinity"` and `"NaN"`.
    static func number(_ value: Double) -> JSONValue {
        if value.isNaN { return .string("NaN") }
        if value.isInfinite { return .string(value > 0 ? "infinity" : "-infinity") }
        return JSONValue(.number(value))
    }

    /// An object with members in the given order.
    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { JSONMember(key: $0.0, keyOffset: -1, value: $0.1) }))
    }

    /// The members of an object, nil for other kinds.
    var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

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

/// One member of a JSON object: its key, where the key is written (the
/// offset of its opening quote, -1 in memory), and its value.
struct JSONMember: Sendable {
    var key: String
    var keyOffset: Int
    var value: JSONValue
}
