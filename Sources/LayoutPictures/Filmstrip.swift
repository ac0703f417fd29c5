import Foundation
import LayoutChecker
import LayoutModel

/// Layouts of one model at several proposals, one strip per proposal,
/// stacked top to bottom at one scale (points to pixels) with their
/// origins aligned, so that how the layout changes with the proposal reads
/// straight down the picture: a resize sweep's filmstrip.
///
/// Each strip draws the first result's layout frames as boxes outlined in
/// depth colours (the root proposal dashed grey), ids inside the boxes
/// that have room; every other result is compared with the first
/// (`ResultComparison`) and the nodes where it differs beyond
/// `tolerance` are overlaid in that engine's stroke (the second result
/// dashed orange, the third dotted grey, as in ``LayoutPicture``), with
/// each engine's count beside the strip's label (`lex-fair: 5 differ`) and
/// a legend under the title naming every engine's stroke. A proposal
/// without results gets its message. Frames
/// that are not finite are left out, coordinates clamped to
/// ±``LayoutPicture/coordinateLimit``. Deterministic.
public struct Filmstrip: Sendable {
    /// One strip.
    public struct Frame: Sendable {
        /// The root proposal.
        public var proposal: ProposedViewSize
        /// The results at it, the reference first (empty: see `message`).
        public var results: [LayoutResult]
        /// Why there are no results (engines that could not lay it out).
        public var message: String?

        /// A frame of the strip at `proposal`.
        public init(proposal: ProposedViewSize, results: [LayoutResult], message: String? = nil) {
            self.proposal = proposal
            self.results = results
            self.message = message
        }
    }

    /// The model's layout tree, shared by every frame.
    public var tree: LayoutTree
    /// The caption's first line, usually the model's name.
    public var title: String
    /// The frames, left to right in proposal order.
    public var frames: [Frame]
    /// How far an engine's frame may be from the reference's and still agree.
    public var tolerance: Tolerance

    /// A filmstrip of `frames` of `tree`.
    public init(tree: LayoutTree, title: String, frames: [Frame], tolerance: Tolerance) {
        self.tree = tree
        self.title = title
        self.frames = frames
        self.tolerance = tolerance
    }

    /// The widest strip's width in pixels, at most.
    static let stripPixels = 720.0
    /// The label column's width and the gap between strips, in pixels.
    static let labelPixels = 110.0, gapPixels = 18.0, titlePixels = 28.0

