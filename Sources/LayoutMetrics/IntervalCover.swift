import LayoutModel

/// How much of a line segment or a rectangle a set of others leaves
/// uncovered (docs/metrics.md, "Unused space"); computed from gaps, so an
/// infinite container never gives ∞ − ∞.
enum IntervalCover {
    /// The length of `range` that no span in `spans` covers.
    static func uncovered(_ range: (start: Double, end: Double), by spans: [(start: Double, end: Double)]) -> Double {
        let clipped = spans.compactMap { span -> (start: Double, end: Double)? in
            let start = max(span.start, range.start)
            let end = min(span.end, range.end)
            return start < end ? (start, end) : nil
        }.sorted { $0.start < $1.start }
        var gaps = 0.0
        var reached = range.start
        for span in clipped {
            gaps += MetricArithmetic.excess(span.start, over: reached)
            reached = max(reached, span.end)
        }
        return gaps + MetricArithmetic.excess(range.end, over: reached)
    }

    /// The area of `container` that none of `rects` covers: the container is
    /// cut into vertical slabs at every left and right edge, and each slab's
    /// uncovered height is found with `uncovered(_:by:)` among the rects that
    /// span the slab. O(n² log n) for n rects.
    static func uncoveredArea(of container: Rect, by rects: [Rect]) -> Double {
        let span = MetricArithmetic.span(container, .horizontal)
        let height = MetricArithmetic.span(container, .vertical)
        let xSpans = rects.map { MetricArithmetic.span($0, .horizontal) }
        let ySpans = rects.map { MetricArithmetic.span($0, .vertical) }
        var cuts = Set([span.start, span.end])
        for x in xSpans {
            for edge in [x.start, x.end] where edge > span.start && edge < span.end { cuts.insert(edge) }
        }
        let edges = cuts.sorted()
        var area = 0.0
        for (left, right) in zip(edges, edges.dropFirst()) where left < right {
            let covering = rects.indices.filter { xSpans[$0].start <= left && xSpans[$0].end >= right }.map { ySpans[$0] }
            area += MetricArithmetic.product(right - left, uncovered(height, by: covering))
        }
        return area
    }
}
