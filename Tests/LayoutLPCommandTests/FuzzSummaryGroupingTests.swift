import Foundation
import LayoutFuzzing
import LayoutTestSupport
import Testing

@testable import LayoutLPCommand

/// `fuzz`'s summary: reasons that differ only in numbers counted together
/// (`ReasonGroups`), refusals kept apart from cases neither engine laid out,
/// the cases to replay listed; `fuzz --json`.
@Suite struct FuzzSummaryGroupingTests {
    @Test(arguments: [
        ("the time limit of 5 s for one layout ran out", "the time limit of # s for one layout ran out"),
        ("computed x -16 y nan w 16 h 228.5", "computed x # y # w # h #"),
        ("Δw +1e-07 at root/0/1", "Δw # at root/#/#"),
        ("y -inf in badge1", "y # in badge#"),
        ("an infinite length met another infinity", "an infinite length met another infinity"),
        ("a-b - c", "a-b - c"),
    ])
    func numbersBecomeHashes(_ message: String, _ pattern: String) {
        #expect(ReasonGroups.pattern(of: message) == pattern)
    }

    /// Counts add, the example is the lowest case's message and the cases
    /// are the five lowest, whatever order the workers merged in.
    @Test func groupsMergeTheSameWayInAnyOrder() {
        let records = [
            (9, "limit of 5 s"), (2, "limit of 7 s"), (40, "limit of 5 s"), (3, "no optimum"), (7, "limit of 1 s"),
            (5, "limit of 2 s"), (11, "limit of 3 s"), (1, "limit of 4 s"),
        ]
        func merged(_ order: [(Int, String)]) -> ReasonGroups {
            var all = ReasonGroups()
            for (index, message) in order {
                var one = ReasonGroups()
                one.record(message, case: index)
                all.merge(one)
            }
            return all
        }
        let forward = merged(records), backward = merged(records.reversed())
        #expect(forward == backward)
        let limit = forward.groups["limit of # s"]
        #expect(limit?.count == 7)
        #expect(limit?.example == "limit of 4 s")
        #expect(limit?.cases == [1, 2, 5, 7, 9])
        #expect(forward.sorted.map(\.pattern) == ["limit of # s", "no optimum"])
    }

    @Test func refusalsAndCasesWithoutFramesAreListedApartWithCasesToReplay() {
        var summary = FuzzSummary()
        summary.cases = 4
        summary.refusals = 1
        summary.refusalReasons.record("lp/exact: does not lay out `aspectRatio` yet", case: 3)
        summary.declinedByBoth = 1
        summary.declinedReasons.record("both: computed x 1 y nan", case: 2)
        let text = summary.text
        #expect(text.contains("refused by a strategy: 1\n"))
        #expect(text.contains("no frames from either engine: 1\n"))
        #expect(text.contains("  refused 1×: lp/exact: does not lay out `aspectRatio` yet\n      replay: --case 3\n"), "\(text)")
        #expect(
            text.contains("  no frames 1×: both: computed x # y #\n      e.g. case 2: both: computed x 1 y nan\n      replay: --case 2\n"),
            "\(text)")
    }

    /// A campaign's JSON is the same with one job or two (bar the timing and
    /// the jobs field), and its counts add up.
    @Test func fuzzJSONIsTheSameWhateverTheJobs() throws {
        let one = try CommandRunner.run(["fuzz", "--seed", "4", "--count", "30", "--jobs", "1", "--json"])
        let two = try CommandRunner.run(["fuzz", "--seed", "4", "--count", "30", "--jobs", "2", "--json"])
        #expect(one.status == 0, "\(one.standardOutput)\(one.standardError)")
        // The text is deterministic: compare it without the two lines that may differ.
        func stable(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { !$0.hasPrefix("  \"seconds\": ") && !$0.hasPrefix("  \"jobs\": ") }
        }
        #expect(stable(one.standardOutput) == stable(two.standardOutput))
        let first = try #require(JSONSerialization.jsonObject(with: Data(one.standardOutput.utf8)) as? [String: Any])
        #expect(first["cases"] as? Int == 30)
        let counted = ["agreements", "disagreements", "divergences", "solveFailures", "refusals", "noFramesFromEither"]
            .compactMap { first[$0] as? Int }.reduce(0, +)
        #expect(counted == 30, "every case has exactly one outcome")
        #expect(first["passed"] as? Bool == true)
    }
}