    /// The SVG document: one `g` per strip with `data-proposal` (`W×H`)
    /// and `data-differing` (nodes that differ from the first result).
    public func svg() -> String {
        let limit = LayoutPicture.coordinateLimit
        func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, -limit), limit) }
        // The extent of each strip in points: its proposal and its finite frames.
        let extents: [(low: Point, high: Point)] = frames.map { frame in
            var low = Point(x: 0, y: 0)
            var high = Point(
                x: clamp(frame.proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0),
                y: clamp(frame.proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0))
            for rect in frame.results.flatMap(\.frames) where Self.isDrawable(rect) {
                low = Point(x: Swift.min(low.x, clamp(rect.x)), y: Swift.min(low.y, clamp(rect.y)))
                high = Point(x: Swift.max(high.x, clamp(rect.x + rect.width)), y: Swift.max(high.y, clamp(rect.y + rect.height)))
            }
            return (low, high)
        }
        let widest = extents.map { $0.high.x - $0.low.x }.max() ?? 1
        let scale = Swift.min(4, Self.stripPixels / Swift.max(widest, 1))
        let left = extents.map(\.low.x).min() ?? 0
        let labelColumn = self.labelColumn
        var writer = SVGWriter()
        let engines = self.engines
        var y = Self.titlePixels + Double(engines.count) * Self.legendLinePixels
        var body = SVGWriter()
        for (frame, extent) in zip(frames, extents) {
            let labelLines = Double(1 + frame.results.dropFirst().count)
            let height = Swift.max((extent.high.y - extent.low.y) * scale, 16, labelLines * 14 + 4)
            let area = Rect(x: labelColumn, y: y, width: widest * scale + 8, height: height)
            strip(
                frame, in: &body, top: y - extent.low.y * scale, left: labelColumn - left * scale, scale: scale, height: height, area: area)
            y += height + Self.gapPixels
        }
        let titleText = "\(title), \(PictureNumber.label(1 / scale)) pt per pixel"
        let legendTexts = engines.indices.map(legendText)
        let textWidth = ([titleText] + legendTexts).map { Double($0.count) * PictureStyle.characterWidth * 13 + 8 }.max() ?? 0
        let width = Swift.max(labelColumn + widest * scale + 8, textWidth)
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", PictureNumber.svg(width)), ("height", PictureNumber.svg(y)),
                ("viewBox", "0 0 \(PictureNumber.svg(width)) \(PictureNumber.svg(y))"),
                ("font-family", PictureStyle.fontFamily), ("data-pixels-per-point", PictureNumber.svg(scale)),
            ])
        writer.element("title", [], content: "\(title): \(frames.count) proposals")
        writer.element(
            "rect",
            [
                ("x", "0"), ("y", "0"), ("width", PictureNumber.svg(width)), ("height", PictureNumber.svg(y)),
                ("fill", PictureStyle.background),
            ])
        writer.element(
            "text",
            [
                ("x", "4"), ("y", "18"), ("font-size", "13"), ("data-role", "title"),
                ("fill", PictureStyle.text),
            ], content: titleText)
        for (index, text) in legendTexts.enumerated() {
            writer.element(
                "text",
                [
                    ("x", "4"), ("y", PictureNumber.svg(Self.titlePixels + Double(index) * Self.legendLinePixels + 8)),
                    ("font-size", "11"), ("data-role", "legend"),
                    ("fill", Self.stroke(index).colour ?? PictureStyle.text),
                ], content: text)
        }
        return writer.text.replacingOccurrences(of: "</svg>\n", with: "")
            + body.text.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
            + "</svg>\n"
    }

    /// One legend line per engine, in pixels.
    static let legendLinePixels = 14.0

    /// Engine `index`'s legend line: its stroke, and for the others where it is drawn.
    private func legendText(_ index: Int) -> String {
        let engines = self.engines, stroke = Self.stroke(index)
        return index == 0
            ? "\(engines[index]): solid boxes in depth colours (the reference)"
            : "\(engines[index]): \(stroke.name) \(stroke.colourName ?? "coloured") boxes where it differs from \(engines[0])"
    }

    /// The label column's width in pixels: ``labelPixels``, or wider for
    /// the longest strip label (`lp/min-deviation: 12 differ` at 10 px).
    var labelColumn: Double {
        let longest =
            frames.flatMap { frame in
                [PictureNumber.proposal(frame.proposal)]
                    + frame.results.dropFirst().map { "\($0.engine): \(tree.nodes.count) differ" }
            }.map(\.count).max() ?? 0
        return Swift.max(Self.labelPixels, Double(longest) * PictureStyle.characterWidth * 11 + 10)
    }

    /// The engines of the strips, in result order (the first strip with results names them).
    var engines: [String] { frames.first { !$0.results.isEmpty }?.results.map(\.engine) ?? [] }

    /// Result `index`'s stroke: ``PictureStyle/engineStrokes``, cycling past the first.
    static func stroke(_ index: Int) -> PictureStyle.EngineStroke {
        let strokes = PictureStyle.engineStrokes
        return index == 0 ? strokes[0] : strokes[1 + (index - 1) % (strokes.count - 1)]
    }

    /// Whether every component of `rect` is finite.
    static func isDrawable(_ rect: Rect) -> Bool {
        rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// One strip: its label, the proposal, the first result's boxes and
    /// the others' differing nodes; `top` and `left` place the point origin.
    /// `area` is the strip's drawing, in pixels: ids are placed inside
    /// their boxes there, each where it overlaps no other (`LabelPlacer`),
    /// and left out where no such place is.
    private func strip(_ frame: Frame, in writer: inout SVGWriter, top: Double, left: Double, scale: Double, height: Double, area: Rect) {
        let label = PictureNumber.proposal(frame.proposal)
        // Each other result's differing nodes, by its index in `results`.
        var differingBy: [Int: Set<Int>] = [:]
        if let first = frame.results.first, first.frames.count == tree.nodes.count {
            for (index, other) in frame.results.enumerated().dropFirst() where other.frames.count == tree.nodes.count {
                differingBy[index] = Set(
                    ResultComparison(tree: tree, left: first, right: other, tolerance: tolerance).differences.map(\.node))
            }
        }
        let differing = differingBy.values.reduce(into: Set<Int>()) { $0.formUnion($1) }
        writer.open("g", [("data-proposal", label), ("data-differing", String(differing.count))])
        let labelY = PictureNumber.svg(top + 12)
        writer.element(
            "text", [("x", "4"), ("y", labelY), ("font-size", "11"), ("fill", PictureStyle.text)],
            content: label)
        var line = 0
        for index in differingBy.keys.sorted() where !(differingBy[index]?.isEmpty ?? true) {
            writer.element(
                "text",
                [
                    ("x", "4"), ("y", PictureNumber.svg(top + 26 + Double(line) * 14)),
                    ("font-size", "10"), ("fill", Self.stroke(index).colour ?? PictureStyle.highlight),
                ],
                content: "\(frame.results[index].engine): \(differingBy[index]!.count) differ")
            line += 1
        }
        guard let first = frame.results.first else {
            writer.element(
                "text",
                [
                    ("x", PictureNumber.svg(left)), ("y", labelY), ("font-size", "11"),
                    ("fill", PictureStyle.highlight),
                ], content: frame.message ?? "no layout")
            writer.close("g")
            return
        }
        func box(_ rect: Rect, _ attributes: [SVGWriter.Attribute]) {
            let limit = LayoutPicture.coordinateLimit
            func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, -limit), limit) }
            let (x0, y0) = (clamp(rect.x), clamp(rect.y)), (x1, y1) = (clamp(rect.x + rect.width), clamp(rect.y + rect.height))
            writer.element(
                "rect",
                [
                    ("x", PictureNumber.svg(left + x0 * scale)), ("y", PictureNumber.svg(top + y0 * scale)),
                    ("width", PictureNumber.svg((x1 - x0) * scale)), ("height", PictureNumber.svg((y1 - y0) * scale)),
                ]
                    + attributes)
        }
        let proposal = Rect(
            x: 0, y: 0, width: frame.proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0,
            height: frame.proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
        box(proposal, [("fill", "none"), ("stroke", "#999999"), ("stroke-dasharray", "4 3"), ("stroke-width", "1")])
        var placer = LabelPlacer(bounds: area, fontSize: 10, inset: 2)
        for node in tree.preorder where first.frames.indices.contains(node) && Self.isDrawable(first.frames[node]) {
            let info = tree.nodes[node]
            let rect = first.frames[node]
            box(
                rect,
                [
                    ("fill", "none"), ("stroke", PictureStyle.depthColour(depth(of: node))), ("stroke-width", "1.2"),
                    ("data-node", String(node)), ("data-path", info.path),
                ])
            let pixels = Rect(x: left + rect.x * scale, y: top + rect.y * scale, width: rect.width * scale, height: rect.height * scale)
            if let id = info.id, let origin = placer.placeWithoutOverlap(id, in: pixels, acrossBox: true, insideBox: true) {
                writer.element(
                    "text",
                    [
                        ("x", PictureNumber.svg(origin.x)), ("y", PictureNumber.svg(origin.y)), ("data-label-for", String(node)),
                        ("font-size", "10"), ("fill", PictureStyle.depthColour(depth(of: node))),
                    ],
                    content: id)
            }
        }
        for (index, other) in frame.results.enumerated().dropFirst() where other.frames.count == tree.nodes.count {
            let stroke = Self.stroke(index)
            let dash = stroke.dashPixels.map { $0.map(PictureNumber.svg).joined(separator: " ") }
            for node in tree.preorder where differingBy[index]?.contains(node) == true && Self.isDrawable(other.frames[node]) {
                box(
                    other.frames[node],
                    [("fill", "none"), ("stroke", stroke.colour ?? PictureStyle.highlight)]
                        + (dash.map { [("stroke-dasharray", $0)] } ?? []) + [
                            ("stroke-width", "2"), ("data-node", String(node)),
                            ("data-engine", other.engine),
                        ])
            }
        }
        writer.close("g")
    }

    /// The node's depth in the tree (the root 0).
    private func depth(of node: Int) -> Int {
        var depth = 0, current = tree.nodes[node].parent
        while let parent = current {
            depth += 1
            current = tree.nodes[parent].parent
        }
        return depth
    }
}
