/// Arithmetic on lengths that may be infinite.
///
/// SwiftUI lets infinite proposals produce infinite sizes (a Color offered
/// infinity answers infinity). Aligning such a view computes infinity minus
/// infinity; LayoutLP treats the two infinities as the same point and uses 0
/// (docs/greedy-semantics.md, "Lengths at infinity"), so no NaN reaches a frame.
/// In LayoutModel so that every engine, and the shared right-to-left mirror,
/// use the same rule.
public enum LengthArithmetic {
    /// `a - b`, with infinity minus the same infinity taken as 0.
    public static func difference(_ a: Double, _ b: Double) -> Double {
        if a.isInfinite, b.isInfinite, a.sign == b.sign { return 0 }
        return a - b
    }

    /// `fraction * length`, with 0 times infinity taken as 0 (a leading or
    /// top guide is at 0 even in an infinite view).
    public static func scaled(_ length: Double, by fraction: Double) -> Double {
        fraction == 0 ? 0 : length * fraction
    }

    /// `value` clamped into `[lower, upper]` as SwiftUI clamps: `min(max(value, lower), upper)`,
    /// so with `lower > upper` the result is `upper`.
    public static func clamp(_ value: Double, lower: Double, upper: Double) -> Double {
        Swift.min(Swift.max(value, lower), upper)
    }
}
