import ArgumentParser
import Foundation
import GLPKBackend
import LPLayout
import LayoutChecker
import LayoutExperiments
import LayoutFuzzing
import LayoutModel
import LayoutModelFile

/// `layoutlp fuzz --seed S --count N [--engine exact] [--jobs J]`:
/// differential fuzzing of the greedy and LP engines (docs/fuzzing.md).
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Lay random view trees out with both engines, check layout properties, and shrink every failure to a model file.",
        discussion: """
            Case I of a campaign is rebuilt from --seed and I alone, so `--seed S --case I` replays one case. \
            Exit 0 when every case agreed and every property held; 1 when anything disagreed, failed or broke a property.
            """)

    @Option(parsing: .unconditional, help: "The campaign's seed: the same seed gives the same cases.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "How many cases to run.")
    var count: Int = 1_000

    // The default is the machine's core count; the help says so once (a
    // default value would print the count of the machine that shows the help).
    @Option(parsing: .unconditional, help: "Worker threads (default: the number of cores).")
    var jobs: Int?

    /// `--jobs`, else the number of cores.
    var workerCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    @Option(
        parsing: .unconditional,
        help: "Replay one case of the campaign: print its model and verdict, and shrink and write it if it fails (unless --no-shrink).")
    var `case`: Int?

    @Option(name: [.short, .long], help: "Folder for the shrunk findings (a model file and a picture each).")
    var output: String = "fuzz-findings"

    @Option(parsing: .unconditional, help: "Shrink and write at most this many findings (the lowest case numbers).")
    var maxFindings: Int = 10

    @Flag(help: "List the findings (case and what failed) without shrinking them or writing files.")
    var noShrink = false

    @Flag(help: "Compare the engines only; skip the layout property checks.")
    var noProperties = false

    @Flag(inversion: .prefixedNo, help: "Show a progress bar on standard error (default: when it is a terminal).")
    var progress: Bool?

    @Flag(help: "Print the campaign's summary (and findings) as one JSON document instead of text (docs/cli.md).")
    var json = false

    @OptionGroup var engineOptions: EngineOptions

    @OptionGroup(title: "LP engine") var lpOptions: LPEngineOptions

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must be ≥ 0, not \(count)") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be ≥ 1, not \(jobs)") }
        guard maxFindings >= 0 else { throw ValidationError("--max-findings must be ≥ 0, not \(maxFindings)") }
        if let index = `case`, index < 0 { throw ValidationError("--case must be ≥ 0, not \(index)") }
        _ = try strategy()
    }

    /// The one strategy checked against greedy (`exact` unless named).
    func strategy() throws -> ExperimentEngine {
        try engineOptions.engines(for: .oneStrategy("fuzz", because: "it checks a strategy against greedy"))[0]
    }

    func run() throws {
        // A case that needs longer than the limit (5 s unless --time-limit) counts as a solve failure.
        engineOptions.printSpellingNotes()
        let engine = lpOptions.engine(try strategy().lpStrategy() ?? ExactStrategy(), fallbackTimeLimit: 5)
        let campaign = FuzzCampaign(
            seed: seed, count: count, jobs: workerCount, check: DifferentialCheck(lpEngine: engine),
            properties: noProperties ? nil : PropertyCheck(lpEngine: engine), maxFindings: maxFindings)
        if let index = `case` {
            if json { throw ValidationError("--json gives a campaign's summary; --case replays one case as text") }
            return try replay(campaign, index: index)
        }
        if json { return try runJSON(campaign, engine: engine.name) }

        // The header first: a redirected output says which campaign ran even
        // when it is interrupted (standard output is line-buffered).
        print("fuzz: seed \(seed), \(count) cases, \(engine.name) against greedy, \(workerCount) job\(workerCount == 1 ? "" : "s")")
        let bar = ProgressBar(total: count, enabled: progress ?? ProgressBar.standardErrorIsTerminal)
        let report = campaign.run { done, summary in bar.update(done: done, summary: summary) }
        bar.finish()
        print(report.summary.text, terminator: "")
        guard Self.failed(report.summary, findings: report.findings.count) else { return }
        if report.findings.count < report.summary.disagreements + report.summary.failures + report.summary.propertyViolations {
            print("findings: the first \(report.findings.count) of the failing cases (--max-findings \(maxFindings))")
        }
        if noShrink {
            for finding in report.findings { print("case \(finding.index): \(finding.summary)") }
            throw ExitCode.disagreement
        }
        var written: [String] = []
        for finding in report.findings { written += try shrinkAndWrite(finding, campaign: campaign) }
        if !written.isEmpty { try writeSummary(report.summary, files: written) }
        throw ExitCode.disagreement
    }

    /// Whether a campaign failed (exit 1): any disagreement, solve failure
    /// or property violation, whether or not `--max-findings` let it be
    /// listed (with `--max-findings 0` nothing is, and it still fails).
    static func failed(_ summary: FuzzSummary, findings: Int) -> Bool {
        !summary.passed || findings > 0
    }

    /// Writes `fuzz-SEED-summary.txt` into the findings folder, last: a
    /// folder without it holds the findings of an interrupted campaign.
    private func writeSummary(_ summary: FuzzSummary, files: [String]) throws {
        let command = "layoutlp fuzz --seed \(seed) --count \(count) --engine \(try strategy().specification)"
        let path: String
        do {
            path = try Self.writeSummary(summary, command: command, files: files, folder: output, seed: seed)
        } catch {
            throw CommandFailure.exit(for: error)
        }
        print("summary: \(path)")
    }

    /// The summary file of a campaign's findings in `folder`: the command,
    /// the summary's text and the files written (their names); its path.
    static func writeSummary(
        _ summary: FuzzSummary, command: String, files: [String], folder: String,
        seed: UInt64
    ) throws(OutputFileError) -> String {
        let path = (folder as NSString).appendingPathComponent("fuzz-\(seed)-summary.txt")
        let text = command + "\n" + summary.text + "files:\n" + files.map { "  \(($0 as NSString).lastPathComponent)\n" }.joined()
        try OutputFile.write(text, to: path)
        return path
    }

    /// Shrinks `finding`, writes it, and returns the files written.
    private func shrinkAndWrite(_ finding: FuzzFinding, campaign: FuzzCampaign) throws -> [String] {
        let shrunk = campaign.shrink(finding)
        do {
            let written = try FindingWriter(folder: output).write(shrunk, campaign: campaign)
            print("case \(finding.index): \(finding.summary)\n  shrunk to \(written.views) views: \(written.paths.joined(separator: ", "))")
            return written.paths
        } catch {
            throw CommandFailure.exit(for: error)
        }
    }

    private func replay(_ campaign: FuzzCampaign, index: Int) throws {
        let problem = campaign.problem(index: index)
        print(ModelFile.encode(problem), terminator: "")
        let (summary, finding) = campaign.evaluate(index: index)
        guard let finding else {
            let verdict =
                summary.refusals > 0
                ? "refused: \(summary.refusalReasons.sorted.map(\.group.example).joined(separator: "; "))"
                : summary.declinedByBoth > 0
                    ? "no frames from either engine: \(summary.declinedReasons.sorted.map(\.group.example).joined(separator: "; "))"
                    : "passed"
            print("case \(index): \(verdict)")
            return
        }
        if noShrink { print("case \(index): \(finding.summary)") } else { _ = try shrinkAndWrite(finding, campaign: campaign) }
        throw ExitCode.disagreement
    }

    /// `--json`: the campaign, then one JSON document (`FuzzJSON`) with the
    /// summary and each finding (shrunk and written unless `--no-shrink`).
    private func runJSON(_ campaign: FuzzCampaign, engine: String) throws {
        let bar = ProgressBar(total: count, enabled: progress ?? ProgressBar.standardErrorIsTerminal)
        let report = campaign.run { done, summary in bar.update(done: done, summary: summary) }
        bar.finish()
        var findings: [FuzzJSON.Finding] = []
        var written: [String] = []
        for finding in report.findings {
            var entry = FuzzJSON.Finding(index: finding.index, summary: finding.summary, views: nil, files: [])
            if !noShrink {
                let shrunk = campaign.shrink(finding)
                do {
                    let files = try FindingWriter(folder: output).write(shrunk, campaign: campaign)
                    entry.views = files.views
                    entry.files = files.paths
                    written += files.paths
                } catch {
                    throw CommandFailure.exit(for: error)
                }
            }
            findings.append(entry)
        }
        var summaryFile: String?
        if !written.isEmpty {
            let command = "layoutlp fuzz --seed \(seed) --count \(count) --engine \(try strategy().specification)"
            do {
                summaryFile = try Self.writeSummary(report.summary, command: command, files: written, folder: output, seed: seed)
            } catch {
                throw CommandFailure.exit(for: error)
            }
        }
        let document = FuzzJSON.encode(
            seed: seed, engine: engine, jobs: workerCount, summary: report.summary, findings: findings,
            summaryFile: summaryFile)
        print(document.text, terminator: "")
        if Self.failed(report.summary, findings: report.findings.count) { throw ExitCode.disagreement }
    }
}
