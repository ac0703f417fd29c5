import Foundation
import GLPKBackend
import LayoutTestSupport
import Testing

/// The LP engine through the `layoutlp` executable: `solve --engine exact`,
/// `check` with both engines, `export`, and their exit codes (docs/cli.md).
@Suite struct LPCommandTests {
    /// A padded row of a Fixed and a Color, proposed 100 x 50. By hand:
    /// - padding 5 on every edge (semantics §3): the HStack is offered 90 x 40 at (5, 5);
    /// - HStack, spacing 10 (§1.2-§1.3): the Fixed (flexibility 0) is sized
    ///   first, offered (90 - 10) / 2 = 40, and answers 20 x 30; the Color
    ///   gets the remaining 80 - 20 = 60 and the cross proposal 40: 60 x 40;
    /// - the row is 20 + 10 + 60 = 90 wide and 40 high (the Color's height);
    ///   centred across (§1.5), the Fixed is at y 5 + (40 - 30) / 2 = 10; the
    ///   Color is at x 5 + 20 + 10 = 35;
    /// - the padding reports 90 + 10 by 40 + 10 = 100 x 50.
    static let paddedRow = """
        { "format": "layoutlp/1", "name": "padded-row", "proposal": { "width": 100, "height": 50 },
          "root": { "type": "HStack", "id": "row", "spacing": 10,
                    "children": [ { "type": "Fixed", "id": "a", "width": 20, "height": 30 }, { "type": "Color", "id": "b" } ],
                    "modifiers": [ { "padding": 5, "id": "pad" } ] },
          "expect": { "pad": { "x": 0, "y": 0, "width": 100, "height": 50 },
                      "row": { "x": 5, "y": 5, "width": 90, "height": 40 },
                      "a": { "x": 5, "y": 10, "width": 20, "height": 30 },
                      "b": { "x": 35, "y": 5, "width": 60, "height": 40 } } }
        """

