/// Writes SVG elements one per line, attribute values escaped, attributes in
/// the order given (so output is byte-for-byte deterministic).
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0

    /// An attribute name and its value, unescaped.
    typealias Attribute = (name: String, value: String)

    /// `<name a="…"/>`, or `<name a="…">content</name>` with `content`
    /// escaped as XML text.
    mutating func element(_ name: String, _ attributes: [Attribute], content: String? = nil) {
        let open = "<\(name)\(Self.attributes(attributes))"
        if let content {
            line("\(open)>\(XMLEscaping.text(content))</\(name)>")
        } else {
            line("\(open)/>")
        }
    }

    /// Opens `<name …>`; `close(name)` ends it.
    mutating func open(_ name: String, _ attributes: [Attribute]) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// A line written as is (the XML declaration).
    mutating func raw(_ line: String) { self.line(line) }

    private mutating func line(_ line: String) {
        text += String(repeating: "  ", count: max(depth, 0)) + line + "\n"
    }

    private static func attributes(_ attributes: [Attribute]) -> String {
        attributes.map { " \($0.name)=\"\(XMLEscaping.attribute($0.value))\"" }.joined()
    }
}
