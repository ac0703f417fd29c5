import LayoutMetrics
import Testing

/// Summaries (docs/metrics.md, "Summaries").
@Suite struct MetricSummaryTests {
    /// (3, 1, 2, 10) sorted is (1, 2, 3, 10): mean 16/4 = 4, median (2 + 3)/2.
    @Test func evenCountsTakeTheMeanOfTheMiddleTwo() {
        let summary = MetricSummary([3, 1, 2, 10])
        #expect(summary.count == 4 && summary.minimum == 1 && summary.maximum == 10)
        #expect(summary.mean == 4 && summary.median == 2.5)
        #expect(summary.description == "n 4, min 1, median 2.5, mean 4, max 10")
    }

    @Test func oddCountsTakeTheMiddleValue() {
        #expect(MetricSummary([5, 1, 3]).median == 3)
    }

    /// NaN is left out; an infinite value makes the mean infinite.
    @Test func nanIsLeftOutAndInfinityCarries() {
        let summary = MetricSummary([1, .nan, .infinity])
        #expect(summary.count == 2)
        #expect(summary.mean == .infinity && summary.median == .infinity)
    }

    @Test func noValuesHaveNoStatistics() {
        let summary = MetricSummary([Double]())
        #expect(summary.count == 0 && summary.mean == nil && summary.median == nil)
        #expect(summary.description == "n 0")
    }
}
