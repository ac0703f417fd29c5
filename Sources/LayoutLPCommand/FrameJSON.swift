import LayoutModel

/// The `--json` output of the model-format contract:
/// `{ "engine": "greedy", "frames": { "a": { "x": 0, "y": 25, "width": 50, "height": 50 } } }`,
/// ids sorted, infinite lengths as the string "infinity".
enum FrameJSON {
    static func render(engine: String, frames: [String: Rect]) -> String {
        let entries = frames.keys.sorted().map { id -> String in
            let frame = frames[id] ?? .zero
            let fields = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
                .map { "\"\($0.0)\": \(number($0.1))" }.joined(separator: ", ")
            return "    \(string(id)): { \(fields) }"
        }
        let body = entries.isEmpty ? "{}" : "{\n\(entries.joined(separator: ",\n"))\n  }"
        return "{\n  \"engine\": \(string(engine)),\n  \"frames\": \(body)\n}"
    }

    static func number(_ value: Double) -> String {
        if value == .infinity { return "\"infinity\"" }
        if value == -.infinity { return "\"-infinity\"" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped + "\""
    }
}
