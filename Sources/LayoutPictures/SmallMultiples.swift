import Foundation
import LayoutChecker
import LayoutModel

/// Several engines' layouts of one model as small multiples: one panel per
/// engine, side by side in a grid, all at the same scale (points to pixels),
/// the reference engine (the first) alone in the first panel and every other
/// engine overlaid on it with the nodes that differ from it marked
/// (`LayoutPicture`'s two-result style). Each panel has a one-line heading
/// (its engine, and how many nodes differ from the reference and which)
/// instead of a caption of its own; one title line names the model and
/// proposal above the grid. An engine without frames gets a panel with
/// its message. Deterministic like `LayoutPicture`.
public struct SmallMultiples: Sendable {
    /// One panel: an engine's result, or why there is none.
    public enum Panel: Sendable {
        /// An engine's frames.
        case result(LayoutResult)
        /// An engine that gave no frames, and why.
        case message(engine: String, text: String)
    }

    /// The model's layout tree, shared by every panel.
    public var tree: LayoutTree
    /// The root proposal, drawn in every panel.
    public var proposal: ProposedViewSize
    /// The caption's first line, usually the model's name.
    public var title: String
    /// The panels, the reference first.
    public var panels: [Panel]
    /// How far an engine's frame may be from the reference's and still agree.
    public var tolerance: Tolerance
    /// Panels per row.
    public var columns: Int
    /// What each panel shows besides its boxes (its caption names its engine).
    public var options: PictureOptions

    /// Small multiples of `panels`, `columns` to a row (by default
    /// ``balancedColumns(count:)``).
    public init(
        tree: LayoutTree, proposal: ProposedViewSize, title: String, panels: [Panel], tolerance: Tolerance, columns: Int? = nil,
        options: PictureOptions = PictureOptions()
    ) {
        self.options = options
        self.tree = tree
        self.proposal = proposal
        self.title = title
        self.panels = panels
        self.tolerance = tolerance
        self.columns = Swift.max(1, columns ?? Self.balancedColumns(count: panels.count))
    }

    /// The most panels a row takes by default.
    public static let maximumColumns = 3

    /// Columns for `count` panels: up to ``maximumColumns``, the fewest
    /// empty cells in the last row, then the most columns (4 panels: 2 × 2;
    /// 5: 3 + 2; 6: 3 × 2).
    public static func balancedColumns(count: Int) -> Int {
        guard count > 1 else { return 1 }
        return (1...Swift.min(maximumColumns, count)).min { a, b in
            let emptyA = (a - count % a) % a, emptyB = (b - count % b) % b
            return (emptyA, -a) < (emptyB, -b)
        } ?? 1
    }

    /// The picture of each panel that has frames (nil for a message panel).
    public var pictures: [LayoutPicture?] {
        var reference: LayoutResult?
        if case .result(let first)? = panels.first { reference = first }
        return panels.enumerated().map { offset, panel in
            guard case .result(let result) = panel else { return nil }
            let results = offset == 0 || reference == nil ? [result] : [reference!, result]
            // The panel's heading replaces its caption (one title for the grid).
            var panelOptions = options
            panelOptions.caption = false
            return LayoutPicture(
                tree: tree, proposal: proposal, title: "\(result.engine): \(title)", results: results, tolerance: tolerance,
                options: panelOptions)
        }
    }

    /// The SVG document: a title line, then a grid of nested `svg` panels,
    /// each under its heading (`data-role="panel-heading"`) and carrying
    /// `data-engine` and, for compared panels, `data-differing` (the count).
    public func svg() -> String {
        let gap = 16.0
        let pictures = self.pictures
        let reference = pictures.first.flatMap { $0 }?.results.first?.engine
        let parsed: [ParsedPanel] = zip(panels, pictures).map { panel, picture in
            if let picture {
                return ParsedPanel(svg: picture.svg(), engine: engineName(panel), differing: picture.differingNodes.count)
            }
            return ParsedPanel(message: panel)
        }
        let headings = zip(panels, pictures).map { panel, picture in heading(panel, picture, reference: reference) }
        let scale = parsed.compactMap(\.pixelsPerPoint).min() ?? 1
        let sizes = parsed.map { $0.pixelSize(scale: scale) }
        let font = PictureStyle.captionPixels, line = font * 1.4
        let headingWidth = Double(headings.map(\.count).max() ?? 0) * PictureStyle.characterWidth * font
        let cellWidth = Swift.max(sizes.map(\.width).max() ?? 0, headingWidth), cellHeight = (sizes.map(\.height).max() ?? 0) + line
        let rows = (parsed.count + columns - 1) / columns
        let used = Swift.min(columns, parsed.count)
        let titleText =
            "\(title): \(panels.count) engines at \(PictureNumber.proposal(proposal))"
        let top = line + gap / 2
        let width = Swift.max(
            Double(used) * cellWidth + Double(Swift.max(0, used - 1)) * gap,
            Double(titleText.count) * PictureStyle.characterWidth * font)
        let height = top + Double(rows) * cellHeight + Double(Swift.max(0, rows - 1)) * gap
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(PictureNumber.svg(width))\" height=\"\(PictureNumber.svg(height))\" "
            + "font-family=\"\(PictureStyle.fontFamily)\" data-pixels-per-point=\"\(PictureNumber.svg(scale))\">\n"
        out += "  <title>\(XMLEscaping.text(title)): \(panels.count) engines</title>\n"
        out +=
            "  <rect x=\"0\" y=\"0\" width=\"\(PictureNumber.svg(width))\" height=\"\(PictureNumber.svg(height))\" "
            + "fill=\"\(PictureStyle.background)\"/>\n"
        out +=
            "  <text data-role=\"title\" x=\"0\" y=\"\(PictureNumber.svg(font))\" font-size=\"\(PictureNumber.svg(font))\" "
            + "fill=\"\(PictureStyle.text)\" xml:space=\"preserve\">\(XMLEscaping.text(titleText))</text>\n"
        for (offset, panel) in parsed.enumerated() {
            let x = Double(offset % columns) * (cellWidth + gap), y = top + Double(offset / columns) * (cellHeight + gap)
            out +=
                "  <text data-role=\"panel-heading\" data-panel=\"\(offset)\" x=\"\(PictureNumber.svg(x))\" "
                + "y=\"\(PictureNumber.svg(y + font))\" font-size=\"\(PictureNumber.svg(font))\" fill=\"\(PictureStyle.text)\" "
                + "xml:space=\"preserve\">\(XMLEscaping.text(headings[offset]))</text>\n"
            out += panel.nested(x: x, y: y + line, size: sizes[offset], index: offset)
        }
        return out + "</svg>\n"
    }

