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

    /// A chart's start: the XML declaration, the open `svg` of `width` ×
    /// `height` pixels, its `title`, a background and the title's text at
    /// (`titleX`, 20); `close("svg")` ends it.
    mutating func openChart(width: Double, height: Double, title: String, titleX: Double) {
        raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", PictureNumber.svg(width)), ("height", PictureNumber.svg(height)),
                     ("viewBox", "0 0 \(PictureNumber.svg(width)) \(PictureNumber.svg(height))")])
        element("title", [], content: title)
        element("rect", [("x", "0"), ("y", "0"), ("width", PictureNumber.svg(width)), ("height", PictureNumber.svg(height)),
                         ("fill", PictureStyle.background)])
        element("text", [("x", PictureNumber.svg(titleX)), ("y", "20"), ("font-family", PictureStyle.fontFamily), ("font-size", "13"),
                         ("fill", PictureStyle.text)], content: title)
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
