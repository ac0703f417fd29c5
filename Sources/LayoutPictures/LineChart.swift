/// A line chart as SVG: one line per series over shared, labelled axes
/// with nice ticks, and a legend. `layoutlp sweep` draws one per chosen
/// node: its size against the root proposal, one line per engine, and
/// `exact`'s breakpoints (`--breakpoints`) as markers.
///
/// Series are drawn in order with distinct colours and dash patterns and
/// decreasing widths, so that lines lying on top of each other (engines
/// that agree) all stay visible. Deterministic: the same input gives the
/// same bytes; no value is written as NaN or infinity (a non-finite y
/// breaks its line).
public struct LineChart: Sendable {
    /// The chart's title, above the plot.
    public var title: String
    /// The x axis's label (such as the root's proposed width).
    public var xLabel: String
    /// The y axis's label (such as a node's width).
    public var yLabel: String
    /// The lines, drawn in order, each in the legend.
    public var series: [LineChartSeries]
    /// The picture's size in pixels.
    public var width: Double
    /// The picture's height in pixels.
    public var height: Double
    /// x values marked by thin vertical lines across the plot (such as
    /// breakpoints; each value once), with one legend entry, ``markerName``
    /// and how many are shown.
    public var markers: [Double]
    /// What the markers are, in the legend.
    public var markerName: String

    /// A chart of `series`, 720 × 420 pixels by default.
    public init(
        title: String, xLabel: String, yLabel: String, series: [LineChartSeries], width: Double = 720, height: Double = 420,
        markers: [Double] = [], markerName: String = "breakpoints"
    ) {
        self.markers = markers
        self.markerName = markerName
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
        self.width = width
        self.height = height
    }

    static let colours = ["#1f4e9c", "#e8590c", "#2b8a3e", "#7b3fa0", "#8a5a2b", "#0f7c8a"]
    /// The markers' colour and dash pattern.
    static let markerColour = "#868e96", markerDash = "1 3"
    static let dashes = ["", "6 4", "2 3", "8 3 2 3", "1 2", "10 5"]

    /// The plot area's margins: left, right, top, bottom, in pixels.
    static let margins = (left: 70.0, right: 20.0, top: 36.0, bottom: 64.0)

