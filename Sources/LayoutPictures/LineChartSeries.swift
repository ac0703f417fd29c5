/// One line of a ``LineChart``: a name for the legend and its points in
/// x order; a nil y breaks the line (no value there, such as a proposal the
/// engine could not lay out).
public struct LineChartSeries: Sendable {
    /// The name in the legend (an engine).
    public var name: String
    /// The points, in x order.
    public var points: [LineChartPoint]

    /// A series named `name`.
    public init(name: String, points: [LineChartPoint]) {
        self.name = name
        self.points = points
    }
}
