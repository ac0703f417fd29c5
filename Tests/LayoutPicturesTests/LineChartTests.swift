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
        let chart = LineChart(title: "t", xLabel: "x", yLabel: "y", series: [
            LineChartSeries(name: "line", points: [LineChartPoint(x: 0, y: 0), LineChartPoint(x: 5, y: 2.5), LineChartPoint(x: 10, y: 5)]),
        ])
        let svg = try SVGDocument(chart.svg())
        #expect(svg.elements(named: "polyline").map { $0.attributes["points"] } == ["70,356 385,196 700,36"])
        let labels = svg.elements(named: "text").map(\.text)
        for tick in ["0", "2", "4", "6", "8", "10", "1", "3", "5"] { #expect(labels.contains(tick), "tick \(tick)") }
        #expect(labels.contains("x") && labels.contains("y") && labels.contains("line"))
    }

    /// A point without a value breaks its series into two polylines; each
    /// series is its own group, named for the legend.
    @Test func aMissingValueBreaksTheLine() throws {
        let chart = LineChart(title: "t", xLabel: "x", yLabel: "y", series: [
            LineChartSeries(name: "greedy", points: [0, 1, 2, 3].map { LineChartPoint(x: $0, y: $0 == 2 ? nil : $0) }),
            LineChartSeries(name: "lp/exact", points: [0, 1, 2, 3].map { LineChartPoint(x: $0, y: $0) }),
        ])
        let svg = try SVGDocument(chart.svg())
        #expect(svg.elements(named: "g").compactMap { $0.attributes["data-series"] } == ["greedy", "lp/exact"])
        #expect(svg.elements(named: "polyline").map { $0.attributes["points"]?.split(separator: " ").count } == [2, 1, 4])
    }
}