    /// The SVG document. Each series is a `g` with `data-series` (its
    /// name) holding one `polyline` per unbroken run of points.
    public func svg() -> String {
        let xs = series.flatMap { $0.points.map(\.x) }
        let ys = series.flatMap { $0.points.compactMap(\.y) }
        let xScale = LineChartScale(covering: xs), yScale = LineChartScale(covering: ys)
        let (left, right) = (Self.margins.left, width - Self.margins.right)
        let titleLines = SVGWriter.titleLines(title, width: width, titleX: left).count
        let (top, bottom) = (Self.margins.top + Double(titleLines - 1) * SVGWriter.titleLinePixels, height - Self.margins.bottom)
        let text = PictureStyle.text
        var writer = SVGWriter()
        let shownMarkers: [Double] = Set(
            markers.filter { (marker: Double) in marker.isFinite && marker >= xScale.low && marker <= xScale.high }
        )
        .sorted()
        // The legend, on a white box so that lines under it do not overprint
        // its names, in the corner of the plot whose box covers the fewest
        // points of the data (the first such of top-left, top-right,
        // bottom-left, bottom-right) whose box covers none; else under the plot.
        let markerEntry = shownMarkers.isEmpty ? nil : "\(markerName) (\(shownMarkers.count))"
        let entries = series.map(\.name) + (markerEntry.map { [$0] } ?? [])
        let longest = Double(entries.map(\.count).max() ?? 0)
        let boxWidth = 44 + longest * 6.7, boxHeight = Double(entries.count) * 16 + 4
        let plotted = series.flatMap { line in
            line.points.compactMap { point in
                point.y.map { (x: xScale.map(point.x, from: left, to: right), y: yScale.map($0, from: bottom, to: top)) }
            }
        }
        let corners = [
            (left + 4, top + 2), (right - 4 - boxWidth, top + 2), (left + 4, bottom - 2 - boxHeight),
            (right - 4 - boxWidth, bottom - 2 - boxHeight),
        ]
        let covered = corners.map { corner in
            plotted.filter { $0.x >= corner.0 && $0.x <= corner.0 + boxWidth && $0.y >= corner.1 && $0.y <= corner.1 + boxHeight }.count
        }
        let best = covered.indices.min { (covered[$0], $0) < (covered[$1], $1) } ?? 0
        // Where every corner would hide data, the legend goes under the
        // plot and the picture grows to hold it.
        let legendBelow = covered[best] > 0
        let (boxX, boxY) = legendBelow ? (left, height + 2) : corners[best]
        let pictureHeight = legendBelow ? height + boxHeight + 8 : height
        writer.openChart(width: width, height: pictureHeight, title: title, titleX: left)
        // Grid and ticks.
        for tick in xScale.ticks {
            let x = PictureNumber.svg(xScale.map(tick, from: left, to: right))
            writer.element(
                "line",
                [
                    ("x1", x), ("y1", PictureNumber.svg(top)), ("x2", x), ("y2", PictureNumber.svg(bottom)),
                    ("stroke", "#e4e4e4"), ("stroke-width", "1"),
                ])
            writer.element(
                "text",
                [
                    ("x", x), ("y", PictureNumber.svg(bottom + 16)), ("font-size", "11"),
                    ("text-anchor", "middle"), ("fill", text),
                ], content: PictureNumber.label(tick))
        }
        for tick in yScale.ticks {
            let y = PictureNumber.svg(yScale.map(tick, from: bottom, to: top))
            writer.element(
                "line",
                [
                    ("x1", PictureNumber.svg(left)), ("y1", y), ("x2", PictureNumber.svg(right)), ("y2", y),
                    ("stroke", "#e4e4e4"), ("stroke-width", "1"),
                ])
            writer.element(
                "text",
                [
                    ("x", PictureNumber.svg(left - 6)), ("y", PictureNumber.svg(yScale.map(tick, from: bottom, to: top) + 4)),
                    ("font-size", "11"), ("text-anchor", "end"), ("fill", text),
                ],
                content: PictureNumber.label(tick))
        }
        writer.element(
            "rect",
            [
                ("x", PictureNumber.svg(left)), ("y", PictureNumber.svg(top)), ("width", PictureNumber.svg(right - left)),
                ("height", PictureNumber.svg(bottom - top)), ("fill", "none"), ("stroke", PictureStyle.outline),
            ])
        if !shownMarkers.isEmpty {
            writer.open(
                "g",
                [("data-role", "markers"), ("stroke", Self.markerColour), ("stroke-dasharray", Self.markerDash), ("stroke-width", "1")])
            for marker in shownMarkers {
                let x = PictureNumber.svg(xScale.map(marker, from: left, to: right))
                writer.element(
                    "line",
                    [
                        ("data-marker", PictureNumber.label(marker)), ("x1", x), ("y1", PictureNumber.svg(top)),
                        ("x2", x), ("y2", PictureNumber.svg(bottom)),
                    ])
            }
            writer.close("g")
        }
        writer.element(
            "text",
            [
                ("x", PictureNumber.svg((left + right) / 2)), ("y", PictureNumber.svg(height - 12)),
                ("font-size", "12"), ("text-anchor", "middle"), ("fill", text),
            ], content: xLabel)
        let middle = PictureNumber.svg((top + bottom) / 2)
        writer.element(
            "text",
            [
                ("x", "16"), ("y", middle), ("font-size", "12"), ("text-anchor", "middle"),
                ("transform", "rotate(-90 16 \(middle))"), ("fill", text),
            ], content: yLabel)
        // Lines, the first widest, so later ones stay visible on top of it.
        for (index, line) in series.enumerated() {
            let (colour, dash, strokeWidth) = Self.style(index)
            writer.open("g", [("data-series", line.name)])
            for run in Self.runs(line.points) {
                let points = run.map {
                    "\(PictureNumber.svg(xScale.map($0.x, from: left, to: right))),"
                        + "\(PictureNumber.svg(yScale.map($0.y, from: bottom, to: top)))"
                }.joined(separator: " ")
                var attributes: [SVGWriter.Attribute] = [
                    ("points", points), ("fill", "none"), ("stroke", colour),
                    ("stroke-width", PictureNumber.svg(strokeWidth)),
                ]
                if !dash.isEmpty { attributes.append(("stroke-dasharray", dash)) }
                writer.element("polyline", attributes)
            }
            writer.close("g")
        }
        writer.element(
            "rect",
            [
                ("x", PictureNumber.svg(boxX)), ("y", PictureNumber.svg(boxY)),
                ("width", PictureNumber.svg(boxWidth)), ("height", PictureNumber.svg(boxHeight)),
                ("fill", PictureStyle.background), ("fill-opacity", "0.85"), ("stroke", "#cccccc"), ("data-role", "legend-box"),
            ])
        // One entry per series, then the markers', each a short line in its stroke and its name.
        var strokes = series.indices.map { index -> (colour: String, dash: String, width: Double?) in
            let style = Self.style(index)
            return (style.colour, style.dash, style.width)
        }
        if markerEntry != nil { strokes.append((Self.markerColour, Self.markerDash, nil)) }
        for (index, (stroke, name)) in zip(strokes, entries).enumerated() {
            let legendY = boxY + 12 + Double(index) * 16
            var legendLine: [SVGWriter.Attribute] = [
                ("x1", PictureNumber.svg(boxX + 6)), ("y1", PictureNumber.svg(legendY - 4)),
                ("x2", PictureNumber.svg(boxX + 30)), ("y2", PictureNumber.svg(legendY - 4)), ("stroke", stroke.colour),
            ]
            if let width = stroke.width { legendLine.append(("stroke-width", PictureNumber.svg(width))) }
            if !stroke.dash.isEmpty { legendLine.append(("stroke-dasharray", stroke.dash)) }
            writer.element("line", legendLine)
            writer.element(
                "text",
                [
                    ("x", PictureNumber.svg(boxX + 36)), ("y", PictureNumber.svg(legendY)),
                    ("font-size", "11"), ("fill", text),
                ], content: name)
        }
        writer.close("svg")
        return writer.text
    }

    /// Series `index`'s colour, dash pattern and width: distinct colours
    /// and dashes, and decreasing widths (the first widest).
    static func style(_ index: Int) -> (colour: String, dash: String, width: Double) {
        (colours[index % colours.count], dashes[index % dashes.count], Swift.max(1.0, 3.5 - Double(index) * 0.75))
    }

    /// The runs of consecutive points with a finite y.
    static func runs(_ points: [LineChartPoint]) -> [[(x: Double, y: Double)]] {
        var runs: [[(x: Double, y: Double)]] = [], current: [(x: Double, y: Double)] = []
        for point in points {
            if let y = point.y, y.isFinite, point.x.isFinite {
                current.append((point.x, y))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }
}
