import LayoutPictures
import LayoutTestSupport
import Testing

/// ``LineChart``: nice axes and one polyline per unbroken run of a series.
@Suite struct LineChartTests {
    /// x 0…10 and y 0…5 on a 720 × 420 chart with margins 70, 20, 36, 64:
    /// the x axis runs 0…10 in steps of 2 (10/6 ≈ 1.7, the next of 1, 2, 5
    /// is 2) from pixel 70 to 700, the y axis 0…5 in steps of 1 from pixel
    /// 356 (bottom) to 36 (top). So (0, 0) is (70, 356), (5, 2.5) is
    /// (385, 196) and (10, 5) is (700, 36).
    @Test func pointsMapOntoNiceAxes() throws {
        let chart = LineChart(
            title: "t", xLabel: "x", yLabel: "y",
            series: [
                LineChartSeries(
                    name: "line", points: [LineChartPoint(x: 0, y: 0), LineChartPoint(x: 5, y: 2.5), LineChartPoint(x: 10, y: 5)])
            ])
        let svg = try SVGDocument(chart.svg())
        #expect(svg.elements(named: "polyline").map { $0.attributes["points"] } == ["70,356 385,196 700,36"])
        let labels = svg.elements(named: "text").map(\.text)
        for tick in ["0", "2", "4", "6", "8", "10", "1", "3", "5"] { #expect(labels.contains(tick), "tick \(tick)") }
        #expect(labels.contains("x") && labels.contains("y") && labels.contains("line"))
    }

    /// A value past a tick by round-off opens no further step: y 0…5 with
    /// its top at 5 + 1e-12 still spans 0…5 (the top at pixel 36, as in
    /// `pointsMapOntoNiceAxes`), where 5.1 takes the axis to 6 (steps of 1:
    /// 5.1/6 = 0.85 rounds up to 1), putting 5.1 at 356 − 5.1/6 · 320 = 84.
    @Test func roundOffPastATickOpensNoFurtherStep() throws {
        func top(_ y: Double) throws -> String? {
            let chart = LineChart(
                title: "t", xLabel: "x", yLabel: "y",
                series: [LineChartSeries(name: "line", points: [LineChartPoint(x: 0, y: 0), LineChartPoint(x: 10, y: y)])])
            let points = try SVGDocument(chart.svg()).elements(named: "polyline").first?.attributes["points"]
            return points?.split(separator: " ").last.map(String.init)
        }
        #expect(try top(5 + 1e-12) == "700,36")
        #expect(try top(5.1) == "700,84")
    }

    /// A point without a value breaks its series into two polylines; each
    /// series is its own group, named for the legend.
    @Test func aMissingValueBreaksTheLine() throws {
        let chart = LineChart(
            title: "t", xLabel: "x", yLabel: "y",
            series: [
                LineChartSeries(name: "greedy", points: [0, 1, 2, 3].map { LineChartPoint(x: $0, y: $0 == 2 ? nil : $0) }),
                LineChartSeries(name: "lp/exact", points: [0, 1, 2, 3].map { LineChartPoint(x: $0, y: $0) }),
            ])
        let svg = try SVGDocument(chart.svg())
        #expect(svg.elements(named: "g").compactMap { $0.attributes["data-series"] } == ["greedy", "lp/exact"])
        #expect(svg.elements(named: "polyline").map { $0.attributes["points"]?.split(separator: " ").count } == [2, 1, 4])
    }

    /// The legend takes the corner whose box covers the fewest data points
    /// (issue 28, point 7: it could hide the data). A series falling from
    /// (0, 5) to (10, 0), sampled every 0.1, passes through the top-left and
    /// bottom-right corners (pixels (70, 36) and (700, 356), as above) and
    /// leaves the top-right empty: the legend box (44 + 4 × 6.7 = 70.8 wide,
    /// 20 high) goes there, at x = 700 − 4 − 70.8 = 625.2, y = 36 + 2 = 38.
    /// A rising series leaves the top-left empty, the first corner tried.
    @Test func theLegendTakesTheCornerWithTheLeastData() throws {
        func legendBox(_ y: (Double) -> Double) throws -> (String?, String?) {
            let points = (0...100).map { LineChartPoint(x: Double($0) / 10, y: y(Double($0) / 10)) }
            let svg = try SVGDocument(
                LineChart(title: "t", xLabel: "x", yLabel: "y", series: [LineChartSeries(name: "line", points: points)]).svg())
            let box = svg.elements(named: "rect").first { $0.attributes["data-role"] == "legend-box" }
            return (box?.attributes["x"], box?.attributes["y"])
        }
        let falling = try legendBox { 5 - $0 / 2 }
        #expect(falling.0 == "625.2" && falling.1 == "38", "\(falling)")
        let rising = try legendBox { $0 / 2 }
        #expect(rising.0 == "74" && rising.1 == "38", "\(rising)")
    }
}
