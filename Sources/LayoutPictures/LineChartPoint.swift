/// A point of a ``LineChartSeries``: y nil (or not finite) leaves a gap.
public struct LineChartPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double?

    public init(x: Double, y: Double?) {
        self.x = x
        self.y = y
    }
}
