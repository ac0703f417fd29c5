/// A length in a custom layout's linear description: a number fixed by the
/// tree, or a linear expression over the program's variables (with the
/// interval it lies in for every root proposal). Sums, differences and
/// products with numbers need no new variable; minimum, maximum and choice
/// are operations of ``LinearLayoutContext``.
public struct LinearLength: Hashable {
    let quantity: Quantity

    init(_ quantity: Quantity) {
        self.quantity = quantity
    }

    /// The number `value` (may be infinite, as an unspecified-free proposal can be).
    public static func constant(_ value: Double) -> LinearLength { LinearLength(.constant(value)) }

    /// 0.
    public static var zero: LinearLength { LinearLength(.zero) }

    /// The value when the tree fixes it for every root proposal, else nil.
    public var constantValue: Double? { quantity.constantValue }

    /// The smallest value the length can take over the root proposals.
    public var lowerBound: Double { quantity.lower }

    /// The largest value the length can take over the root proposals.
    public var upperBound: Double { quantity.upper }

    /// `a + b` (IEEE rules on numbers: ∞ + −∞ is NaN).
    public static func + (a: LinearLength, b: LinearLength) -> LinearLength { LinearLength(a.quantity + b.quantity) }

    /// `a − b`.
    public static func - (a: LinearLength, b: LinearLength) -> LinearLength { LinearLength(a.quantity - b.quantity) }

    /// `−a`.
    public static prefix func - (a: LinearLength) -> LinearLength { LinearLength(-a.quantity) }

    /// `a · k` for a number `k`, with 0 · ∞ taken as 0 (as lengths are scaled in layout rules).
    public static func * (a: LinearLength, k: Double) -> LinearLength { LinearLength(.scaled(a.quantity, by: k)) }

    /// `k · a` for a number `k`.
    public static func * (k: Double, a: LinearLength) -> LinearLength { a * k }

    /// `a / k` for a number `k`.
    public static func / (a: LinearLength, k: Double) -> LinearLength { LinearLength(a.quantity / k) }
}
