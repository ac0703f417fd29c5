import LayoutModel

/// A list of values of one metric (one per node, model or case) in a few
/// numbers: count, minimum, maximum, mean and median (docs/metrics.md,
/// "Summaries"), for tables that aggregate many runs.
///
/// ```swift
/// let iou = MetricSummary(deviations.map(\.meanIntersectionOverUnion))
/// print(iou)  // n 12, min 0.8, median 1, mean 0.975, max 1
/// ```
public struct MetricSummary: Sendable, Hashable, CustomStringConvertible {
    /// How many values were summarised.
    public var count: Int
    /// The smallest value; nil for no values.
    public var minimum: Double?
    /// The largest value; nil for no values.
    public var maximum: Double?
    /// The arithmetic mean (∞ if a value is ∞; NaN if both infinities occur); nil for no values.
    public var mean: Double?
    /// The middle value, or the mean of the two middle values for an even
    /// count (∞ + −∞ gives NaN, as for the mean); nil for no values.
    public var median: Double?

    /// Summarises `values`; NaN values are left out (they are not lengths).
    public init(_ values: some Sequence<Double>) {
        let sorted = values.filter { !$0.isNaN }.sorted()
        count = sorted.count
        minimum = sorted.first
        maximum = sorted.last
        guard !sorted.isEmpty else { return }
        // Summed in ascending order so the mean does not depend on the order the values came in.
        mean = sorted.reduce(0, +) / Double(sorted.count)
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : Self.midpoint(sorted[middle - 1], sorted[middle])
    }

    private static func midpoint(_ a: Double, _ b: Double) -> Double { a == b ? a : (a + b) / 2 }

    /// `n 4, min 0, median 1.5, mean 2, max 5`, or `n 0`.
    public var description: String {
        guard let minimum, let maximum, let mean, let median else { return "n 0" }
        return
            "n \(count), min \(formatLength(minimum)), median \(formatLength(median)), mean \(formatLength(mean)), max \(formatLength(maximum))"
    }
}
