import Foundation
import LayoutTestSupport
import Testing

/// The `layoutlp` executable: output snapshots and documented exit codes.
@Suite struct CommandTests {
    @Test func solveWithoutAModelSolvesBuiltInEventCard() throws {
        let output = try CommandRunner.run(["solve"])
        #expect(output.status == 0, "\(output.standardError)")
        Snapshot.assert(output.standardOutput, named: "layoutlp-solve-built-in")
    }

    @Test func builtInModelIsTheSeedModelFile() throws {
        // The built-in model and the model file derive the same frames by hand:
        // the JSON of both must be identical.
        let builtIn = try CommandRunner.run(["solve", "--json"])
        let file = try CommandRunner.run(["solve", "Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json", "--json"])
        #expect(builtIn.status == 0 && file.status == 0)
        #expect(builtIn.standardOutput == file.standardOutput)
        let check = try CommandRunner.run(["check", "--greedy-only", "Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json"])
        #expect(check.status == 0, "\(check.standardOutput)")
    }

    @Test func jsonOutputFollowsTheContract() throws {
        // HStack { Color; Spacer } at 300 x 20: 292 and 8 (stack rules).
        let model = try temporaryModel(
            """
            { "format": "layoutlp/1", "proposal": { "width": 300, "height": "infinity" },
              "root": { "type": "HStack", "id": "row", "children": [ { "type": "Color", "id": "c" }, { "type": "Spacer", "id": "s" } ] } }
            """)
        let output = try CommandRunner.run(["solve", model, "--engine", "greedy", "--json"])
        #expect(output.status == 0)
        #expect(
            output.standardOutput == """
                {
                  "engine": "greedy",
                  "frames": {
                    "c": { "x": 0, "y": 0, "width": 292, "height": "infinity" },
                    "row": { "x": 0, "y": 0, "width": 300, "height": "infinity" },
                    "s": { "x": 292, "y": "infinity", "width": 8, "height": 0 }
                  }
                }

                """)
    }

    @Test func roundToPixelsSnapsDrawnFramesToDisplayScale() throws {
        // Three Colors share 10 points (spacing 0): 3.333 each. At scale 2 the
        // corners 0, 3.333, 6.667, 10 snap to 0, 3.5, 6.5, 10 (nearest half).
        // The last one is offset by 0.3 when drawn: 6.967 -> 7 and 10.3 -> 10.5.
        let model = try temporaryModel(
            """
            { "format": "layoutlp/1", "proposal": { "width": 10, "height": 1 }, "environment": { "displayScale": 2 },
              "root": { "type": "HStack", "spacing": 0, "children": [ { "type": "Color", "id": "a" }, { "type": "Color", "id": "b" },
                { "type": "Color", "id": "c", "modifiers": [ { "offset": { "x": 0.3 } } ] } ] } }
            """)
        let output = try CommandRunner.run(["solve", model, "--json", "--round-to-pixels"])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains(#""a": { "x": 0, "y": 0, "width": 3.5, "height": 1 }"#))
        #expect(output.standardOutput.contains(#""b": { "x": 3.5, "y": 0, "width": 3, "height": 1 }"#))
        #expect(output.standardOutput.contains(#""c": { "x": 7, "y": 0, "width": 3.5, "height": 1 }"#))
        let raw = try CommandRunner.run(["solve", model, "--json"])
        #expect(raw.standardOutput.contains(#""x": 3.333"#), "without the flag the raw values are printed")
    }

    @Test func invalidModelExitsTwoNamingFileAndPath() throws {
        let model = try temporaryModel(#"{ "format": "layoutlp/1", "root": { "type": "Color", "modifiers": [ { "padding": "wide" } ] } }"#)
        let output = try CommandRunner.run(["solve", model])
        #expect(output.status == 2)
        #expect(output.standardError.contains(model))
        #expect(output.standardError.contains("$.root.modifiers[0].padding"))
    }

    @Test func missingFileExitsTwo() throws {
        let output = try CommandRunner.run(["solve", "Models/no-such-model.json"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("no-such-model.json"))
    }

    @Test func unmetExpectationExitsOneWithTree() throws {
        // A Color proposed 40 x 40 is 40 x 40, not 41 wide.
        let model = try temporaryModel(
            """
            { "format": "layoutlp/1", "proposal": { "width": 40, "height": 40 },
              "root": { "type": "Color", "id": "c" }, "expect": { "c": { "x": 0, "y": 0, "width": 41, "height": 40 } } }
            """)
        let output = try CommandRunner.run(["check", "--greedy-only", model])
        #expect(output.status == 1)
        #expect(output.standardOutput.contains("✗ Color #c"))
    }

    /// An engine's error names the model first, then the node: a padding of
    /// -1e308 per edge sums to -infinity, the Color inside takes the
    /// infinite proposal, and infinity - infinity is NaN (no layout, exit
    /// 4); an aspect ratio of 5e-324 gives the exact encoding infinite bounds,
    /// which it refuses (exit 3, docs/lp-encoding.md).
    @Test func engineErrorsNameTheModelAndTheNode() throws {
        let noLayout = try temporaryModel(
            #"{ "format": "layoutlp/1", "proposal": { "width": 100, "height": 50 }, "root": { "type": "Color", "modifiers": [ { "padding": -1e308 } ] } }"#
        )
        let greedy = try CommandRunner.run(["solve", noLayout])
        #expect(greedy.status == 4)
        #expect(
            greedy.standardError.hasPrefix("layoutlp: error: \(noLayout): root/padding: this input has no layout"),
            "\(greedy.standardError)")
        let refused = try temporaryModel(
            #"{ "format": "layoutlp/1", "proposal": { "width": 100, "height": 50 }, "root": { "type": "Color", "modifiers": [ { "aspectRatio": { "ratio": 5e-324 } } ] } }"#
        )
        let lp = try CommandRunner.run(["solve", refused, "--engine", "exact"])
        #expect(lp.status == 3)
        #expect(
            lp.standardError.hasPrefix("layoutlp: error: \(refused): root/aspectRatio: the lp/exact engine does not lay out"),
            "\(lp.standardError)")
    }

    /// An error reported on a standard error that cannot take it
    /// (`2>/dev/full`) still exits with the error's own code: a missing
    /// model 2, a usage error 64, a mistyped subcommand 64, not a trap
    /// (SIGILL, 132) from the failed write (issue 31).
    @Test func aFullStandardErrorKeepsTheExitCode() throws {
        #expect(try CommandRunner.statusWithFullStandardError(["solve", "Models/no-such-model.json"]) == 2)
        #expect(try CommandRunner.statusWithFullStandardError(["solve", "--engine", "simplex"]) == 64)
        #expect(try CommandRunner.statusWithFullStandardError(["slove", "Models/no-such-model.json"]) == 64)
    }

    @Test func usageErrorExitsSixtyFour() throws {
        let output = try CommandRunner.run(["solve", "--engine", "simplex"])
        #expect(output.status == 64)
    }

    @Test func frameWarningsGoToStandardError() throws {
        let model = try temporaryModel(
            #"{ "format": "layoutlp/1", "root": { "type": "Color", "modifiers": [ { "frame": { "width": -5 } } ] } }"#)
        let output = try CommandRunner.run(["solve", model])
        #expect(output.status == 0)
        #expect(output.standardError.contains("warning: root/frame: invalid frame dimension"))
    }

    @Test func helpIsAvailableForEverySubcommand() throws {
        for arguments in [["--help"], ["solve", "--help"], ["check", "--help"], ["export", "--help"], ["fuzz", "--help"]] {
            let output = try CommandRunner.run(arguments)
            #expect(output.status == 0)
            #expect(output.standardOutput.contains("USAGE"))
        }
    }

    func temporaryModel(_ text: String) throws -> String { try CommandRunner.temporaryModel(text) }
}
