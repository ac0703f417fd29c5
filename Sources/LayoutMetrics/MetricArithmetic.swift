import LayoutModel

/// The arithmetic every metric shares on lengths that may be infinite
/// (docs/metrics.md, "Conventions"): two equal infinities differ by 0, never
/// by NaN, by the engines' own rule (`LengthArithmetic`, LayoutModel).
enum MetricArithmetic {
    /// |a − b|, with equal infinities 0 apart (`LengthArithmetic.difference`)
    /// and an infinity and anything else ∞ apart.
    static func distance(_ a: Double, _ b: Double) -> Double {
        abs(LengthArithmetic.difference(a, b))
    }

    /// max(0, a − b) without ∞ − ∞: 0 whenever a ≤ b.
    static func excess(_ a: Double, over b: Double) -> Double {
        a <= b ? 0 : a - b
    }

    /// a · b with 0 · ∞ = 0 (a zero-length side covers no area, however
    /// long the other side).
    static func product(_ a: Double, _ b: Double) -> Double {
        a == 0 || b == 0 ? 0 : a * b
    }

    /// The length of a frame along `axis`, negative sizes counted as 0.
    static func length(_ rect: Rect, _ axis: Axis) -> Double { max(0, rect.size[axis]) }

    /// Where a frame starts and ends along `axis` (`end` ≥ `start`).
    static func span(_ rect: Rect, _ axis: Axis) -> (start: Double, end: Double) {
        let start = rect.origin[axis]
        let length = length(rect, axis)
        if length == 0 { return (start, start) }
        // A frame from −∞ with an infinite length is all of the line (−∞ + ∞ would be NaN).
        if start == -.infinity && length == .infinity { return (start, .infinity) }
        return (start, start + length)
    }
}
