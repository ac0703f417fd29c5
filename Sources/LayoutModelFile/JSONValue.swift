/// A JSON value built for writing (offset -1), or a parsed file's tree
/// (`JSONDocument.root`, with the byte offset each value starts at) for
/// tests and tools: the model reader walks the parser's tape instead
/// (`JSONElement`). Objects keep their keys in order, so the writer can
/// follow the contract's order.
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

}

/// One member of a JSON object: its key, where the key is written (the
/// offset of its opening quote, -1 in memory), and its value.
struct JSONMember: Sendable {
    var key: String
    var keyOffset: Int
    var value: JSONValue
}

extension JSONValue {
    /// The tree of the tape's top-level value, built without recursion: a
    /// container is finished when the entry past its contents is reached.
    static func tree(of view: JSONTapeView) -> JSONValue {
        /// A container being filled.
        struct Open {
            var entry: JSONTape.Entry
            var end: Int
            var values: [JSONValue] = []
            var keys: [(key: String, offset: Int)] = []
        }
        var open: [Open] = []
        var index = 0
        while true {
            let entry = view[index]
            var finished: JSONValue?
            switch entry.kind {
            case .array, .object: open.append(Open(entry: entry, end: view.end(of: index)))
            case .null: finished = JSONValue(.null, offset: entry.offset)
            case .false: finished = JSONValue(.bool(false), offset: entry.offset)
            case .true: finished = JSONValue(.bool(true), offset: entry.offset)
            case .number: finished = JSONValue(.number(Double(bitPattern: entry.payload)), offset: entry.offset)
            case .string, .escapedString: finished = JSONValue(.string(view.string(at: index)), offset: entry.offset)
            }
            index += 1
            if let value = finished {
                guard !open.isEmpty else { return value }
                open[open.count - 1].values.append(value)
            }
            // Close every container that ends here, innermost first.
            while let last = open.last, last.end == index {
                open.removeLast()
                let value: JSONValue
                if last.entry.kind == .array {
                    value = JSONValue(.array(last.values), offset: last.entry.offset)
                } else {
                    let members = zip(last.keys, last.values).map { JSONMember(key: $0.key, keyOffset: $0.offset, value: $1) }
                    value = JSONValue(.object(members), offset: last.entry.offset)
                }
                guard !open.isEmpty else { return value }
                open[open.count - 1].values.append(value)
            }
            // In an object, a key comes next.
            if let last = open.last, last.entry.kind == .object {
                open[open.count - 1].keys.append((view.string(at: index), view[index].offset))
                index += 1
            }
        }
    }
}
