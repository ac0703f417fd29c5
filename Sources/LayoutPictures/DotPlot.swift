import Foundation

/// A dot plot as SVG: one row per series, one dot per value, on a
/// logarithmic axis, for distributions across cases (`compare --plots`:
/// each case's largest |Δ| from the reference, per engine). Values at or
/// below ``floor`` (agreement) sit in a column of their own at the left,
/// infinite ones in a column at the right, so neither is lost off the log
/// scale. Each row carries its count and median (a black bar). Dots in a
/// row spread vertically by a fixed pattern of their index, so the picture
/// is the same bytes for the same input.
public struct DotPlot: Sendable {
    /// The plot's title, above it.
    public var title: String
    /// The x axis's label.
    public var xLabel: String
    /// The rows, top to bottom.
    public var rows: [DotPlotRow]
    /// Values at or below it are drawn in the left column (`≤ floor`).
    public var floor: Double
    /// The picture's width in pixels.
    public var width: Double

    /// A plot of `rows`; values ≤ `floor` count as agreeing.
    public init(title: String, xLabel: String, rows: [DotPlotRow], floor: Double, width: Double = 760) {
        self.title = title
        self.xLabel = xLabel
        self.rows = rows
        self.floor = floor
        self.width = width
    }

    static let rowHeight = 40.0
    static let margins = (left: 190.0, right: 110.0, top: 44.0, bottom: 54.0)
    static let sideColumn = 46.0

    /// The SVG document. Each row is a `g` with `data-series` (its name)
    /// holding one `circle` per value with its value in `data-value`.
    public func svg() -> String {
        let height = Self.margins.top + Double(rows.count) * Self.rowHeight + Self.margins.bottom
        let left = Self.margins.left, right = width - Self.margins.right
        let logLeft = left + Self.sideColumn + 12, logRight = right - Self.sideColumn - 12
        let finite = rows.flatMap(\.values).filter { $0 > floor && $0.isFinite }
        let low = (finite.min().map { log10($0).rounded(.down) } ?? 0)
        let high = Swift.max(low + 1, finite.max().map { log10($0).rounded(.up) } ?? 1)
        func x(_ value: Double) -> Double {
            if value <= floor { return left + Self.sideColumn / 2 }
            if !value.isFinite { return right - Self.sideColumn / 2 }
            return logLeft + (log10(value) - low) / (high - low) * (logRight - logLeft)
        }
        let text = PictureStyle.text
        let bottom = height - Self.margins.bottom
        var writer = SVGWriter()
        writer.openChart(width: width, height: height, title: title, titleX: 12)
        // Columns and decades.
        var ticks: [(x: Double, label: String)] = [
            (left + Self.sideColumn / 2, "≤ \(PictureNumber.label(floor))"),
            (right - Self.sideColumn / 2, "∞"),
        ]
        var exponent = low
        while exponent <= high {
            ticks.append((logLeft + (exponent - low) / (high - low) * (logRight - logLeft), "1e\(Int(exponent))"))
            exponent += 1
        }
        for tick in ticks {
            let position = PictureNumber.svg(tick.x)
            writer.element(
                "line",
                [
                    ("x1", position), ("y1", PictureNumber.svg(Self.margins.top)), ("x2", position), ("y2", PictureNumber.svg(bottom)),
                    ("stroke", "#e4e4e4"), ("stroke-width", "1"),
                ])
            writer.element(
                "text",
                [
                    ("x", position), ("y", PictureNumber.svg(bottom + 16)), ("font-size", "11"),
                    ("text-anchor", "middle"), ("fill", text),
                ], content: tick.label)
        }
        writer.element(
            "rect",
            [
                ("x", PictureNumber.svg(left)), ("y", PictureNumber.svg(Self.margins.top)), ("width", PictureNumber.svg(right - left)),
                ("height", PictureNumber.svg(bottom - Self.margins.top)), ("fill", "none"), ("stroke", PictureStyle.outline),
            ])
        writer.element(
            "text",
            [
                ("x", PictureNumber.svg((left + right) / 2)), ("y", PictureNumber.svg(height - 12)),
                ("font-size", "12"), ("text-anchor", "middle"), ("fill", text),
            ], content: xLabel)
        for (index, row) in rows.enumerated() {
            let centre = Self.margins.top + (Double(index) + 0.5) * Self.rowHeight
            let colour = LineChart.colours[index % LineChart.colours.count]
            writer.element(
                "text",
                [
                    ("x", PictureNumber.svg(left - 8)), ("y", PictureNumber.svg(centre + 4)),
                    ("font-size", "11"), ("text-anchor", "end"), ("fill", text),
                ], content: row.name)
            writer.open("g", [("data-series", row.name)])
            for (offset, value) in row.values.enumerated() {
                let spread = Double((offset * 7) % 15 - 7) * 1.8
                writer.element(
                    "circle",
                    [
                        ("cx", PictureNumber.svg(x(value))), ("cy", PictureNumber.svg(centre + spread)), ("r", "3"),
                        ("fill", colour), ("fill-opacity", "0.55"), ("data-value", value.isFinite ? "\(value)" : "inf"),
                    ])
            }
            writer.close("g")
            if let median = row.median {
                let position = PictureNumber.svg(x(median))
                writer.element(
                    "line",
                    [
                        ("x1", position), ("y1", PictureNumber.svg(centre - 15)), ("x2", position),
                        ("y2", PictureNumber.svg(centre + 15)), ("stroke", "#000000"), ("stroke-width", "2"),
                    ])
            }
            let medianText =
                row.median.map { $0 <= floor ? "≤ \(PictureNumber.label(floor))" : $0.isFinite ? String(format: "%.3g", $0) : "∞" } ?? "–"
            writer.element(
                "text",
                [
                    ("x", PictureNumber.svg(right + 8)), ("y", PictureNumber.svg(centre + 4)),
                    ("font-size", "11"), ("fill", text),
                ], content: "n \(row.values.count), median \(medianText)")
        }
        writer.close("svg")
        return writer.text
    }
}