    /// The padded row proposed 20000 wide: beyond the LP engine's default
    /// limit of 10000 points (LPLayoutOptions.proposalLimit).
    static let tooWide = paddedRow.replacingOccurrences(of: #""width": 100, "height": 50 },"#, with: #""width": 20000, "height": 50 },"#)

    // MARK: solve --faces

    /// Two Colors in 300 under `weighted`: any split fills the row, so each
    /// Color is tie-broken with widths 0…300 and the tie-break prints 150
    /// (docs/strategies.md, "Determined and tie-broken"); the row is
    /// determined at 300. The tree marks tie-broken nodes with `~`, the JSON
    /// says `"by"` per id.
    @Test func solveWithFacesSaysWhichSizesTheTieBreakChose() throws {
        let model = try CommandRunner.temporaryModel(
            """
            { "format": "layoutlp/1", "proposal": { "width": 300, "height": 20 },
              "root": { "type": "HStack", "id": "row", "spacing": 0,
                        "children": [ { "type": "Color", "id": "a" }, { "type": "Color", "id": "b" } ] } }
            """)
        let tree = try CommandRunner.run(["solve", model, "--engine", "weighted", "--faces"])
        #expect(tree.status == 0, "\(tree.standardError)")
        #expect(tree.standardOutput.contains("~ Color #a  x 0 y 0 w 150 h 20   <- tie-broken: width 0…300, height 20"))
        #expect(tree.standardOutput.contains("faces: 2 of 3 nodes tie-broken"))
        let json = try CommandRunner.run(["solve", model, "--engine", "weighted", "--faces", "--json"])
        #expect(json.standardOutput.contains(#""a": { "by": "tie-break", "width": [0, 300], "height": [20, 20] }"#))
        #expect(json.standardOutput.contains(#""row": { "by": "strategy", "width": [300, 300], "height": [20, 20] }"#))
        let greedy = try CommandRunner.run(["solve", model, "--faces"])
        #expect(greedy.status == 64)
        #expect(greedy.standardError.contains("--faces needs an LP strategy"))
    }

    /// `check --engine weighted --engine min-deviation --faces` on classic case
    /// 2: `weighted`'s own objectives only fill the row, a + b + c = 240 with
    /// a ≤ 100 and 95 ≤ b ≤ 200, so a is open over 0…100, b over 95…200 and
    /// c over 0…145; `min-deviation`'s least squares are its own reading,
    /// so nothing is left to a tie-break.
    @Test func checkWithFacesListsTheOpenSizesPerStrategy() throws {
        let output = try CommandRunner.run([
            "check", "Models/strategies/classic-2-later-minimum-above-share.json",
            "--engine", "weighted", "--engine", "min-deviation", "--faces",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            output.standardOutput.contains("faces lp/weighted: a width 0…100; b width 95…200; c width 0…145 (5 of 6 nodes tie-broken)"),
            "\(output.standardOutput)")
        #expect(output.standardOutput.contains("faces lp/min-deviation: 0 of 6 nodes tie-broken"))
        let json = try CommandRunner.run([
            "check", "Models/strategies/classic-2-later-minimum-above-share.json",
            "--engine", "weighted", "--faces", "--json",
        ])
        #expect(json.standardOutput.contains(#""a": { "by": "tie-break", "width": [0, 100], "height": [20, 20] }"#))
    }

    // MARK: Bad input and usage, whatever the encoding supports

    @Test func lpSolveOfAnOutOfRangeProposalIsBadInput() throws {
        let model = try CommandRunner.temporaryModel(Self.tooWide)
        let output = try CommandRunner.run(["solve", model, "--engine", "exact"])
        #expect(output.status == 2, "\(output.standardError)")
        #expect(output.standardError.contains("layoutlp: error: \(model): $.proposal.width: the root proposal's width 20000"))
        #expect(output.standardError.contains("outside 0...10000"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test func checkOfAnOutOfRangeProposalIsBadInput() throws {
        // Greedy lays it out; the LP engine refuses the proposal before building.
        let model = try CommandRunner.temporaryModel(Self.tooWide)
        let output = try CommandRunner.run(["check", model])
        #expect(output.status == 2, "\(output.standardError)")
        #expect(output.standardError.contains("outside 0...10000"))
    }

    /// The same bad input with several strategies (`check --strategies`,
    /// `render --engines`): the proposal is the model's fault, not each
    /// engine's, so exit 2 naming the file and the path, not an engine
    /// failure per strategy (exit 4).
    @Test(arguments: [
        ["check", "--engine", "exact", "--engine", "lex-fair"], ["render", "--engine", "all", "-o", "picture.svg"],
    ])
    func severalStrategiesOfAnOutOfRangeProposalAreBadInput(_ command: [String]) throws {
        let model = try CommandRunner.temporaryModel(Self.tooWide)
        let output = try CommandRunner.run(command.map { $0 == "picture.svg" ? model + ".svg" : $0 } + [model])
        #expect(output.status == 2, "\(output.standardOutput)")
        #expect(output.standardError.hasPrefix("layoutlp: error: \(model): $.proposal.width: the root proposal's width 20000"))
        #expect(output.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: model + ".svg"))
    }

    /// A declarative strategy builds its program for the one proposal
    /// (docs/strategies.md, "One program per proposal"), so no root proposal
    /// is a variable and the limit does not apply: the padded row at 20000
    /// is laid out as at 100, the Color taking what the Fixed leaves:
    /// 20000 − 10 − 20 − 10 = 19960 wide at x 35.
    @Test func aDeclarativeStrategyTakesAProposalBeyondTheLimit() throws {
        let model = try CommandRunner.temporaryModel(Self.tooWide)
        let output = try CommandRunner.run(["solve", model, "--engine", "lex-fair"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("Color #b  x 35 y 5 w 19960 h 40"), "\(output.standardOutput)")
    }

    @Test func exportOfAnOutOfRangeProposalIsBadInput() throws {
        let model = try CommandRunner.temporaryModel(Self.tooWide)
        let output = try CommandRunner.run(["export", model, "--format", "lp"])
        #expect(output.status == 2, "\(output.standardError)")
        #expect(output.standardError.contains("\(model): $.proposal.width"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test func checkWithAnInvalidModelIsBadInput() throws {
        let model = try CommandRunner.temporaryModel(#"{ "format": "layoutlp/1", "root": { "type": "Colour" } }"#)
        let output = try CommandRunner.run(["check", model])
        #expect(output.status == 2)
        #expect(output.standardError.contains(model))
        #expect(output.standardError.contains("$.root.type"))
    }

    @Test func exportWithAnInvalidModelIsBadInput() throws {
        let model = try CommandRunner.temporaryModel(#"{ "format": "layoutlp/1", "root": { "type": "Color", "padding": 3 } }"#)
        let output = try CommandRunner.run(["export", model, "--format", "lp"])
        #expect(output.status == 2)
        #expect(output.standardError.contains(model))
    }

    @Test func negativeOrNaNToleranceIsAUsageError() throws {
        for value in ["-1", "nan", "inf"] {
            let output = try CommandRunner.run(["check", "--tolerance=\(value)"])
            #expect(output.status == 64, "--tolerance=\(value)")
            #expect(output.standardError.contains("--tolerance must be a finite number"))
        }
    }

    @Test func exportNeedsAKnownFormat() throws {
        #expect(try CommandRunner.run(["export"]).status == 64)
        #expect(try CommandRunner.run(["export", "--format", "xml"]).status == 64)
        #expect(try CommandRunner.run(["solve", "--engine", "gredy"]).status == 64)
    }

    @Test func greedyOnlyCheckKeepsTheExpectationReport() throws {
        let model = try CommandRunner.temporaryModel(Self.paddedRow)
        let output = try CommandRunner.run(["check", "--greedy-only", model])
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.standardOutput == "ok: padded-row (\(model)): greedy meets all 4 expected frames\n")
    }

    // MARK: With the exact encoding

    @Test func lpSolvePrintsTheSameFramesAsGreedy() throws {
        let model = try CommandRunner.temporaryModel(Self.paddedRow)
        let json = try CommandRunner.run(["solve", model, "--engine", "exact", "--json"])
        #expect(json.status == 0, "\(json.standardError)")
        #expect(
            json.standardOutput == """
                {
                  "engine": "lp/exact",
                  "frames": {
                    "a": { "x": 5, "y": 10, "width": 20, "height": 30 },
                    "b": { "x": 35, "y": 5, "width": 60, "height": 40 },
                    "pad": { "x": 0, "y": 0, "width": 100, "height": 50 },
                    "row": { "x": 5, "y": 5, "width": 90, "height": 40 }
                  }
                }

                """)
        let tree = try CommandRunner.run(["solve", model, "--engine", "exact"])
        #expect(tree.status == 0)
        #expect(
            tree.standardOutput == """
                padded-row (\(model)), proposal (100, 50), engine lp/exact
                padding #pad  x 0 y 0 w 100 h 50
                └─ HStack #row  x 5 y 5 w 90 h 40
                   ├─ Fixed #a  x 5 y 10 w 20 h 30
                   └─ Color #b  x 35 y 5 w 60 h 40

                """)
    }

    /// The README's example through the LP engine; the snapshot was checked
    /// by hand against the rules: padding 16 across (§3) offers the HStack
    /// 268 x 44 at x 16; spacing 8 between icon and title, 0 beside the
    /// Spacer (§1.1); the Spacer's minimum 8 is reserved (priority −∞, §2),
    /// so 268 - 8 - 8 = 252 is shared: the icon (flexibility 0) is offered
    /// 126 and takes 24, the title's frame is offered 228 and caps it at 120
    /// (§6); the Spacer gets 252 - 24 - 120 + 8 = 116. x: 16, 48, 168; the
    /// icon is centred at y (44 - 24) / 2 = 10, the 0-high Spacer at 22.
    @Test func lpSolveOfTheReadmeExampleMatchesItsSnapshot() throws {
        let output = try CommandRunner.run(["solve", "Models/examples/row-with-spacer.json", "--engine", "exact"])
        #expect(output.status == 0, "\(output.standardError)")
        Snapshot.assert(output.standardOutput, named: "layoutlp-solve-lp-row-with-spacer")
    }

    @Test func verboseLetsGLPKPrint() throws {
        let model = try CommandRunner.temporaryModel(Self.paddedRow)
        let quiet = try CommandRunner.run(["solve", model, "--engine", "exact"])
        let verbose = try CommandRunner.run(["solve", model, "--engine", "exact", "--verbose"])
        #expect(quiet.status == 0 && verbose.status == 0)
        #expect(!quiet.standardOutput.contains("obj ="))
        #expect(verbose.standardOutput.contains("obj ="))  // the simplex progress lines
    }

    @Test func checkPassesWhenBothEnginesAgreeAndMeetExpectations() throws {
        let model = try CommandRunner.temporaryModel(Self.paddedRow)
        let output = try CommandRunner.run(["check", model])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines.first == "ok: padded-row (\(model)): greedy and lp/exact agree on 4 nodes (tolerance 0.000001); 4 of 4 expectations met")
        #expect(lines.last?.hasPrefix("program: 4 nodes, ") == true)
    }

    @Test func checkFailsWhenAnExpectationIsNotMet() throws {
        // Both engines give the Color 60 wide; the model claims 61.
        let model = try CommandRunner.temporaryModel(Self.paddedRow.replacingOccurrences(of: #""width": 60"#, with: #""width": 61"#))
        let output = try CommandRunner.run(["check", model])
        #expect(output.status == 1)
        #expect(output.standardOutput.hasPrefix("FAILED: padded-row"))
        #expect(output.standardOutput.contains("1 expectation(s) not met (greedy)"))
        #expect(output.standardOutput.contains("1 expectation(s) not met (lp/exact)"))
        #expect(!output.standardOutput.contains("first difference"), "the engines themselves agree")
    }

    @Test func exportWritesEveryFormatGLPKReadsBack() throws {
        let model = try CommandRunner.temporaryModel(Self.paddedRow)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var columns: [Int] = []
        for (format, glpk) in [("lp", GLPKFileFormat.cplexLP), ("glpk-lp", .cplexLP), ("mps", .freeMPS), ("fixed-mps", .fixedMPS)] {
            let path = folder.appendingPathComponent("program.\(format)").path
            let output = try CommandRunner.run(["export", model, "--format", format, "--output", path])
            #expect(output.status == 0, "\(format): \(output.standardError)")
            #expect(output.standardOutput.isEmpty)
            columns.append(try GLPKSolver.readDimensions(of: path, as: glpk).columns)
        }
        // Every writer writes the same program.
        #expect(Set(columns).count == 1)
        #expect(columns[0] > 0)
    }

    @Test func exportToStandardOutputUsesReadableNames() throws {
        let model = try CommandRunner.temporaryModel(Self.paddedRow)
        let lp = try CommandRunner.run(["export", model, "--format", "lp"])
        #expect(lp.status == 0)
        #expect(lp.standardOutput.contains("Subject To"))
        #expect(lp.standardOutput.contains("root/0"))  // names carry node paths
        #expect(lp.standardOutput.hasSuffix("End\n"))
        let mps = try CommandRunner.run(["export", model, "--format", "mps"])
        #expect(mps.status == 0)
        #expect(mps.standardOutput.contains("COLUMNS"))
    }

    /// Same input, same program and frames on every run: two processes (each
    /// with its own hash seed) write byte-identical programs and JSON frames
    /// for a model with safe areas, stacks and binaries.
    @Test func exportAndSolveAreTheSameOnEveryRun() throws {
        let model = PackagePaths.root.appendingPathComponent("Models/seeds/seed002-bottom-bar-under-safe-area.json").path
        let first = try CommandRunner.run(["export", model, "--format", "lp"])
        let second = try CommandRunner.run(["export", model, "--format", "lp"])
        #expect(first.status == 0)
        #expect(first.standardOutput.contains("\nBinary\n"))
        #expect(first.standardOutput == second.standardOutput)
        let solveFirst = try CommandRunner.run(["solve", model, "--engine", "exact", "--json"])
        let solveSecond = try CommandRunner.run(["solve", model, "--engine", "exact", "--json"])
        #expect(solveFirst.status == 0)
        #expect(solveFirst.standardOutput == solveSecond.standardOutput)
    }

    @Test func exportToAnUnwritableFileIsBadInput() throws {
        let model = try CommandRunner.temporaryModel(Self.paddedRow)
        let output = try CommandRunner.run(["export", model, "--format", "lp", "--output", "/no-such-folder/program.lp"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("/no-such-folder/program.lp: cannot write the output file"))
    }
}
