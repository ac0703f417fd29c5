import Foundation

/// The summary's section on `metrics.csv` (`compare --metrics`): per
/// engine, in the order the engines first appear, the number of stacks
/// scored and the median of each metric over them (docs/metrics.md,
/// "Per-stack metrics"), to four significant digits (metrics.csv has
/// every digit); priority inversions are summed.
enum StackMetricsSummary {
    static func markdown(_ rows: [StackMetricsRow]) -> String {
        var engines: [String] = []
        var byEngine: [String: [StackMetricsRow]] = [:]
        for row in rows {
            if byEngine[row.engine] == nil { engines.append(row.engine) }
            byEngine[row.engine, default: []].append(row)
        }
        var lines = [
            "## Stack metrics (medians over stacks)", "",
            "| engine | stacks | Jain (lengths) | Jain (kept shares) | inversions (sum) | ideal L2 | ideal L∞ | unused | overflow | max abs Δ vs reference | least IoU vs reference |",
            "|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for engine in engines {
            let group = byEngine[engine]!
            func median(_ value: (StackMetricsRow) -> Double?) -> String {
                let values = group.compactMap(value).sorted()
                guard !values.isEmpty else { return "–" }
                let middle = values.count / 2
                let median = values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
                return median == 0 ? "0" : String(format: "%.4g", median)
            }
            let cells = [
                engine, String(group.count), median(\.jainLength), median(\.jainKept), String(group.reduce(0) { $0 + $1.inversions }),
                median(\.idealL2), median(\.idealLInfinity), median(\.unused), median(\.overflow), median(\.referenceDelta),
                median(\.referenceIoU),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
