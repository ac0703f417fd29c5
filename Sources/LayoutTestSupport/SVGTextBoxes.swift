import Foundation
import FoundationXML
import LayoutModel

/// Where each piece of text of an SVG picture sits, in the outermost
/// picture's pixels, so that a test can say that no two overlap.
///
/// A text's box is estimated from its own attributes as a renderer would
/// draw it in a monospace font (the pictures' `DejaVu Sans Mono`: an advance
/// of 0.6 em): `x` (moved by `text-anchor`), its characters times the
/// advance (or `textLength`), and from 0.75 em above the baseline `y` to
/// 0.2 em below it (the glyphs' ink, without the line's leading). The
/// font size is the element's own or the nearest ancestor's; nested `svg`
/// elements (small multiples' panels) place and scale their content by
/// their `x`, `y`, `width`, `height` and `viewBox`. Rotated texts (a
/// chart's vertical axis label) are left out, and so are a Text view's
/// lines drawn inside its box (`data-text-for`): content, not labels.
public struct SVGTextBoxes: Sendable {
    /// One text and its estimated box.
    public struct Box: Sendable, CustomStringConvertible {
        /// The text.
        public var text: String
        /// Its box, in the outermost picture's pixels.
        public var rect: Rect

        public var description: String {
            "\"\(text)\" at x \(rect.x) y \(rect.y) w \(rect.width) h \(rect.height)"
        }
    }

    /// Every text's box, in document order.
    public var boxes: [Box]

    /// Reads the texts of `svg`.
    ///
    /// - Throws: `SVGDocument.ParseError` when `svg` is not well-formed.
    public init(_ svg: String) throws {
        let collector = Collector()
        try SVGDocument.parse(svg, with: collector)
        boxes = collector.boxes
    }

    /// The pairs of texts whose boxes overlap by more than `slack` pixels
    /// in both directions.
    public func overlaps(slack: Double = 0.5) -> [(Box, Box)] {
        var pairs: [(Box, Box)] = []
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let a = boxes[i].rect, b = boxes[j].rect
                let across = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
                let down = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
                if across > slack, down > slack { pairs.append((boxes[i], boxes[j])) }
            }
        }
        return pairs
    }

    /// How an element's content maps to the outermost picture:
    /// `outer = offset + scale × inner`, and the font size in force.
    private struct Context {
        var offset = (x: 0.0, y: 0.0)
        var scale = (x: 1.0, y: 1.0)
        var fontSize = 16.0
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var boxes: [Box] = []
        private var contexts = [Context()]
        private var depth = 0
        /// The text being read: its attributes, context and characters.
        private var reading: (attributes: [String: String], context: Context, text: String)?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            var context = contexts.last ?? Context()
            if let size = attributes["font-size"].flatMap(Double.init) { context.fontSize = size }
            if name == "svg", depth > 0 { nest(&context, attributes) }
            depth += 1
            contexts.append(context)
            if name == "text" { reading = (attributes, context, "") }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            reading?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let (attributes, context, text) = reading {
                reading = nil
                if let box = Self.box(text, attributes, context) { boxes.append(box) }
            }
            depth -= 1
            _ = contexts.popLast()
        }

        /// A nested `svg`: its content is placed at (x, y) and scaled from its viewBox to its size.
        private func nest(_ context: inout Context, _ attributes: [String: String]) {
            let number = { (name: String) in attributes[name].flatMap(Double.init) }
            let x = number("x") ?? 0, y = number("y") ?? 0
            var scale = (x: 1.0, y: 1.0), origin = (x: 0.0, y: 0.0)
            let box = (attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
            if box.count == 4, let width = number("width"), let height = number("height"), box[2] > 0, box[3] > 0 {
                scale = (width / box[2], height / box[3])
                origin = (box[0], box[1])
            }
            context.offset = (
                context.offset.x + context.scale.x * (x - origin.x * scale.x),
                context.offset.y + context.scale.y * (y - origin.y * scale.y)
            )
            context.scale = (context.scale.x * scale.x, context.scale.y * scale.y)
        }

        private static func box(_ text: String, _ attributes: [String: String], _ context: Context) -> Box? {
            guard attributes["data-text-for"] == nil, attributes["transform"] == nil,
                !text.trimmingCharacters(in: .whitespaces).isEmpty,
                let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init)
            else { return nil }
            let size = context.fontSize
            let width = attributes["textLength"].flatMap(Double.init) ?? Double(text.count) * 0.6 * size
            let left: Double =
                switch attributes["text-anchor"] {
                case "middle": x - width / 2
                case "end": x - width
                default: x
                }
            let local = Rect(x: left, y: y - 0.75 * size, width: width, height: 0.95 * size)
            return Box(
                text: text,
                rect: Rect(
                    x: context.offset.x + context.scale.x * local.x, y: context.offset.y + context.scale.y * local.y,
                    width: context.scale.x * local.width, height: context.scale.y * local.height))
        }
    }
}
