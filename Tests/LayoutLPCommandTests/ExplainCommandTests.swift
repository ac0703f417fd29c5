import Foundation
import LayoutTestSupport
import Testing

/// `layoutlp explain` (docs/cli.md, "explain"), run as a built executable.
@Suite struct ExplainCommandTests {
    static let tie = "Models/edge-cases/tie-finite-flexibility-three-way-declaration-order.json"

    /// The description: "b offered 60/2 = 30 -> clamp(30, 50, 80) = 50 (available 10)".
    @Test func textShowsTheOfferAndTheClamp() throws {
        let output = try CommandRunner.run(["explain", Self.tie, "--node", "b"])
        #expect(output.status == 0)
        #expect(
            output.standardOutput.contains(
                "2nd in fitting order, available 60, 2 left in its group: offer max(60 / 2, 0) = 30; answered 50"))
        #expect(output.standardOutput.contains("height: clamp(30, min 50, max 80) = 50 (lower clamp: raised to the minimum)"))
        #expect(output.standardOutput.contains("  greedy: (20, 30) -> 20x50"))
        #expect(output.standardOutput.contains("  lp/exact: (20, 30) -> 20x50"))
    }

    /// The same numbers in `--json`: the last step's source is the stack offer.
    @Test func jsonCarriesTheOfferNumbers() throws {
        let output = try CommandRunner.run(["explain", Self.tie, "--node", "c", "--json"])
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["engine"] as? String == "greedy")
        let steps = try #require(object["derivation"] as? [[String: Any]])
        let offer = try #require(steps.compactMap { $0["source"] as? [String: Any] }.last { $0["rule"] as? String == "stack-offer" })
        // "c offered 10 -> clamp(10, 10, 40) = 10 (available 0)".
        #expect(offer["available"] as? Double == 10 && offer["offer"] as? Double == 10 && offer["orderPosition"] as? Int == 3)
    }

    @Test func exactListsTheDecisionsByFamilyAndPath() throws {
        let output = try CommandRunner.run([
            "explain", "Models/edge-cases/reservation-three-priority-groups.json", "--node", "b", "--engine", "exact",
        ])
        #expect(output.status == 0)
        #expect(
            output.standardOutput.contains(
                "flex-frame [root/1/frame] flex-frame.min-first[root/1/frame] = 0: upper clamp: min(150, 140) = 140: the second operand, because 140 < 150"
            )
        )
    }

    /// Classic case 2: `weighted`'s own objectives only fill the row
    /// (a + b + c = 240, a ≤ 100, 95 ≤ b ≤ 200), so a's width is open over
    /// 0…100 and the tie-break chose it; `lex-fair`'s one level decides it.
    @Test func aDeclarativeStrategySaysWhetherTheTieBreakDecided() throws {
        let model = "Models/strategies/classic-2-later-minimum-above-share.json"
        let weighted = try CommandRunner.run(["explain", model, "--node", "a", "--engine", "weighted"])
        #expect(
            weighted.standardOutput.contains("size decided by the tie-break: the strategy's own objectives allow width 0…100, height 20"),
            "\(weighted.standardOutput)")
        let fair = try CommandRunner.run(["explain", model, "--node", "a", "--engine", "lex-fair"])
        #expect(fair.standardOutput.contains("size decided by the strategy's own objectives (determined: no other size is as good)"))
    }

    /// Classic case 2 under `min-deviation` (docs/strategies.md, "The
    /// tie-break"): in 240, 3d + 115 = 240 gives a = 10 + 125/3 = 51.666667;
    /// at `--proposal 300x20`, 3d + 115 = 300 gives a = 10 + 185/3 =
    /// 71.666667 (below its maximum 100, b's 156.666667 below 200). Either
    /// way the rows, no overflow and no unused space leave a anywhere in
    /// 0…100, and the least squares fix it.
    @Test func explainTakesAProposalAndNamesTheStageThatFixedTheNode() throws {
        let model = "Models/strategies/classic-2-later-minimum-above-share.json"
        let own = try CommandRunner.run(["explain", model, "--node", "a", "--engine", "min-deviation"])
        #expect(own.standardOutput.contains("frame: x 0, y 0, 51.666667x20"), "\(own.standardOutput)")
        #expect(own.standardOutput.contains("  unused-d0: width 0…100, height 20"), "\(own.standardOutput)")
        #expect(own.standardOutput.contains("fixed by stage 3 (least-squares)"), "\(own.standardOutput)")
        let wider = try CommandRunner.run(["explain", model, "--node", "a", "--engine", "min-deviation", "--proposal", "300x20"])
        #expect(wider.status == 0)
        #expect(wider.standardOutput.contains("root proposal (300, 20)"), "\(wider.standardOutput)")
        #expect(wider.standardOutput.contains("frame: x 0, y 0, 71.666667x20"), "\(wider.standardOutput)")
    }

    /// `explain --work-limit` (issue 28): the layout's solves stop at the
    /// limit (one simplex iteration is too few for any stage of classic
    /// case 2: exit 4, naming the limit); a generous one changes nothing
    /// (a = 51.666667, as above); 0 is a usage error.
    @Test func explainTakesAWorkLimit() throws {
        let model = "Models/strategies/classic-2-later-minimum-above-share.json"
        let short = try CommandRunner.run(["explain", model, "--node", "a", "--engine", "min-deviation", "--work-limit", "1"])
        #expect(short.status == 4, "\(short.standardError)")
        #expect(short.standardError.contains("the work limit of 1 simplex iterations and branch-and-cut nodes"), "\(short.standardError)")
        let enough = try CommandRunner.run(["explain", model, "--node", "a", "--engine", "min-deviation", "--work-limit", "100000"])
        #expect(enough.status == 0 && enough.standardOutput.contains("frame: x 0, y 0, 51.666667x20"), "\(enough.standardOutput)")
        let zero = try CommandRunner.run(["explain", model, "--node", "a", "--engine", "min-deviation", "--work-limit", "0"])
        #expect(zero.status == 64 && zero.standardError.contains("--work-limit must be between 1 and"), "\(zero.standardError)")
    }

    /// docs/cli.md's example is what the command prints.
    @Test func theDocumentedExampleIsTheOutput() throws {
        let command = "$ layoutlp explain Models/edge-cases/reservation-three-priority-groups.json --node c"
        let docs = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let lines = docs.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: command))
        let end = try #require(lines[start...].firstIndex(of: "```"))
        let documented = lines[(start + 1)..<end].filter { $0 != "…" }
        #expect(documented.count > 5)
        let output = try CommandRunner.run(["explain", "Models/edge-cases/reservation-three-priority-groups.json", "--node", "c"])
        let printed = Set(output.standardOutput.components(separatedBy: "\n"))
        for line in documented { #expect(printed.contains(line), "not printed: \(line)") }
    }

    @Test func anUnknownNodeIsAUsageErrorNamingTheIDs() throws {
        let output = try CommandRunner.run(["explain", Self.tie, "--node", "d"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("no node with id or path \"d\" (ids: a, b, c, stack)"))
    }

    @Test func anUnknownEngineIsAUsageError() throws {
        let output = try CommandRunner.run(["explain", Self.tie, "--node", "b", "--engine", "gredy"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--engine"))
    }

    @Test func aMissingModelIsBadInput() throws {
        let output = try CommandRunner.run(["explain", "no-such-model.json", "--node", "b"])
        #expect(output.status == 2)
    }
}
