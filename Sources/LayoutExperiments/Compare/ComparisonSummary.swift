import Foundation
import LayoutMetrics
import LayoutModel

/// The summary of a comparison, computed from its rows alone (so that
/// merged shards summarise exactly as one run): each engine's outcomes,
/// then for every pair of engines the agreement rate of cases (LayoutMetrics'
/// `AgreementRate`, Wilson's 95% interval), of the eligible cases only
/// (`CaseEligibility`: where a declarative strategy could differ at all),
/// and of nodes (`ClusteredRate`: the interval counts cases, not nodes, as
/// the independent draws), the largest |Δ| of any frame component, and
/// agreement by rule family (nodes) and by folder (cases); then, against
/// the first engine, paired comparisons of every two others on the same
/// cases (`PairedTest`: McNemar's exact test on agreeing, Wilcoxon's
/// signed-rank test on each case's largest |Δ|, with its effect size).
///
/// A case is one model at one proposal. A pair compares a case only when
/// both engines laid it out; the case agrees when every node does, and a
/// node agrees when x, y, width and height each differ by at most
/// ``tolerance``.
public struct ComparisonSummary: Sendable {
    /// Points within which two frame components agree.
    public var tolerance: Double
    /// Outcomes, agreement by pair, by rule family, by folder, in that order.
    public var tables: [SummaryTable]

    /// Summarises `rows` (in unit order) at `tolerance` points.
    public init(rows: [ComparisonRow], tolerance: Double) {
        self.tolerance = tolerance
        var engines: [String] = []
        var cases: [CaseKey: [String: [ComparisonRow]]] = [:]
        var caseOrder: [CaseKey] = []
        var folders: [CaseKey: String] = [:]
        for row in rows {
            if !engines.contains(row.engine) { engines.append(row.engine) }
            let key = CaseKey(model: row.model, proposal: row.proposal)
            if cases[key] == nil {
                caseOrder.append(key)
                folders[key] = row.folder
            }
            cases[key, default: [:]][row.engine, default: []].append(row)
        }
        tables = [Self.outcomes(engines: engines, cases: caseOrder.map { cases[$0]! })]
        var pairs: [SummaryTable] = [
            SummaryTable(
                title: "Agreement by engine pair",
                header: ["engines", "cases agreeing", "eligible cases agreeing", "nodes agreeing (cases as clusters)", "max |Δ| (pt)"],
                rows: []),
            SummaryTable(title: "Agreement by rule family (nodes)", header: ["engines", "family", "nodes agreeing"], rows: []),
            SummaryTable(title: "Agreement by folder (cases)", header: ["engines", "folder", "cases agreeing"], rows: []),
        ]
        for (first, a) in engines.enumerated() {
            for b in engines.dropFirst(first + 1) {
                var tally = PairTally()
                for key in caseOrder {
                    guard let left = cases[key]?[a], let right = cases[key]?[b] else { continue }
                    tally.add(left, right, folder: folders[key]!, tolerance: tolerance)
                }
                let name = "\(a) vs \(b)"
                pairs[0].rows.append([
                    name, tally.cases.description, tally.eligibleCases.description, tally.nodes.description,
                    tally.nodes.total == 0 ? "–" : Self.deviationText(tally.maximumDeviation),
                ])
                for family in tally.families.keys.sorted() { pairs[1].rows.append([name, family, tally.families[family]!.description]) }
                for folder in tally.folders.keys.sorted() { pairs[2].rows.append([name, folder, tally.folders[folder]!.description]) }
            }
        }
        tables += pairs
        if let reference = engines.first, engines.count >= 3 {
            tables.append(
                Self.pairedComparisons(
                    reference: reference, others: Array(engines.dropFirst()), cases: caseOrder.map { cases[$0]! },
                    tolerance: tolerance))
        }
    }

    /// Every two engines but the reference, compared on the cases all three
    /// laid out: McNemar's exact test on agreeing with the reference, and
    /// Wilcoxon's signed-rank test on the differences of each case's largest
    /// |Δ| from the reference (first minus second; a |Δ| within the
    /// tolerance counts as 0).
    private static func pairedComparisons(
        reference: String, others: [String], cases: [[String: [ComparisonRow]]],
        tolerance: Double
    ) -> SummaryTable {
        var table = SummaryTable(
            title: "Paired comparisons against \(reference) (cases)",
            header: [
                "engines", "cases", "only the first agrees", "only the second agrees", "McNemar p (exact)",
                "Wilcoxon on max |Δ|: n, W+, W−", "p", "rank-biserial r",
            ],
            rows: [])
        for (index, first) in others.enumerated() {
            for second in others.dropFirst(index + 1) {
                var onlyFirst = 0, onlySecond = 0, count = 0
                var differences: [Double] = []
                for runs in cases {
                    guard let base = runs[reference], let a = runs[first], let b = runs[second],
                        let deviationA = caseDeviation(base, a), let deviationB = caseDeviation(base, b)
                    else { continue }
                    count += 1
                    let (agreesA, agreesB) = (deviationA <= tolerance, deviationB <= tolerance)
                    if agreesA && !agreesB { onlyFirst += 1 }
                    if agreesB && !agreesA { onlySecond += 1 }
                    // A deviation within the tolerance counts as 0: round-off is not a difference.
                    let (countedA, countedB) = (agreesA ? 0 : deviationA, agreesB ? 0 : deviationB)
                    differences.append(countedA == countedB ? 0 : countedA - countedB)
                }
                let test = PairedTest.wilcoxonSignedRank(differences)
                table.rows.append([
                    "\(first) vs \(second)", String(count), String(onlyFirst), String(onlySecond),
                    pText(PairedTest.mcNemarExactP(b: onlyFirst, c: onlySecond)),
                    "\(test.count), \(ExperimentNumber.text(test.positiveRankSum)), \(ExperimentNumber.text(test.negativeRankSum))",
                    pText(test.p) + (test.isExact ? " (exact)" : " (normal)"), String(format: "%.3f", test.rankBiserial),
                ])
            }
        }
        return table
    }

