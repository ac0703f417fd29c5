import LayoutModel

extension Rect {
    /// The area this frame and `other` share over the area they cover
    /// together (docs/metrics.md, "Intersection over union"): 1 for equal
    /// frames, 0 for frames that do not overlap.
    ///
    /// Where the union's area is 0 or infinite (two zero-area frames, such as
    /// a Spacer's zero height, or a frame with an infinite side) the ratio is
    /// not a number; the metric is then 1 when the two frames are equal and 0
    /// otherwise. Negative sizes count as 0.
    public func intersectionOverUnion(with other: Rect) -> Double {
        let intersection = MetricArithmetic.product(overlap(with: other, .horizontal), overlap(with: other, .vertical))
        let area = MetricArithmetic.product(MetricArithmetic.length(self, .horizontal), MetricArithmetic.length(self, .vertical))
        let otherArea = MetricArithmetic.product(MetricArithmetic.length(other, .horizontal), MetricArithmetic.length(other, .vertical))
        let union = area + otherArea - intersection
        guard union > 0, union.isFinite, intersection.isFinite else { return self == other ? 1 : 0 }
        return intersection / union
    }

    /// The length along `axis` that this frame and `other` share.
    func overlap(with other: Rect, _ axis: Axis) -> Double {
        let a = MetricArithmetic.span(self, axis)
        let b = MetricArithmetic.span(other, axis)
        return MetricArithmetic.excess(min(a.end, b.end), over: max(a.start, b.start))
    }
}
