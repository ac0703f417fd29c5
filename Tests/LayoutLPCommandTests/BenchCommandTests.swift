import Foundation
import LayoutTestSupport
import Testing

/// `layoutlp-bench`'s options (issue 30, item 5; docs/benchmarks.md): it is
/// a tool, not a test of speed, so only what it writes is checked, never a time.
@Suite struct BenchCommandTests {
    /// Three timed runs after one warm-up on the CPU clock, greedy only:
    /// the JSON export has one result per stage with three times each, and
    /// says its clock, runs and warm-up; the CSV has hyperfine's columns.
    @Test func exportsSayWhatWasTimedAndHowOften() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try CommandRunner.run(
            [
                "Models/strategies/classic-2-later-minimum-above-share.json", "--runs", "3", "--warmup", "1",
                "--clock", "cpu", "--engines", "greedy", "--export-json", folder + "/b.json",
                "--export-csv", folder + "/b.csv",
            ], program: "layoutlp-bench")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("runs: 3 after 1 warm-up, median / p90 cpu time per run"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/b.json"))) as? [String: Any])
        #expect(json["clock"] as? String == "cpu" && json["runs"] as? Int == 3 && json["warmup"] as? Int == 1)
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.map { $0["command"] as? String } == ["read", "flatten", "greedy layout"])
        #expect(results.allSatisfy { ($0["times"] as? [Double])?.count == 3 })
        let csv = try String(contentsOfFile: folder + "/b.csv", encoding: .utf8).split(separator: "\n")
        #expect(csv.first == "command,mean,stddev,median,p90,min,max" && csv.count == 4)

        let bad = try CommandRunner.run(["--clock", "sundial"], program: "layoutlp-bench")
        #expect(bad.status == 64 && bad.standardError.contains("sundial"))
    }
}
