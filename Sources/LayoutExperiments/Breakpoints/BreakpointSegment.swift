/// One affine stretch of one frame component: `intercept + slope·width`
/// for root widths `from…to`.
public struct BreakpointSegment: Sendable, Hashable, CustomStringConvertible {
    /// The root width where the segment starts.
    public var from: Double
    /// The root width where it ends.
    public var to: Double
    /// The component's value at root width 0 on this segment's law, in points.
    public var intercept: Double
    /// Points of the component per point of root width.
    public var slope: Double

    /// The segment `intercept + slope·width` on `from…to`.
    public init(from: Double, to: Double, intercept: Double, slope: Double) {
        self.from = from
        self.to = to
        self.intercept = intercept
        self.slope = slope
    }

    /// The value at `width`.
    public func value(at width: Double) -> Double { slope == 0 ? intercept : intercept + slope * width }

    /// `a + b·w on [w0, w1]`, numbers rounded to 1e-9 (``BreakpointAnalysis/rounded(_:)``).
    public var description: String {
        let a = BreakpointAnalysis.rounded(intercept), b = BreakpointAnalysis.rounded(slope)
        let line = b == 0 ? SweepNumber.text(a) : "\(SweepNumber.text(a)) \(b < 0 ? "-" : "+") \(SweepNumber.text(abs(b)))·w"
        return "\(line) on [\(SweepNumber.text(BreakpointAnalysis.rounded(from))), \(SweepNumber.text(BreakpointAnalysis.rounded(to)))]"
    }
}