    /// The largest |Δ| over a case's nodes between two engines' rows, nil
    /// unless both laid the case out.
    static func caseDeviation(_ left: [ComparisonRow], _ right: [ComparisonRow]) -> Double? {
        guard left.first?.status == .laidOut, right.first?.status == .laidOut else { return nil }
        var largest = 0.0
        for (a, b) in zip(left, right) {
            guard let first = a.frame, let second = b.frame else { continue }
            largest = max(largest, deviation(first, second))
        }
        return largest
    }

    /// A p-value with three significant digits, `< 0.0001` below that.
    static func pText(_ p: Double) -> String {
        p < 1e-4 ? "< 0.0001" : String(format: "%.3g", p)
    }

    /// The preamble saying what is compared and how.
    private var preamble: String {
        "Tolerance \(ExperimentNumber.text(tolerance)) pt: two frames agree when x, y, width and height each differ by at most it. "
            + "A case (a model at a proposal) is compared when both engines laid it out, and agrees when every node does. "
            + "Rates with Wilson's 95% interval (docs/metrics.md, \"Agreement rate\"). Eligible cases are those where a declarative "
            + "strategy could differ from greedy at all: a stack shares a finite offer among two or more children in greedy's layout "
            + "(docs/metrics.md, \"Eligible cases\"). Node rates take cases as clusters: a ratio estimator with a cluster-robust 95% "
            + "interval (docs/metrics.md, \"Agreement rate over clusters\"). Paired comparisons: McNemar's exact test and Wilcoxon's "
            + "signed-rank test with the rank-biserial correlation (docs/metrics.md, \"Paired comparisons\").\n"
    }

    /// The summary in Markdown.
    public var markdown: String {
        "# Comparison summary\n\n" + preamble + tables.map { "\n" + $0.markdown }.joined()
    }

    /// The summary as a LaTeX fragment (needs `booktabs`).
    public var latex: String {
        "% layoutlp compare summary (needs \\usepackage{booktabs})\n" + SummaryTable.latexEscaped(preamble)
            + tables.map { "\n" + $0.latex }.joined()
    }

    /// Each engine's outcomes over the cases it ran.
    private static func outcomes(engines: [String], cases: [[String: [ComparisonRow]]]) -> SummaryTable {
        var table = SummaryTable(title: "Outcomes", header: ["engine", "cases"] + RowStatus.allCases.map(\.rawValue), rows: [])
        for engine in engines {
            var counts: [RowStatus: Int] = [:]
            var total = 0
            for runs in cases {
                guard let status = runs[engine]?.first?.status else { continue }
                counts[status, default: 0] += 1
                total += 1
            }
            table.rows.append([engine, String(total)] + RowStatus.allCases.map { String(counts[$0] ?? 0) })
        }
        return table
    }

    /// The largest |Δ| among x, y, width and height; equal components
    /// differ by 0 even when infinite (a width of ∞ from both engines agrees),
    /// and a NaN difference counts as ∞.
    public static func deviation(_ first: Rect, _ second: Rect) -> Double {
        let pairs = [
            (first.origin.x, second.origin.x), (first.origin.y, second.origin.y), (first.size.width, second.size.width),
            (first.size.height, second.size.height),
        ]
        return pairs.map { a, b in a == b ? 0 : abs(a - b).isNaN ? .infinity : abs(a - b) }.max() ?? 0
    }

    /// |Δ| with four significant digits (`0`, `0.0001234`, `12.5`).
    static func deviationText(_ value: Double) -> String {
        value == 0 ? "0" : String(format: "%.4g", value)
    }

    private struct CaseKey: Hashable {
        var model: String
        var proposal: String
    }

    /// One engine pair's counts.
    private struct PairTally {
        var cases = AgreementRate.none
        var eligibleCases = AgreementRate.none
        var nodes = ClusteredRate()
        var maximumDeviation = 0.0
        var families: [String: AgreementRate] = [:]
        var folders: [String: AgreementRate] = [:]

        /// Adds one case's rows of both engines (same nodes, same order).
        mutating func add(_ left: [ComparisonRow], _ right: [ComparisonRow], folder: String, tolerance: Double) {
            guard left.first?.status == .laidOut, right.first?.status == .laidOut else { return }
            var caseAgrees = true
            var agreeingNodes = 0, comparedNodes = 0
            for (a, b) in zip(left, right) {
                guard let first = a.frame, let second = b.frame else { continue }
                let deviation = ComparisonSummary.deviation(first, second)
                maximumDeviation = max(maximumDeviation, deviation)
                let agrees = deviation <= tolerance
                caseAgrees = caseAgrees && agrees
                comparedNodes += 1
                if agrees { agreeingNodes += 1 }
                families[a.family, default: AgreementRate.none] = families[a.family, default: AgreementRate.none].adding(agrees)
            }
            cases = cases.adding(caseAgrees)
            if left.first?.eligible == true { eligibleCases = eligibleCases.adding(caseAgrees) }
            // Counts from one case's rows: agreeing ≤ compared always holds.
            nodes = (try? nodes.adding(agreed: agreeingNodes, of: comparedNodes)) ?? nodes
            folders[folder, default: AgreementRate.none] = folders[folder, default: AgreementRate.none].adding(caseAgrees)
        }
    }
}
