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

/// A point of a ``LineChartSeries``: y nil (or not finite) leaves a gap.
public struct LineChartPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double?

    public init(x: Double, y: Double?) {
        self.x = x
        self.y = y
    }
}
