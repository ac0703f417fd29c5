/// A JSON document built for output (`layoutlp check --json`, `fuzz
/// --json`, `solve --json --all`), written with the model writer's rules:
/// keys in the order given, two-space indentation, integers without a
/// fraction, infinities as the strings `"infinity"` and `"-infinity"`,
/// strings escaped so they are safe on a terminal.
public indirect enum JSONOutput: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: whole numbers without a fraction, infinities as strings.
    case number(Double)
    /// A string, escaped.
    case string(String)
    /// An array, elements in order.
    case array([JSONOutput])
    /// Members in the order given.
    case object([(String, JSONOutput)])

    /// `value` as a number, or null when it is nil.
    public static func numberOrNull(_ value: Double?) -> JSONOutput { value.map { .number($0) } ?? .null }

    /// `value` as a string, or null when it is nil.
    public static func stringOrNull(_ value: String?) -> JSONOutput { value.map { .string($0) } ?? .null }

    /// The pretty text, ending with a newline.
    public var text: String { JSONWriter.render(value) }

    /// The text on one line, without a newline (for JSON lines).
    public var line: String { JSONWriter.inline(value) }

    private var value: JSONValue {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let values): .array(values.map(\.value))
        case .object(let members): .object(members.map { ($0.0, $0.1.value) })
        }
    }
}
