import LayoutModel

/// Renders a `JSONValue` as deterministic, readable JSON: two-space
/// indentation, keys in the order given, integers without a fraction, and
/// small containers on one line so that a frame or a modifier reads at a glance.
enum JSONWriter {
    /// Lines longer than this are broken even when their value is small.
    static let lineWidth = 100

    /// Indentation stops growing past this many levels, so that the text of
    /// a deep tree grows with its size, not with the square of its depth
    /// (10,000 nested stacks would otherwise take 400 MB of spaces).
    static let maximumIndentLevels = 64

    /// The indentation of `level`, capped at `maximumIndentLevels`.
    private static func indentation(_ level: Int) -> String {
        String(repeating: "  ", count: min(level, maximumIndentLevels))
    }

    /// The pretty text of `value`, ending with a newline.
    static func render(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, prefixLength: 0, to: &output)
        output += "\n"
        return output
    }

    /// The one-line text of `value`: `{ "a": 1, "b": [1, 2] }`.
    static func inline(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return numberText(number)
        case .string(let string): return quoted(string)
        case .array(let values):
            return "[" + values.map(inline).joined(separator: ", ") + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{ " + members.map { quoted($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + " }"
        }
    }

    /// Writes `value` at `indent` levels, its first line already holding
    /// `prefixLength` characters (the indentation and the key).
    private static func write(_ value: JSONValue, indent: Int, prefixLength: Int, to output: inout String) {
        // Only a value that may go on one line is rendered inline first: rendering every
        // container's whole subtree would take time quadratic in the depth.
        if fitsOnOneLine(value), inlineLength(value, limit: lineWidth - prefixLength) != nil {
            output += inline(value)
            return
        }
        let padding = indentation(indent + 1)
        switch value.kind {
        case .array(let values):
            output += "[\n"
            for (index, element) in values.enumerated() {
                output += padding
                write(element, indent: indent + 1, prefixLength: padding.count, to: &output)
                output += index < values.count - 1 ? ",\n" : "\n"
            }
            output += indentation(indent) + "]"
        case .object(let members):
            output += "{\n"
            for (index, member) in members.enumerated() {
                let key = padding + quoted(member.key) + ": "
                output += key
                write(member.value, indent: indent + 1, prefixLength: key.count, to: &output)
                output += index < members.count - 1 ? ",\n" : "\n"
            }
            output += indentation(indent) + "}"
        default:
            output += inline(value)
        }
    }

    /// The length of `inline(value)` if it is at most `limit`, else nil,
    /// found without rendering it and given up as soon as the limit is passed:
    /// a wide object (the frames of 10,000 views) is not rendered whole only to
    /// learn that it does not fit. The parts meet only at ASCII punctuation
    /// (`"`, `,`, `:`, brackets, spaces), where no two characters join into one,
    /// so the length is the sum of the parts' lengths.
    static func inlineLength(_ value: JSONValue, limit: Int) -> Int? {
        var total: Int
        switch value.kind {
        case .null: total = 4
        case .bool(let flag): total = flag ? 4 : 5
        case .number(let number): total = numberText(number).count
        case .string(let string): total = quoted(string).count
        case .array(let values):
            total = 1  // [
            for (index, element) in values.enumerated() {
                if index > 0 { total += 2 }  // ", "
                guard total <= limit, let length = inlineLength(element, limit: limit - total) else { return nil }
                total += length
            }
            total += 1  // ]
        case .object(let members):
            guard !members.isEmpty else {
                total = 2  // {}
                break
            }
            total = 2  // "{ "
            for (index, member) in members.enumerated() {
                if index > 0 { total += 2 }  // ", "
                total += quoted(member.key).count + 2  // "key":
                guard total <= limit, let length = inlineLength(member.value, limit: limit - total) else { return nil }
                total += length
            }
            total += 2  // " }"
        }
        return total <= limit ? total : nil
    }

    /// Whether `value` may be written on one line when it fits: scalars,
    /// containers nested at most three deep, and no array holding several
    /// containers (a chain of modifiers or a list of children reads better one
    /// element per line).
    private static func fitsOnOneLine(_ value: JSONValue) -> Bool {
        guard nesting(value, above: 3) <= 3 else { return false }
        switch value.kind {
        case .array(let values):
            return (values.count <= 1 || values.allSatisfy { nesting($0, above: 0) == 0 }) && values.allSatisfy(fitsOnOneLine)
        case .object(let members):
            return members.allSatisfy { fitsOnOneLine($0.value) }
        default:
            return true
        }
    }

    /// How deeply containers nest in `value`: 0 for a scalar, 1 for a
    /// container of scalars, and so on; any depth above `limit` is told as
    /// `limit + 1`, without looking deeper.
    private static func nesting(_ value: JSONValue, above limit: Int) -> Int {
        let elements: [JSONValue]
        switch value.kind {
        case .array(let values): elements = values
        case .object(let members): elements = members.map(\.value)
        default: return 0
        }
        guard limit >= 0 else { return 1 }
        var deepest = 0
        for element in elements {
            deepest = max(deepest, nesting(element, above: limit - 1))
            if deepest >= limit { break }
        }
        return 1 + deepest
    }

    /// A number as JSON: integers below 2^53 without a fraction, others in
    /// Swift's shortest round-tripping form (which is valid JSON for finite values).
    static func numberText(_ value: Double) -> String {
        // JSONValue.number never stores these; quote them rather than emit invalid JSON.
        if value.isNaN { return quoted("NaN") }
        if value.isInfinite { return quoted(value > 0 ? "infinity" : "-infinity") }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// `text` as a JSON string literal, escaping quotes, backslashes, control
    /// characters and every other scalar that does not print as itself
    /// (`PrintableText.quoted`): valid JSON that is safe on a terminal.
    static func quoted(_ text: String) -> String {
        PrintableText.quoted(text)
    }
}
