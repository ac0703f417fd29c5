import LayoutModel

extension Rect {
    /// The area this frame and `other` share over the area they cover
    /// together (docs/metrics.md, "Intersection over union"): 1 for equal
    /// frames, 0 for frames that do not overlap.
    ///
    /// Where the union's area is 0 or infinite the ratio is not a number.
    /// Then two frames whose components all differ by at most `tolerance`
    /// score 1; two zero-area frames flat along the same axis at places
    /// within `tolerance` there (a Spacer's zero height) are compared as
    /// segments along the other axis (their overlap over the length they
    /// cover together); anything else scores 0. Negative sizes count as 0.
    public func intersectionOverUnion(with other: Rect, tolerance: Double = 0) -> Double {
        let intersection = MetricArithmetic.product(overlap(with: other, .horizontal), overlap(with: other, .vertical))
        let area = MetricArithmetic.product(MetricArithmetic.length(self, .horizontal), MetricArithmetic.length(self, .vertical))
        let otherArea = MetricArithmetic.product(MetricArithmetic.length(other, .horizontal), MetricArithmetic.length(other, .vertical))
        let union = area + otherArea - intersection
        if union > 0, union.isFinite, intersection.isFinite { return intersection / union }
        if ComponentValues(differenceOf: self, other).largest <= tolerance { return 1 }
        guard union == 0 else { return 0 }
        for flat in Axis.allCases {
            let along = flat == .horizontal ? Axis.vertical : .horizontal
            guard MetricArithmetic.length(self, flat) == 0, MetricArithmetic.length(other, flat) == 0,
                abs(MetricArithmetic.span(self, flat).start - MetricArithmetic.span(other, flat).start) <= tolerance
            else { continue }
            let shared = overlap(with: other, along)
            let covered = MetricArithmetic.length(self, along) + MetricArithmetic.length(other, along) - shared
            return covered > 0 && covered.isFinite ? shared / covered : 0
        }
        return 0
    }

    /// The length along `axis` that this frame and `other` share.
    func overlap(with other: Rect, _ axis: Axis) -> Double {
        let a = MetricArithmetic.span(self, axis)
        let b = MetricArithmetic.span(other, axis)
        return MetricArithmetic.excess(min(a.end, b.end), over: max(a.start, b.start))
    }
}
