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
    ///
    /// The title is wrapped at spaces to the width right of `titleX`
    /// (``titleLines(_:width:titleX:)``), one line every ``titleLinePixels``.
    mutating func openChart(width: Double, height: Double, title: String, titleX: Double) {
        raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", PictureNumber.svg(width)), ("height", PictureNumber.svg(height)),
                ("viewBox", "0 0 \(PictureNumber.svg(width)) \(PictureNumber.svg(height))"), ("font-family", PictureStyle.fontFamily),
            ])
        element("title", [], content: title)
        element(
            "rect",
            [
                ("x", "0"), ("y", "0"), ("width", PictureNumber.svg(width)), ("height", PictureNumber.svg(height)),
                ("fill", PictureStyle.background),
            ])
        for (index, line) in Self.titleLines(title, width: width, titleX: titleX).enumerated() {
            element(
                "text",
                [
                    ("data-role", "title"), ("x", PictureNumber.svg(titleX)),
                    ("y", PictureNumber.svg(20 + Double(index) * Self.titleLinePixels)),
                    ("font-size", "13"), ("fill", PictureStyle.text), ("xml:space", "preserve"),
                ], content: line)
        }
    }

    /// A chart title's line height in pixels.
    static let titleLinePixels = 16.0

    /// `title` wrapped at spaces so that each line fits between `titleX`
    /// and the picture's right edge at 13 px (a word longer than that
    /// keeps a line of its own).
    static func titleLines(_ title: String, width: Double, titleX: Double) -> [String] {
        let lines = wrapped(title, columns: Swift.max(8, Int((width - titleX - 8) / (PictureStyle.characterWidth * 13))))
        return lines.isEmpty ? [""] : lines
    }

    /// `text`'s words (runs of spaces separate them) in lines of at most
    /// `columns` characters; a longer word keeps a line of its own.
    static func wrapped(_ text: String, columns: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > columns {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
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
