import Foundation
import Testing

/// The command's limits and refusals (docs/cli.md): the memory budget, the
/// time limit, and a displayScale that cannot round.
@Suite struct LimitsCommandTests {
    /// A flat HStack of `count` children (Rectangles by default) proposed 8000 × 100.
    private static func flatStack(_ count: Int, of child: String = #"{"type":"Rectangle"}"#) throws -> String {
        let children = Array(repeating: child, count: count).joined(separator: ",")
        return try CommandRunner.temporaryModel(
            """
            {"format":"layoutlp/1","name":"flat-\(count)","proposal":{"width":8000,"height":100},
             "root":{"type":"HStack","spacing":0,"children":[\(children)]}}
            """)
    }

    /// 3,000 Text children (a Text's lines depend on the width it is
    /// offered, so the solver may have to choose the stack's order and the
    /// estimate counts sibling pairs, docs/lp-encoding.md "Size limits"):
    /// 3,001 nodes × 6 KiB + 3,000² pairs × 400 B = 18,438,144 +
    /// 3,600,000,000 bytes = 3,450 MiB, over the default 2,048 MiB: refused
    /// (exit 3) at once, with the estimate. (3,000 Rectangles are sorted
    /// while building, written in O(n) rows, and count their nodes only.)
    @Test func aTreeOverTheMemoryBudgetIsRefusedBeforeBuilding() throws {
        let model = try Self.flatStack(3_000, of: #"{"type":"Text","text":"ab"}"#)
        let refused = try CommandRunner.run(["solve", model, "--engine", "exact"])
        #expect(refused.status == 3)
        #expect(
            refused.standardError.contains(
                "would need about 3450 MiB (3001 nodes, 9000000 pairs of siblings), "
                    + "more than the memory budget of 2048 MiB"), "\(refused.standardError)")
        let export = try CommandRunner.run(["export", model, "--format", "lp", "--memory-budget", "100"])
        #expect(export.status == 3, "export builds the program too")
    }

    /// A 200-child stack proposed 8000 wide with a millisecond for the whole
    /// layout: propagation, GLPK and polishing cannot all fit, so exit 4 with
    /// the limit and the stage, and no frames on standard output.
    @Test func aLayoutOutOfTimeIsAnEngineFailureThatSaysSo() throws {
        let model = try Self.flatStack(200)
        let output = try CommandRunner.run(["solve", model, "--engine", "exact", "--time-limit", "0.001"])
        #expect(output.status == 4)
        #expect(
            output.standardError.hasPrefix("layoutlp: error: \(model): the time limit of 0.001 s for one layout ran out in "),
            "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
    }

    /// The time limit bounds building the program too (issue 31, item 20):
    /// 200 nested ViewThatFits, which greedy lays out at once, make the
    /// encoding select every frame under every enclosing choice (quadratic
    /// in the depth, about a second in a release build); with 0.05 s the
    /// layout stops while building, exit 4, naming that stage.
    @Test func theTimeLimitStopsBuildingTheProgram() throws {
        var node = #"{"type":"Color"}"#
        for level in 0..<200 {
            node = #"{"type":"ViewThatFits","children":[{"type":"Color","modifiers":[{"frame":{"width":\#(500 - level)}}]},\#(node)]}"#
        }
        let model = try CommandRunner.temporaryModel(#"{"format":"layoutlp/1","proposal":{"width":300,"height":300},"root":\#(node)}"#)
        #expect(try CommandRunner.run(["solve", model]).status == 0)
        let output = try CommandRunner.run(["solve", model, "--engine", "exact", "--time-limit", "0.05"])
        #expect(output.status == 4)
        #expect(
            output.standardError.contains("the time limit of 0.05 s for one layout ran out in building the program"),
            "\(output.standardError)")
        let export = try CommandRunner.run(["export", model, "--format", "lp", "--time-limit", "0.05"])
        #expect(export.status == 4, "export builds the program under the same limit")
    }

    /// A subnormal displayScale has no finite pixel size (1 / 1e-310 = ∞):
    /// --round-to-pixels refuses it as the model's value (exit 2, file and
    /// JSON path), where it printed NaN or infinite frames.
    @Test func aDisplayScaleThatCannotRoundIsBadInput() throws {
        let model = try CommandRunner.temporaryModel(
            """
            {"format":"layoutlp/1","name":"tiny-scale","proposal":{"width":10,"height":10},
             "environment":{"displayScale":1e-310},"root":{"type":"Rectangle","id":"r"}}
            """)
        let output = try CommandRunner.run(["solve", model, "--round-to-pixels"])
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("layoutlp: error: \(model): $.environment.displayScale: "), "\(output.standardError)")
        // Without rounding the same model lays out.
        #expect(try CommandRunner.run(["solve", model]).status == 0)
    }

    /// A huge displayScale keeps finite frames finite: a Rectangle proposed
    /// 10 × 10 at scale 1e300 stays 10 × 10 at the origin (10 × 1e300 pixels
    /// are beyond 2^53, where every double is on the grid).
    @Test func aHugeDisplayScaleKeepsFramesFinite() throws {
        let model = try CommandRunner.temporaryModel(
            """
            {"format":"layoutlp/1","name":"huge-scale","proposal":{"width":10,"height":10},
             "environment":{"displayScale":1e300},"root":{"type":"Rectangle","id":"r"}}
            """)
        let output = try CommandRunner.run(["solve", model, "--round-to-pixels", "--json"])
        #expect(output.status == 0, "\(output.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [String: [String: Any]])
        #expect(frames["r"]?["width"] as? Double == 10)
        #expect(frames["r"]?["x"] as? Double == 0)
    }
}
