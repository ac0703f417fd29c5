import Foundation
import LayoutExperiments
import LayoutModel
import Testing

@Suite struct ExperimentMergeTests {
    /// The report `compare` writes for `shard`, as the command makes it.
    func report(shard: ExperimentShard, format: RowFormat, jobs: Int = 1) throws -> ExperimentReport {
        let models = try ExperimentModelFinder.load(paths: try ExperimentModelFinder.paths([ExperimentFixtures.strategies]))
        let experiment = try Experiment(
            engineNames: ["greedy", "exact", "lex-fair"], models: models,
            proposals: ExperimentProposals(widths: [150, 300]), shard: shard, jobs: jobs)
        let output = try ExperimentRunner(experiment).run()
        let report = ExperimentReport.make(rows: output.rows, format: format, tolerance: 0.001, latex: true, times: nil, table: nil)
        let system = SystemDescription(
            layoutLPVersion: "test", commit: nil, swiftVersion: "6.3", glpkVersion: "5.0", operatingSystem: "Linux",
            cpu: "cpu", cores: 2)
        let manifest = ProvenanceManifest(
            experiment: experiment, commandLine: ["layoutlp", "compare", "--shard", shard.description],
            tolerance: 0.001, format: format, outputs: report.names, fuzz: nil, system: system)
        return report.adding(manifest: manifest)
    }

    /// Three shards merged (given in any order) write exactly one run's rows
    /// and summaries; the manifests differ only in the command line.
    @Test(arguments: RowFormat.allCases) func mergedShardsAreOneRun(format: RowFormat) throws {
        let whole = try report(shard: .whole, format: format)
        var folders: [String] = []
        for index in [3, 1, 2] {
            let folder = ExperimentFixtures.temporaryFolder()
            try report(shard: try ExperimentShard("\(index)/3"), format: format, jobs: 2).write(to: folder)
            folders.append(folder)
        }
        let merged = try ExperimentMerge.merge(folders, commandLine: ["layoutlp", "compare", "merge"])
        #expect(merged.names == whole.names)
        for name in [format.fileName, ExperimentReport.summaryName, ExperimentReport.latexName] {
            #expect(merged[name] == whole[name], "\(name)")
        }
        var mergedManifest = try ProvenanceManifest(text: try #require(merged[ExperimentReport.manifestName]), file: "merged")
        var wholeManifest = try ProvenanceManifest(text: try #require(whole[ExperimentReport.manifestName]), file: "whole")
        #expect(mergedManifest["commandLine"] == "[\"layoutlp\", \"compare\", \"merge\"]")
        mergedManifest["commandLine"] = nil
        wholeManifest["commandLine"] = nil
        #expect(mergedManifest == wholeManifest)
    }

    @Test func aMissingOrRepeatedShardIsRefused() throws {
        let first = ExperimentFixtures.temporaryFolder()
        try report(shard: try ExperimentShard("1/2"), format: .csv).write(to: first)
        #expect(throws: ExperimentFileError(path: "compare merge", problem: "missing shards: 2/2")) {
            try ExperimentMerge.merge([first], commandLine: [])
        }
        #expect(throws: ExperimentFileError.self) { try ExperimentMerge.merge([first, first], commandLine: []) }
    }

    /// A shard of another experiment (another format here) does not merge.
    @Test func aShardOfAnotherExperimentIsRefused() throws {
        let first = ExperimentFixtures.temporaryFolder(), second = ExperimentFixtures.temporaryFolder()
        try report(shard: try ExperimentShard("1/2"), format: .csv).write(to: first)
        try report(shard: try ExperimentShard("2/2"), format: .jsonl).write(to: second)
        let error = #expect(throws: ExperimentFileError.self) { try ExperimentMerge.merge([first, second], commandLine: []) }
        #expect(error?.problem.contains("\"format\" differs") == true, "\(String(describing: error))")
    }

    /// Issue 31, item 4: a shard's rows file that lost its last rows at a
    /// line boundary, or repeats a row, still parses, but it is not the file
    /// its manifest records (`rowsSHA256`), so the merge refuses it instead
    /// of counting other nodes.
    @Test(arguments: ["lost", "repeated"]) func aShardWhoseRowsChangedIsRefused(change: String) throws {
        let first = ExperimentFixtures.temporaryFolder(), second = ExperimentFixtures.temporaryFolder()
        try report(shard: try ExperimentShard("1/2"), format: .csv).write(to: first)
        try report(shard: try ExperimentShard("2/2"), format: .csv).write(to: second)
        let rowsPath = (second as NSString).appendingPathComponent(RowFormat.csv.fileName)
        var lines = try String(contentsOfFile: rowsPath, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count > 3)
        if change == "lost" { lines.removeLast(2) } else { lines.append(lines[lines.count - 1]) }
        try (lines.joined(separator: "\n") + "\n").write(toFile: rowsPath, atomically: true, encoding: .utf8)
        _ = try RowTable.parse(try String(contentsOfFile: rowsPath, encoding: .utf8), format: .csv, file: rowsPath)
        let error = #expect(throws: ExperimentFileError.self) { try ExperimentMerge.merge([first, second], commandLine: []) }
        #expect(error?.path == rowsPath)
        #expect(error?.problem.contains("rows lost, repeated or changed since the shard ran") == true, "\(String(describing: error))")
    }

    /// Issue 31, item 6: the files are renamed into place only once all are
    /// written, and a file that cannot be put in place (here `summary.md` is
    /// a folder) is an error naming it that leaves no temporary file behind.
    @Test func aReportThatCannotBeWrittenLeavesNoTemporaryFile() throws {
        let folder = ExperimentFixtures.temporaryFolder()
        let summary = (folder as NSString).appendingPathComponent(ExperimentReport.summaryName)
        try FileManager.default.createDirectory(atPath: summary + "/inside", withIntermediateDirectories: true)
        let error = #expect(throws: ExperimentFileError.self) { try report(shard: .whole, format: .csv).write(to: folder) }
        #expect(error?.path == summary)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!left.contains { $0.contains(".layoutlp-") }, "\(left)")
        // The manifest, written last, was not replaced: nothing claims the new rows.
        #expect(!left.contains(ExperimentReport.manifestName))
    }
}
