import Foundation
import LayoutTestSupport
import Testing

/// A `layoutlp` of your own (docs/research.md): `layoutlp-equal-share` is the
/// command line with one strategy more, written outside LPLayout with the
/// public API, and every subcommand takes it by name.
///
/// The numbers, by the strategy's own rule (Sources/LayoutLPEqualShare): an
/// HStack of spacing 5 with three shapes at 310 × 40 gives each
/// (310 − 2·5) / 3 = 100, at x 0, 105 and 210, and the whole height 40,
/// priorities ignored. Greedy (semantics §1.4, layoutPriority) serves the
/// priority-1 Color first with everything the row has past the spacing,
/// 310 − 10 = 300, and the two shapes of priority 0 get 0 at x 305 and 310.
@Suite struct OwnCommandTests {
    static let program = "layoutlp-equal-share"

    static let model = """
        {"format": "layoutlp/1", "name": "three shapes, one with priority 1", "proposal": {"width": 310, "height": 40},
         "root": {"type": "HStack", "id": "row", "spacing": 5, "children": [
           {"type": "Color", "id": "a", "modifiers": [{"layoutPriority": 1}]},
           {"type": "Rectangle", "id": "b"},
           {"type": "Circle", "id": "c"}]},
         "expectByStrategy": {"equal-share": {"b": {"x": 105, "y": 0, "width": 100, "height": 40}}}}
        """

    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-own-\(UUID().uuidString)").path
    }

    @Test func solveAndCheckTakeTheStrategyByNameAndMeetItsExpectation() throws {
        let path = try CommandRunner.temporaryModel(Self.model)
        let solve = try CommandRunner.run(["solve", path, "--engine", "equal-share"], program: Self.program)
        #expect(solve.status == 0, "\(solve.standardError)")
        #expect(solve.standardOutput.contains("Rectangle #b  x 105 y 0 w 100 h 40"))
        let check = try CommandRunner.run(["check", path, "--engine", "greedy", "--engine", "equal-share"], program: Self.program)
        // A strategy that does not claim the greedy rules may differ: a finding, not a failure.
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
        #expect(check.standardOutput.contains("lp/equal-share: differs, 4 nodes differ from the reference"))
        let help = try CommandRunner.run(["solve", "--help"], program: Self.program)
        #expect(help.standardOutput.contains("min-deviation, equal-share, proportional."))
    }

    /// `proportional` (Sources/LayoutLPEqualShare/ProportionalSharing.swift)
    /// changes only how a stack shares its axis: weights 2^(p − 1) for
    /// priorities 0, 1, 0 and 0 for the Spacer give 300 · (½, 1, ½, 0) / 2 =
    /// 75, 150, 75 and 0; the third Color's frame clamps it to 50 and the
    /// Spacer keeps its minimum 8 (semantics §3.1), so the row is 283 wide.
    /// With `base=3`: 300 · (⅓, 1, ⅓) / (5/3) = 60, 180, 60 → 50.
    @Test func aStackRuleOfYourOwnRunsByName() throws {
        let path = try CommandRunner.temporaryModel(
            """
            {"format": "layoutlp/1", "proposal": {"width": 300, "height": 20},
             "root": {"type": "HStack", "spacing": 0, "children": [
               {"type": "Color", "id": "a"},
               {"type": "Color", "id": "b", "modifiers": [{"layoutPriority": 1}]},
               {"type": "Color", "id": "c", "modifiers": [{"frame": {"maxWidth": 50}}]},
               {"type": "Spacer", "id": "s"}]}}
            """)
        let solve = try CommandRunner.run(["solve", path, "--engine", "proportional"], program: Self.program)
        #expect(solve.status == 0, "\(solve.standardError)")
        for line in [
            "HStack  x 0 y 0 w 283 h 20", "Color #a  x 0 y 0 w 75 h 20", "Color #b  x 75 y 0 w 150 h 20",
            "Color #c  x 225 y 0 w 50 h 20", "Spacer #s  x 275 y 10 w 8 h 0",
        ] {
            #expect(solve.standardOutput.contains(line), "\(line)")
        }
        let three = try CommandRunner.run(["solve", path, "--engine", "proportional:base=3"], program: Self.program)
        #expect(three.standardOutput.contains("Color #b  x 60 y 0 w 180 h 20"), "\(three.standardOutput)\(three.standardError)")
        let bad = try CommandRunner.run(["solve", path, "--engine", "proportional:base=1"], program: Self.program)
        #expect(bad.status == 64, "\(bad.standardError)")
    }

    @Test func theBuiltInCommandKnowsNoSuchStrategy() throws {
        let path = try CommandRunner.temporaryModel(Self.model)
        // The model names it in expectByStrategy: a reading error (exit 2) naming the key.
        let read = try CommandRunner.run(["solve", path])
        #expect(read.status == 2)
        #expect(read.standardError.contains("equal-share"))
        let option = try CommandRunner.run([
            "sweep", "Models/strategies/classic-3-under-fill.json", "--engine", "greedy", "--engine", "equal-share",
            "--width", "100:200:50",
        ])
        #expect(option.status == 64)
        #expect(option.standardError.contains("--engine: "))
    }

    @Test func compareSweepAndExplainRunTheStrategy() throws {
        let path = try CommandRunner.temporaryModel(Self.model)
        let out = Self.folder()
        let compare = try CommandRunner.run(
            ["compare", "run", path, "--engine", "greedy", "--engine", "equal-share", "-o", out, "--jobs", "1"],
            program: Self.program)
        #expect(compare.status == 0, "\(compare.standardError)")
        let rows = try String(contentsOfFile: out + "/rows.csv", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasPrefix("1,\(path),") && $0.contains(",equal-share,root/1,b,shape,105,0,100,40,laid-out,") })
        #expect(rows.contains { $0.hasPrefix("0,\(path),") && $0.contains(",greedy,root/1,b,shape,305,0,0,40,laid-out,") })
        let manifest = try String(contentsOfFile: out + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"engine\": \"lp/equal-share\""))

        // Widths 100…400 by 100: each share is (w − 10) / 3, so b is 30 wide at 100 and 130 at 400.
        let sweep = try CommandRunner.run(["sweep", path, "--engine", "equal-share", "--width", "100:400:100"], program: Self.program)
        #expect(sweep.status == 0, "\(sweep.standardError)")
        #expect(sweep.standardOutput.contains("lp/equal-share,100,40,3,root/1,b,35,0,30,40,laid-out,"))
        #expect(sweep.standardOutput.contains("lp/equal-share,400,40,3,root/1,b,135,0,130,40,laid-out,"))

        let explain = try CommandRunner.run(["explain", path, "--node", "b", "--engine", "equal-share"], program: Self.program)
        #expect(explain.status == 0, "\(explain.standardError)")
        #expect(explain.standardOutput.contains("b [root/1] by lp/equal-share"))
        #expect(explain.standardOutput.contains("frame: x 105, y 0, 100x40"))
        // One more point of root width is a third of a point more for each share.
        #expect(explain.standardOutput.contains("one more point of root width changes the node by: width 0.333333"))
    }
}
