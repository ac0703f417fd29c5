/// One line of a ``LineChart``: a name for the legend and its points in
/// x order; a nil y breaks the line (no value there, such as a proposal the
/// engine could not lay out).
public struct LineChartSeries: Sendable {
    public var name: String
    public var points: [LineChartPoint]

    public init(name: String, points: [LineChartPoint]) {
        self.name = name
        self.points = points
    }
}
