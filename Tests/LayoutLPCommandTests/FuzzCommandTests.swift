import Foundation
import GLPKBackend
import LPLayout
import LayoutFuzzing
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

@testable import LayoutLPCommand

@Suite struct FuzzCommandTests {
    @Test func smallCampaignPrintsTheSummaryAndExitsZero() throws {
        let output = try CommandRunner.run(["fuzz", "--seed", "4", "--count", "30", "--jobs", "1"])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        for line in [
            "fuzz: seed 4, 30 cases, lp/exact against greedy, 1 job", "cases: 30", "disagreements: 0",
            "solve failures: 0", "property checks: ", "cases/s",
        ] {
            #expect(output.standardOutput.contains(line), "\(line)")
        }
        // Standard error is not a terminal here: no progress bar.
        #expect(output.standardError.isEmpty)
    }

    @Test func replayingACasePrintsAReadableModel() throws {
        let output = try CommandRunner.run(["fuzz", "--seed", "4", "--case", "2"])
        #expect(output.status == 0)
        let model = try #require(output.standardOutput.components(separatedBy: "\ncase 2: ").first)
        let problem = try ModelFile.decode(model + "\n", file: "replay")
        #expect(problem.name == "fuzz-4-2")
        #expect(
            problem.root
                == FuzzCampaign(
                    seed: 4, count: 3, check: DifferentialCheck(lpEngine: LPLayoutEngine(solver: GLPKSolver())),
                    properties: nil
                ).problem(index: 2).root)
        #expect(output.standardOutput.contains("case 2: "))
    }

    @Test func badCountIsAUsageError() throws {
        let output = try CommandRunner.run(["fuzz", "--count=-1"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--count must be ≥ 0"))
        let zeroLimit = try CommandRunner.run(["fuzz", "--time-limit", "0"])
        #expect(zeroLimit.status == 64)
        #expect(zeroLimit.standardError.contains("--time-limit must be between 0.001 s"))
    }

    /// GLPK counts whole milliseconds: 0.0004 s was accepted and then every
    /// solve failed with GLPK's invalid option; it is a usage error now.
    @Test func aTimeLimitBelowAMillisecondIsAUsageError() throws {
        let output = try CommandRunner.run(["fuzz", "--time-limit", "0.0004", "--count", "1"])
        #expect(output.status == 64)
        #expect(
            output.standardError.contains("--time-limit must be between 0.001 s (GLPK counts whole milliseconds) and 86400 s, not 0.0004"),
            "\(output.standardError)")
    }

    /// A negative number after an option is its value, judged by the
    /// option's rule, not "Missing value" (the parser took `-1` for a flag).
    @Test(arguments: [
        (["fuzz", "--count", "-1"], "--count must be ≥ 0, not -1"),
        (["fuzz", "--case", "-3"], "--case must be ≥ 0, not -3"),
        (["fuzz", "--max-findings", "-2"], "--max-findings must be ≥ 0, not -2"),
        (["fuzz", "--jobs", "-1"], "--jobs must be ≥ 1, not -1"),
        (["check", "--tolerance", "-1"], "--tolerance must be a finite number ≥ 0, not -1.0"),
        (["render", "--tolerance", "-0.5"], "--tolerance must be a finite number ≥ 0, not -0.5"),
        (["solve", "--engine", "exact", "--time-limit", "-5"], "--time-limit must be between 0.001 s"),
    ])
    func aNegativeOptionValueSaysWhatIsAllowed(_ arguments: [String], _ message: String) throws {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 64)
        #expect(output.standardError.contains(message), "\(output.standardError)")
        #expect(!output.standardError.contains("Missing value"))
    }

    /// The findings folder's summary file (written after every finding, so a
    /// folder without it is an interrupted campaign's) names the command,
    /// the counts and every file written, by name.
    @Test func theSummaryFileListsTheCommandCountsAndFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-summary-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var summary = FuzzSummary()
        summary.cases = 12
        summary.agreements = 11
        summary.disagreements = 1
        let path = try FuzzCommand.writeSummary(
            summary, command: "layoutlp fuzz --seed 7 --count 12 --engine exact",
            files: [folder + "/fuzz-7-3.json", folder + "/fuzz-7-3.svg"], folder: folder, seed: 7)
        #expect(path == folder + "/fuzz-7-summary.txt")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("layoutlp fuzz --seed 7 --count 12 --engine exact\ncases: 12\n"), "\(text)")
        #expect(text.contains("disagreements: 1\n"))
        #expect(text.hasSuffix("files:\n  fuzz-7-3.json\n  fuzz-7-3.svg\n"), "\(text)")
    }

    /// `--max-findings` caps what is listed and written, never the verdict:
    /// a campaign with a failure and no finding kept still fails (it exited
    /// 0 with `--max-findings 0`).
    @Test func aFailureFailsTheCampaignWhateverMaxFindingsKeeps() {
        var summary = FuzzSummary()
        summary.cases = 10
        summary.agreements = 9
        #expect(!FuzzCommand.failed(summary, findings: 0))
        summary.failures = 1
        #expect(FuzzCommand.failed(summary, findings: 0))
        summary.failures = 0
        summary.propertyViolations = 1
        #expect(FuzzCommand.failed(summary, findings: 0))
        summary.propertyViolations = 0
        summary.disagreements = 2
        #expect(FuzzCommand.failed(summary, findings: 0))
    }

    /// A finding is written as a model file that reads back, marked disabled
    /// because its `expect` is the greedy engine's output. Here the tree is
    /// the README's kind of row, whose frames are worked out by hand
    /// (docs/greedy-semantics.md, stacks: least flexible first, default
    /// spacing 8, centred on the cross axis): Fixed 24×24 at (0, 10), Color
    /// 268×44 at (32, 0) in 300×44.
    @Test func findingWriterWritesADisabledModelThatReadsBack() throws {
        let problem = LayoutProblem(
            proposal: ProposedViewSize(width: 300, height: 44),
            root: ViewNode(
                .hStack(
                    alignment: .center, spacing: nil,
                    children: [
                        ViewNode(.fixed(width: 24, height: 24), id: "icon"),
                        ViewNode(.shape(.color), id: "fill"),
                    ])))
        let campaign = FuzzCampaign(
            seed: 11, count: 1, check: DifferentialCheck(lpEngine: LPLayoutEngine(solver: GLPKSolver())), properties: nil)
        var finding = FuzzFinding(index: 0, seed: 1, problem: problem, summary: "made up for the test", outcome: .disagreed)
        finding.shrunk = problem
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-findings-\(UUID().uuidString)").path
        let written = try FindingWriter(folder: folder).write(finding, campaign: campaign)
        let path = try #require(written.paths.first)
        #expect(path.hasSuffix("fuzz-11-0.json"))
        let read = try ModelFile.load(path: path)
        #expect(read.root == problem.root)
        #expect(read.disabled?.contains("unchecked") == true)
        #expect(read.description?.contains("--seed 11") == true)
        #expect(
            read.expect == [
                "icon": ExpectedFrame(x: 0, y: 10, width: 24, height: 24), "fill": ExpectedFrame(x: 32, y: 0, width: 268, height: 44),
            ])
        // The picture beside it: each engine's box for the icon at its hand-worked frame.
        #expect(written.paths.count == 2)
        let svg = try SVGDocument(String(contentsOfFile: written.paths[1], encoding: .utf8))
        for engine in ["greedy", "lp/exact"] {
            let boxes = svg.elements(named: "rect").filter { $0.attributes["data-id"] == "icon" && $0.attributes["data-engine"] == engine }
            #expect(boxes.map(\.rect) == [Rect(x: 0, y: 10, width: 24, height: 24)], "\(engine)")
        }
    }

    /// The format has "infinity" for lengths only: a frame at y = +∞ is left
    /// out of `expect`, an infinitely tall one kept. VStack(spacing: 0)
    /// { Color c; Fixed 10×10 f } proposed (10, ∞): f (flexibility 0) first,
    /// offered ∞ / 2 = ∞, answers 10; c offered ∞ − 10 = ∞, answers ∞
    /// (semantics §1.2-§1.3). Placed in order: c at y 0, ∞ tall; f at y ∞.
    @Test func findingWriterLeavesOutFramesAtInfinitePositions() throws {
        let problem = LayoutProblem(
            proposal: ProposedViewSize(width: 10, height: .infinity),
            root: ViewNode(
                .vStack(
                    alignment: .center, spacing: 0,
                    children: [
                        ViewNode(.shape(.color), id: "c"),
                        ViewNode(.fixed(width: 10, height: 10), id: "f"),
                    ])))
        let campaign = FuzzCampaign(
            seed: 12, count: 1, check: DifferentialCheck(lpEngine: LPLayoutEngine(solver: GLPKSolver())), properties: nil)
        var finding = FuzzFinding(index: 0, seed: 12, problem: problem, summary: "made up for the test", outcome: .disagreed)
        finding.shrunk = problem
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-findings-\(UUID().uuidString)").path
        let written = try FindingWriter(folder: folder).write(finding, campaign: campaign)
        let read = try ModelFile.load(path: try #require(written.paths.first))
        #expect(read.expect == ["c": ExpectedFrame(x: 0, y: 0, width: 10, height: .infinity)])
    }
}
