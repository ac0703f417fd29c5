/// The number operations the lazy grids' track rule needs, so the rule is
/// written once for the greedy engine's numbers and the LP engine's
/// quantities (docs/greedy-semantics.md "Lazy grids").
public protocol LazyGridArithmetic {
    /// A length: a number, or an expression of the program.
    associatedtype Length
    /// A track count: a whole number, or an integer of the program.
    associatedtype Count
    /// What an operation the program cannot hold throws (`Never` for numbers).
    associatedtype Failure: Error

    /// A constant length.
    func constant(_ value: Double) -> Length
    /// `a + b`.
    func sum(_ a: Length, _ b: Length) throws(Failure) -> Length
    /// `a − b`, or `a` where that is ∞ − ∞ (a stack keeps its remainder so).
    func remainder(_ a: Length, less b: Length) throws(Failure) -> Length
    /// `a / k` for a whole `k ≥ 1`.
    func share(_ a: Length, among k: Double) throws(Failure) -> Length
    /// `a` clamped to `lower…upper` (`lower ≤ upper`; either end may be infinite).
    func clamp(_ a: Length, lower: Double, upper: Double) throws(Failure) -> Length
    /// A count the tree decides.
    func count(_ value: Double) -> Count
    /// `LazyGridTracks.fittingCount` of `a`.
    func fittingCount(_ a: Length, minimum: Double, spacing: Double) throws(Failure) -> Count
    /// What an adaptive item of length `a` covers: `a`, or `a` clamped to
    /// `count·(maximum + spacing) − spacing` when its tracks reach their maximum.
    func covered(_ a: Length, minimum: Double, maximum: Double, spacing: Double) throws(Failure) -> Length
    /// Each of an adaptive item's tracks: `min((a + spacing) / count − spacing, maximum)`
    /// (`min(a, maximum)` for one track).
    func trackLength(_ a: Length, count: Count, minimum: Double, maximum: Double, spacing: Double) throws(Failure) -> Length
}
