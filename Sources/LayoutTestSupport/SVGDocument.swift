import Foundation
import LayoutModel

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG file parsed with Foundation's XML parser, for tests that check a
/// picture's structure rather than its bytes: every element in document
/// order with its attributes and text.
public struct SVGDocument: Sendable {
    /// One element: its name, attributes and character content.
    public struct Element: Sendable {
        /// The element's name (`rect`, `text`, ...).
        public var name: String
        /// The element's attributes by name, as written.
        public var attributes: [String: String]
        /// The character content directly inside the element.
        public var text: String

        /// The attribute `name` read as a number; nil when missing or not a number.
        public func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }

        /// `x`, `y`, `width` and `height` as a frame; nil unless all four are numbers.
        public var rect: Rect? {
            guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else { return nil }
            return Rect(x: x, y: y, width: width, height: height)
        }
    }

    /// Why `text` is not well-formed XML.
    public struct ParseError: Error, CustomStringConvertible {
        /// The parser's line of the error.
        public var line: Int
        /// The parser's column of the error.
        public var column: Int
        /// The parser's description of the error.
        public var message: String
        public var description: String { "SVG is not well-formed XML at \(line):\(column): \(message)" }
    }

    /// Every element in document order.
    public var elements: [Element]

    /// Parses `text`, an SVG file's contents.
    ///
    /// - Throws: `ParseError` when `text` is not well-formed.
    public init(_ text: String) throws {
        let delegate = Collector()
        try Self.parse(text, with: delegate)
        elements = delegate.elements
    }

    /// Runs an XML parser over `text` with `delegate`.
    ///
    /// - Throws: `ParseError` when `text` is not well-formed.
    static func parse(_ text: String, with delegate: some XMLParserDelegate) throws {
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw ParseError(
                line: parser.lineNumber, column: parser.columnNumber,
                message: parser.parserError.map { "\($0)" } ?? "unknown error")
        }
    }

    /// The elements named `name`.
    public func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The node boxes (`rect` elements with `data-node`).
    public var boxes: [Element] { elements(named: "rect").filter { $0.attributes["data-node"] != nil } }

    /// The boxes of `engine` by `data-id`.
    public func boxesByID(engine: String) -> [String: Element] {
        var byID: [String: Element] = [:]
        for box in boxes where box.attributes["data-engine"] == engine {
            if let id = box.attributes["data-id"] { byID[id] = box }
        }
        return byID
    }

    /// The text of every element with `data-role` `role`, in order.
    public func texts(role: String) -> [String] {
        elements.filter { $0.attributes["data-role"] == role && $0.name == "text" }.map(\.text)
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            open.append(elements.count)
            elements.append(Element(name: elementName, attributes: attributes, text: ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }
    }
}
