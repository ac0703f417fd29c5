/// A point of a ``LineChartSeries``: y nil (or not finite) leaves a gap.
public struct LineChartPoint: Sendable, Hashable {
    /// The point's x value.
    public var x: Double
    /// The point's y value; nil (or not finite) leaves a gap.
    public var y: Double?

    /// A point at (`x`, `y`).
    public init(x: Double, y: Double?) {
        self.x = x
        self.y = y
    }
}
