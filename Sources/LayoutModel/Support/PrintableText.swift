/// Text from a model (an id, a name) as human-readable output prints it.
///
/// A model file can hold any Unicode scalar through `\u` escapes; printed
/// raw, `"\u001b[31m"` would turn a terminal red, `"\n"` would break a line
/// of a tree, and a right-to-left override (U+202E) would reorder what
/// follows it. Every scalar that does not show as itself is written as a
/// JSON escape instead, the way the model file can write it: `\n`, `\t`,
/// `\r`, `\b`, `\f`, and `\u001B` (four upper-case hex digits; above U+FFFF
/// a surrogate pair, `\uDB40\uDC01`). A backslash is written `\\`, so every
/// backslash printed starts an escape and the text is unambiguous.
///
/// Escaped are the control characters (C0, DEL, C1), format characters
/// (bidirectional controls, zero-width characters, the byte order mark,
/// soft hyphen, tags), line and paragraph separators, spaces other than
/// U+0020, private-use and unassigned code points.
public enum PrintableText {
    /// `text` with every scalar that does not show as itself escaped, and
    /// backslashes doubled: `#\u001B[31m` rather than a red terminal.
    public static func escaped(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `text` as a JSON string literal with the same escapes, and `"` as `\"`:
    /// what error messages show for a string of the model.
    public static func quoted(_ text: String) -> String {
        "\"" + escape(text, quotes: true) + "\""
    }

    /// Whether `scalar` is written as an escape (a backslash is too, but as `\\`).
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate: true
        case .spaceSeparator: scalar != " "
        default: false
        }
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                guard needsEscape(scalar) else {
                    result.unicodeScalars.append(scalar)
                    continue
                }
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return result
    }
}
