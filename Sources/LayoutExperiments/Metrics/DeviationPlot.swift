import LayoutPictures

/// The figure across cases of `compare --plots` (`deviation-plot.svg`):
/// per engine but the first (the reference), a dot per case both laid out:
/// the case's largest |Δ| from the reference over its nodes
/// (`ComparisonSummary/caseDeviation(_:_:)`), on a log scale, with the
/// cases within the tolerance in a column of their own (docs/cli.md,
/// "compare"). Computed from the rows alone, so a merge draws it again.
public enum DeviationPlot {
    /// The file name.
    public static let fileName = "deviation-plot.svg"

    /// The plot of `rows` (in unit order), nil with fewer than two engines.
    public static func plot(rows: [ComparisonRow], tolerance: Double) -> DotPlot? {
        var engines: [String] = []
        var cases: [String: [String: [ComparisonRow]]] = [:]
        var order: [String] = []
        for row in rows {
            if !engines.contains(row.engine) { engines.append(row.engine) }
            let key = row.model + "\u{0}" + row.proposal
            if cases[key] == nil { order.append(key) }
            cases[key, default: [:]][row.engine, default: []].append(row)
        }
        guard let reference = engines.first, engines.count >= 2 else { return nil }
        let plotRows = engines.dropFirst().map { engine in
            DotPlotRow(
                name: engine,
                values: order.compactMap { key in
                    guard let base = cases[key]?[reference], let other = cases[key]?[engine] else { return nil }
                    return ComparisonSummary.caseDeviation(base, other)
                })
        }
        return DotPlot(
            title: "Largest |Δ| from \(reference) per case (\(order.count) cases)",
            xLabel: "largest |Δ| over a case's nodes (pt, log scale)",
            rows: plotRows, floor: tolerance)
    }
}
