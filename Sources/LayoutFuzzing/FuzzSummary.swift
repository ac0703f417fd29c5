/// The counts of a campaign, as `layoutlp fuzz` prints them at the end.
public struct FuzzSummary: Sendable, Hashable {
    /// The number of cases run.
    public var cases = 0
    /// Cases where both engines gave frames that agree within the tolerance.
    public var agreements = 0
    /// Cases where both engines gave frames that differ where they must agree.
    public var disagreements = 0
    /// Cases where a declarative strategy's frames differ from greedy's: a
    /// finding about the strategy, not a failure.
    public var divergences = 0
    /// Divergences by cause (`DivergenceClassifier`), with the first case index of each.
    public var divergenceCauses: [String: Int] = [:]
    /// The first case index of each divergence cause in `divergenceCauses`.
    public var divergenceExamples: [String: Int] = [:]
    /// Cases an engine refused on purpose (a strategy that cannot encode a
    /// node), by the refused element's message.
    public var refusals = 0
    /// Cases where an engine failed (no optimum, solver error, NaN frame) or
    /// the generated tree was invalid.
    public var failures = 0
    /// Cases where neither engine gave frames (both met a NaN or refused).
    public var declinedByBoth = 0
    /// Cases where a property check did not hold.
    public var propertyViolations = 0
    /// Property checks run (each case runs several).
    public var propertyChecks = 0
    /// How many cases contained each feature (`FeatureCoverage`).
    public var coverage: [String: Int] = [:]
    /// Refusals by message (without the node path), grouped by pattern
    /// (numbers as `#`), with the cases to replay.
    public var refusalReasons = ReasonGroups()
    /// Solve failures by message (without the node path), grouped likewise.
    public var failureReasons = ReasonGroups()
    /// Cases where neither engine gave frames, by greedy's message: kept
    /// apart from refusals (a strategy that cannot encode a node).
    public var declinedReasons = ReasonGroups()
    /// Disagreements (engines that must agree differ), by their first difference.
    public var disagreementReasons = ReasonGroups()
    /// Property violations, by property and detail.
    public var violationReasons = ReasonGroups()
    /// Wall-clock seconds of the whole campaign.
    public var seconds: Double = 0

    /// A summary with every count 0.
    public init() {}

    /// Cases per wall-clock second; 0 before any time has passed.
    public var casesPerSecond: Double { seconds > 0 ? Double(cases) / seconds : 0 }

    /// Features of `FeatureCoverage.all` no case contained.
    public var missingFeatures: [String] { FeatureCoverage.all.filter { (coverage[$0] ?? 0) == 0 } }

    /// True when nothing disagreed, failed or broke a property.
    public var passed: Bool { disagreements == 0 && failures == 0 && propertyViolations == 0 }

    mutating func add(_ other: FuzzSummary) {
        cases += other.cases
        agreements += other.agreements
        disagreements += other.disagreements
        divergences += other.divergences
        divergenceCauses.merge(other.divergenceCauses, uniquingKeysWith: +)
        divergenceExamples.merge(other.divergenceExamples, uniquingKeysWith: min)
        refusals += other.refusals
        declinedByBoth += other.declinedByBoth
        failures += other.failures
        propertyViolations += other.propertyViolations
        propertyChecks += other.propertyChecks
        coverage.merge(other.coverage, uniquingKeysWith: +)
        refusalReasons.merge(other.refusalReasons)
        failureReasons.merge(other.failureReasons)
        declinedReasons.merge(other.declinedReasons)
        disagreementReasons.merge(other.disagreementReasons)
        violationReasons.merge(other.violationReasons)
    }

    /// How many groups of one kind `text` lists; the rest are counted.
    public static let groupsListed = 12

    /// One kind's groups: `  failed 3×: PATTERN`, then the example (when it
    /// differs from the pattern) and the cases to replay.
    static func lines(_ groups: ReasonGroups, verb: String) -> [String] {
        var lines: [String] = []
        let sorted = groups.sorted
        for (pattern, group) in sorted.prefix(groupsListed) {
            lines.append("  \(verb) \(group.count)×: \(pattern)")
            if group.example != pattern { lines.append("      e.g. case \(group.cases.first ?? 0): \(group.example)") }
            let more = group.count > group.cases.count ? ", …" : ""
            lines.append("      replay: --case \(group.cases.map(String.init).joined(separator: ", "))\(more)")
        }
        if sorted.count > groupsListed {
            let rest = sorted.dropFirst(groupsListed)
            lines.append(
                "  \(verb): \(rest.count) more pattern\(rest.count == 1 ? "" : "s"), \(rest.reduce(0) { $0 + $1.group.count }) cases")
        }
        return lines
    }

    /// The lines printed at the end of a campaign.
    public var text: String {
        func number(_ value: Double) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        var lines = [
            "cases: \(cases)",
            "agreements: \(agreements)",
            "disagreements: \(disagreements)",
            "divergences of a declarative strategy: \(divergences)",
            "solve failures: \(failures)",
            "refused by a strategy: \(refusals)",
            "no frames from either engine: \(declinedByBoth)",
            "property checks: \(propertyChecks), violations: \(propertyViolations)",
            "time: \(number(seconds)) s, \(number(casesPerSecond)) cases/s",
        ]
        if divergences > 0 {
            let compared = agreements + divergences
            let rate = compared > 0 ? Double(agreements) / Double(compared) * 100 : 0
            lines.append("agreement with greedy: \(agreements) of \(compared) cases with frames from both (\(number(rate))%)")
            for (cause, count) in divergenceCauses.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
                lines.append("  diverged \(count)×: \(cause) (first: case \(divergenceExamples[cause] ?? 0))")
            }
        }
        lines += Self.lines(disagreementReasons, verb: "disagreed")
        lines += Self.lines(failureReasons, verb: "failed")
        lines += Self.lines(violationReasons, verb: "violated")
        lines += Self.lines(refusalReasons, verb: "refused")
        lines += Self.lines(declinedReasons, verb: "no frames")
        let missing = missingFeatures
        lines.append(
            missing.isEmpty
                ? "coverage: all \(FeatureCoverage.all.count) features reached"
                : "coverage: \(FeatureCoverage.all.count - missing.count) of \(FeatureCoverage.all.count) features reached; missing: \(missing.joined(separator: ", "))"
        )
        return lines.joined(separator: "\n") + "\n"
    }
}
