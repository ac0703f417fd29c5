import LayoutFuzzing
import LayoutModelFile

/// What `layoutlp fuzz --json` prints (docs/cli.md, "fuzz --json"): the
/// campaign (seed, engine, jobs), its counts, each kind of reason grouped
/// by pattern (numbers as `#`) with an example and the cases to replay,
/// the coverage, and the findings.
enum FuzzJSON {
    /// One failing case as listed (and, unless `--no-shrink`, shrunk and written).
    struct Finding {
        var index: Int
        var summary: String
        /// Views of the shrunk model; nil when not shrunk.
        var views: Int?
        var files: [String]
    }

    static func encode(
        seed: UInt64, engine: String, jobs: Int, summary: FuzzSummary, findings: [Finding],
        summaryFile: String?
    ) -> JSONOutput {
        func count(_ value: Int) -> JSONOutput { .number(Double(value)) }
        func groups(_ groups: ReasonGroups) -> JSONOutput {
            .array(
                groups.sorted.map { pattern, group in
                    .object([
                        ("pattern", .string(pattern)), ("count", count(group.count)), ("example", .string(group.example)),
                        ("cases", .array(group.cases.map(count))),
                    ])
                })
        }
        let compared = summary.agreements + summary.divergences
        return .object([
            ("seed", .string(String(seed))),
            ("engine", .string(engine)),
            ("jobs", count(jobs)),
            ("passed", .bool(!FuzzCommand.failed(summary, findings: findings.count))),
            ("cases", count(summary.cases)),
            ("agreements", count(summary.agreements)),
            ("disagreements", count(summary.disagreements)),
            ("divergences", count(summary.divergences)),
            ("agreementRate", compared > 0 ? .number(Double(summary.agreements) / Double(compared)) : .null),
            ("solveFailures", count(summary.failures)),
            ("refusals", count(summary.refusals)),
            ("noFramesFromEither", count(summary.declinedByBoth)),
            ("propertyChecks", count(summary.propertyChecks)),
            ("propertyViolations", count(summary.propertyViolations)),
            ("seconds", .number(summary.seconds)),
            (
                "divergenceCauses",
                .array(
                    summary.divergenceCauses.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { cause, number in
                        .object([
                            ("cause", .string(cause)), ("count", count(number)),
                            ("firstCase", summary.divergenceExamples[cause].map(count) ?? .null),
                        ])
                    })
            ),
            ("disagreed", groups(summary.disagreementReasons)),
            ("failed", groups(summary.failureReasons)),
            ("violated", groups(summary.violationReasons)),
            ("refused", groups(summary.refusalReasons)),
            ("noFrames", groups(summary.declinedReasons)),
            ("coverage", .object(FeatureCoverage.all.map { ($0, count(summary.coverage[$0] ?? 0)) })),
            (
                "findings",
                .array(
                    findings.map { finding in
                        .object([
                            ("case", count(finding.index)), ("summary", .string(finding.summary)),
                            ("views", finding.views.map(count) ?? .null), ("files", .array(finding.files.map { .string($0) })),
                        ])
                    })
            ),
            ("summaryFile", .stringOrNull(summaryFile)),
        ])
    }
}