    /// A panel's one-line heading: its engine; for a compared panel how
    /// many nodes differ from the reference and which (the first three).
    private func heading(_ panel: Panel, _ picture: LayoutPicture?, reference: String?) -> String {
        let engine = engineName(panel)
        guard let picture, picture.results.count > 1, let reference else {
            if case .message = panel { return "\(engine): no frames" }
            return picture == nil ? engine : "\(engine) (reference)"
        }
        let differing = picture.differingNodes
        guard !differing.isEmpty else { return "\(engine): agrees with \(reference)" }
        let names = differing.prefix(3).map { tree[$0].id ?? tree[$0].path }
        let more = differing.count > 3 ? ", …" : ""
        return
            "\(engine): \(differing.count) node\(differing.count == 1 ? "" : "s") differ from \(reference) (\(names.joined(separator: ", "))\(more))"
    }

    private func engineName(_ panel: Panel) -> String {
        switch panel {
        case .result(let result): result.engine
        case .message(let engine, _): engine
        }
    }
}

/// One panel's SVG, taken apart to be nested in the grid.
private struct ParsedPanel {
    var engine: String
    var viewBox: (x: Double, y: Double, width: Double, height: Double)
    var pixelsPerPoint: Double?
    var body: String
    var differing: Int?

    init(svg: String, engine: String, differing: Int) {
        self.engine = engine
        self.differing = differing
        let open = svg.range(of: "<svg ")!
        let close = svg[open.upperBound...].range(of: ">")!
        let tag = String(svg[open.lowerBound..<close.upperBound])
        let numbers = (Self.attribute("viewBox", in: tag) ?? "0 0 100 100").split(separator: " ").compactMap { Double($0) }
        viewBox = numbers.count == 4 ? (numbers[0], numbers[1], numbers[2], numbers[3]) : (0, 0, 100, 100)
        pixelsPerPoint = Self.attribute("data-pixels-per-point", in: tag).flatMap(Double.init)
        let end = svg.range(of: "</svg>", options: .backwards)!
        body = String(svg[close.upperBound..<end.lowerBound])
    }

    init(message panel: SmallMultiples.Panel) {
        guard case .message(let engine, let text) = panel else { fatalError("a result panel has a picture") }
        self.engine = engine
        viewBox = (0, 0, 240, 60)
        pixelsPerPoint = nil
        let lines = SVGWriter.wrapped("\(engine): \(text)", columns: 56).prefix(6)
        body =
            "\n  <rect x=\"0\" y=\"0\" width=\"240\" height=\"60\" fill=\"#ffffff\" stroke=\"#999999\"/>\n"
            + lines.enumerated().map { index, line in
                "  <text x=\"4\" y=\"\(10 + 8 * index)\" font-size=\"6\" fill=\"\(PictureStyle.highlight)\">\(XMLEscaping.text(line))</text>\n"
            }.joined()
    }

    func pixelSize(scale: Double) -> (width: Double, height: Double) {
        (viewBox.width * scale, viewBox.height * scale)
    }

    func nested(x: Double, y: Double, size: (width: Double, height: Double), index: Int) -> String {
        let box = [viewBox.x, viewBox.y, viewBox.width, viewBox.height].map(PictureNumber.svg).joined(separator: " ")
        var attributes =
            "x=\"\(PictureNumber.svg(x))\" y=\"\(PictureNumber.svg(y))\" width=\"\(PictureNumber.svg(size.width))\" "
            + "font-family=\"\(PictureStyle.fontFamily)\" "
            + "height=\"\(PictureNumber.svg(size.height))\" viewBox=\"\(box)\" data-panel=\"\(index)\" data-engine=\"\(XMLEscaping.attribute(engine))\""
        if let differing { attributes += " data-differing=\"\(differing)\"" }
        return "  <svg \(attributes)>\(body)  </svg>\n"
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        guard let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(tag[start.upperBound..<end])
    }

}
