/// The lazy grid rule on plain numbers (the greedy engine's).
public struct NumericLazyGridArithmetic: LazyGridArithmetic {
    /// The arithmetic.
    public init() {}
    /// The number itself.
    public func constant(_ value: Double) -> Double { value }
    /// `a + b`.
    public func sum(_ a: Double, _ b: Double) -> Double { a + b }
    /// `a − b`, or `a` for ∞ − ∞.
    public func remainder(_ a: Double, less b: Double) -> Double {
        let result = a - b
        return result.isNaN ? a : result
    }
    /// `a / k`.
    public func share(_ a: Double, among k: Double) -> Double { a / k }
    /// `min(max(a, lower), upper)`.
    public func clamp(_ a: Double, lower: Double, upper: Double) -> Double { Swift.min(Swift.max(a, lower), upper) }
    /// The number itself.
    public func count(_ value: Double) -> Double { value }
    /// `LazyGridTracks.fittingCount`.
    public func fittingCount(_ a: Double, minimum: Double, spacing: Double) -> Double {
        LazyGridTracks<Double>.fittingCount(a, minimum: minimum, spacing: spacing)
    }
    /// `a`, or `min(a, count·(maximum + spacing) − spacing)` (`min(a, maximum)` for one track).
    public func covered(_ a: Double, minimum: Double, maximum: Double, spacing: Double) -> Double {
        if maximum == .infinity { return a }
        let count = fittingCount(a, minimum: minimum, spacing: spacing)
        return count == 1 ? Swift.min(a, maximum) : Swift.min(a, count * (maximum + spacing) - spacing)
    }
    /// `min((a + spacing) / count − spacing, maximum)` (`min(a, maximum)` for one track).
    public func trackLength(_ a: Double, count: Double, minimum: Double, maximum: Double, spacing: Double) -> Double {
        count == 1 ? Swift.min(a, maximum) : Swift.min((a + spacing) / count - spacing, maximum)
    }
}
