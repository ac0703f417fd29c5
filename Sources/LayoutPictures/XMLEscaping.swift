/// Escapes text from a model (ids, names, the title) for an SVG document, so
/// that `&`, `<` and quotes in an id cannot break the XML.
enum XMLEscaping {
    /// `text` as element content: `&`, `<`, `>` escaped; characters XML 1.0
    /// does not allow (C0 controls other than tab) as U+FFFD; line breaks as
    /// spaces, since a label is one line.
    static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `text` inside a double- or single-quoted attribute value: as `text`,
    /// and both quote characters escaped.
    static func attribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where quotes: output += "&quot;"
            case "'" where quotes: output += "&apos;"
            case "\n", "\r": output += " "
            case "\t": output.unicodeScalars.append(scalar)
            default:
                // XML 1.0 allows no C0 control but tab, CR and LF, nor U+FFFE/U+FFFF.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    output += "\u{FFFD}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
