/// One affine stretch of one frame component: `intercept + slope·width`
/// for root widths `from…to`.
public struct BreakpointSegment: Sendable, Hashable, CustomStringConvertible {
    public var from: Double
    public var to: Double
    public var intercept: Double
    public var slope: Double

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
