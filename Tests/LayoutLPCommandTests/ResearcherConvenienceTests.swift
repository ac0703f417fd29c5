import Foundation
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

@testable import LayoutLPCommand

/// The small things a researcher trips on (issue 16, §5): `--proposal`,
/// `check --json`, `solve --json --all`, `--version`, a mistyped
/// subcommand, and the overview `layoutlp` prints with no arguments.
@Suite struct ResearcherConvenienceTests {
    static let rowWithSpacer = "Models/examples/row-with-spacer.json"

    private static func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// row-with-spacer at 200 × nil (stack rules, greedy-semantics.md §1):
    /// the padding leaves 168; spacing 8 between icon and title, 0 next to
    /// the Spacer, so 160 to share: icon 24, title capped at 120 by its
    /// frame, the Spacer the remaining 16. Heights: measured at an
    /// unspecified height the Color is 10 (§0, Leaves) and the icon 24, so
    /// the row is 24; placed, the row re-proposes its own height 24 (§1.6)
    /// and the title is drawn 24 tall at y 0. The Spacer is 0 tall, centred
    /// at y 12.
    @Test func proposalOptionLaysTheModelOutAtThatProposal() throws {
        let output = try CommandRunner.run(["solve", Self.rowWithSpacer, "--proposal", "200xnil", "--json"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains(#""bar": { "x": 0, "y": 0, "width": 200, "height": 24 }"#), "\(output.standardOutput)")
        #expect(output.standardOutput.contains(#""title": { "x": 48, "y": 0, "width": 120, "height": 24 }"#))
        #expect(output.standardOutput.contains(#""gap": { "x": 168, "y": 12, "width": 16, "height": 0 }"#))
        let lp = try CommandRunner.run(["solve", Self.rowWithSpacer, "--proposal", "200xnil", "--json", "--engine", "exact"])
        #expect(lp.standardOutput.contains(#""title": { "x": 48, "y": 0, "width": 120, "height": 24 }"#), "\(lp.standardOutput)")
    }

    /// `inf` is an infinite component; the header shows the proposal used.
    @Test func proposalOptionTakesInfinityAndShowsItInTheHeader() throws {
        let output = try CommandRunner.run(["solve", Self.rowWithSpacer, "--proposal", "infx44"])
        #expect(output.status == 0)
        #expect(
            output.standardOutput.hasPrefix("row-with-spacer (\(Self.rowWithSpacer)), proposal (inf, 44), engine greedy"),
            "\(output.standardOutput)")
    }

    /// A negative number after `--proposal` is its value, judged by the
    /// option's rule (a proposal is never negative), not an unknown option.
    @Test(arguments: [
        ("-5x10", "the width must be a number ≥ 0, inf or nil, not -5 (a proposal is never negative)"),
        ("10x-1", "the height must be a number ≥ 0, inf or nil, not -1"),
        ("300", "--proposal must be WIDTHxHEIGHT"),
        ("nanx4", "the width must be a number ≥ 0, inf or nil, not \"nan\""),
        ("4xwide", "the height must be a number ≥ 0, inf or nil, not \"wide\""),
    ])
    func aBadProposalSaysWhatWasExpected(_ value: String, _ message: String) throws {
        for command in ["solve", "check", "render"] {
            let output = try CommandRunner.run([command, Self.rowWithSpacer, "--proposal", value])
            #expect(output.status == 64, "\(command) \(value)")
            #expect(output.standardError.contains(message), "\(command) \(value): \(output.standardError)")
            #expect(!output.standardError.contains("Missing value") && !output.standardError.contains("Unknown option"))
        }
    }

    /// The LP engine builds programs up to 10000 per axis: beyond it the
    /// option, not the model's `$.proposal`, is at fault.
    @Test func aProposalBeyondTheLPRangeNamesTheOption() throws {
        let output = try CommandRunner.run(["solve", Self.rowWithSpacer, "--proposal", "20000x10", "--engine", "exact"])
        #expect(output.status == 64)
        #expect(
            output.standardError.contains("--proposal: the width: the root proposal's width 20000.0 is outside 0...10000.0"),
            "\(output.standardError)")
        #expect(!output.standardError.contains("$.proposal"))
    }

    /// The model's expectations hold at its own proposal: at another one
    /// `check` compares the engines and says the expectations were skipped.
    @Test func checkAtAnotherProposalSkipsTheExpectationsAndSaysSo() throws {
        let output = try CommandRunner.run(["check", Self.rowWithSpacer, "--proposal", "200x44"])
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("greedy and lp/exact agree on 6 nodes"))
        #expect(
            output.standardOutput.contains("expectations not checked: the model sets them for its own proposal (300, 44), not (200, 44)"))
        #expect(!output.standardOutput.contains("expectations met"))
        // At the model's own proposal nothing is skipped: its 5 expected frames are met.
        let own = try CommandRunner.run(["check", Self.rowWithSpacer, "--proposal", "300x44"])
        #expect(own.standardOutput.contains("5 of 5 expectations met"), "\(own.standardOutput)")
    }

    @Test func checkJSONGivesEveryEnginesVerdict() throws {
        let output = try CommandRunner.run(["check", Self.rowWithSpacer, "--json"])
        #expect(output.status == 0, "\(output.standardError)")
        let document = try Self.json(output.standardOutput)
        #expect(document["passed"] as? Bool == true)
        #expect(document["nodes"] as? Int == 6)
        let engines = try #require(document["engines"] as? [[String: Any]])
        #expect(engines.map { $0["engine"] as? String } == ["greedy", "lp/exact"])
        #expect(engines.map { $0["status"] as? String } == ["agrees", "agrees"])
        // row-with-spacer's `expect` names 5 ids (bar, row, icon, title, gap).
        #expect(engines.map { $0["expectations"] as? Int } == [5, 5])
        #expect(engines[1]["program"] as? [String: Any] != nil)
        #expect(engines[0]["program"] == nil, "greedy builds no program")
    }

    /// A model whose expectation greedy misses: the JSON names the id and
    /// the exit code is still 1. A Color proposed 40 × 40 is 40 wide, not 41.
    @Test func checkJSONNamesAnUnmetExpectationAndExitsOne() throws {
        let model = try CommandRunner.temporaryModel(
            """
            { "format": "layoutlp/1", "proposal": { "width": 40, "height": 40 },
              "root": { "type": "Color", "id": "c" }, "expect": { "c": { "x": 0, "y": 0, "width": 41, "height": 40 } } }
            """)
        let output = try CommandRunner.run(["check", model, "--json", "--greedy-only"])
        #expect(output.status == 1)
        let document = try Self.json(output.standardOutput)
        #expect(document["passed"] as? Bool == false)
        let engines = try #require(document["engines"] as? [[String: Any]])
        #expect(engines.count == 1)
        #expect(engines[0]["status"] as? String == "failed")
        #expect(engines[0]["unmetExpectations"] as? [String] == ["c"])
    }

    /// `--all` adds every node by path; the title's frame modifier has no id
    /// (README: at 300 × 44 it is x 48, y 0, 120 × 44).
    @Test func solveJSONAllKeysEveryNodeByPath() throws {
        let output = try CommandRunner.run(["solve", Self.rowWithSpacer, "--json", "--all"])
        #expect(output.status == 0)
        let document = try Self.json(output.standardOutput)
        let nodes = try #require(document["nodes"] as? [String: [String: Any]])
        #expect(Set(nodes.keys) == ["root/padding", "root", "root/0", "root/1/frame", "root/1", "root/2"])
        let frame = try #require(nodes["root/1/frame"])
        #expect(frame["name"] as? String == "frame")
        #expect(frame["id"] is NSNull)
        #expect([frame["x"], frame["y"], frame["width"], frame["height"]].map { $0 as? Double } == [48, 0, 120, 44])
        #expect((document["frames"] as? [String: Any])?.count == 5, "the contract's frames by id stay")
        let withoutJSON = try CommandRunner.run(["solve", Self.rowWithSpacer, "--all"])
        #expect(withoutJSON.status == 64)
    }

    /// `-` reads the model from standard input in every command that takes
    /// one, with the new options too.
    @Test func standardInputWorksWithTheNewOptions() throws {
        let model = try #require(FileManager.default.contents(atPath: PackagePaths.root.appendingPathComponent(Self.rowWithSpacer).path))
        func run(_ arguments: [String]) throws -> CommandRunner.Output {
            let process = Process()
            process.executableURL = CommandRunner.executable
            process.arguments = arguments
            let input = Pipe(), output = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(model)
            try input.fileHandleForWriting.close()
            let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return CommandRunner.Output(
                status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
                standardError: String(decoding: err, as: UTF8.self))
        }
        let check = try run(["check", "-", "--json", "--proposal", "200x44"])
        #expect(check.status == 0, "\(check.standardError)")
        let document = try Self.json(check.standardOutput)
        #expect(document["source"] as? String == "standard input")
        #expect(document["proposalFromOption"] as? Bool == true)
        let solve = try run(["solve", "-", "--json", "--all"])
        #expect(solve.status == 0 && solve.standardOutput.contains(#""root/1/frame": "#))
        let render = try run(["render", "-", "--ids-only"])
        #expect(render.status == 0 && render.standardOutput.hasPrefix("<?xml"))
    }

    @Test func versionIsTheOneInLayoutModel() throws {
        let output = try CommandRunner.run(["--version"])
        #expect(output.status == 0)
        // The version, then the commit the binary was built from (or "unknown commit") and the configuration.
        #expect(output.standardOutput.hasPrefix("layoutlp \(LayoutLPVersion.number), "))
        #expect(output.standardOutput.contains("commit"))
        #expect(output.standardOutput.hasSuffix("(debug)\n") || output.standardOutput.hasSuffix("(release)\n"))
    }

    @Test func aMistypedSubcommandSuggestsTheNearestOne() throws {
        let output = try CommandRunner.run(["chek", Self.rowWithSpacer])
        #expect(output.status == 64)
        #expect(output.standardError.contains("unknown subcommand 'chek': did you mean 'check'?"), "\(output.standardError)")
    }

    /// Edit distance with transpositions; a word that is an existing file,
    /// or far from every subcommand, is left to the default subcommand.
    @Test func suggestionsNeedACloseWordThatIsNoFile() {
        #expect(MistypedSubcommand.editDistance("chek", "check") == 1)
        #expect(MistypedSubcommand.editDistance("chekc", "check") == 1)
        #expect(MistypedSubcommand.editDistance("sovle", "solve") == 1)
        #expect(MistypedSubcommand.editDistance("", "fuzz") == 4)
        let names = ["solve", "check", "export", "render", "fuzz"]
        #expect(
            MistypedSubcommand.message(for: ["rendr", "m.json"], subcommands: names, fileExists: { _ in false })?
                .contains("did you mean 'render'?") == true)
        #expect(MistypedSubcommand.message(for: ["chek"], subcommands: names, fileExists: { _ in true }) == nil)
        #expect(MistypedSubcommand.message(for: ["model.json"], subcommands: names, fileExists: { _ in false }) == nil)
        #expect(MistypedSubcommand.message(for: ["--json"], subcommands: names, fileExists: { _ in false }) == nil)
        // "fu" is 2 edits from "fuzz", but as many as half its length: too short to guess.
        #expect(MistypedSubcommand.message(for: ["fu"], subcommands: names, fileExists: { _ in false }) == nil)
        // `help WORD` (issue 32): WORD names a subcommand, so any other word is refused, with a suggestion where one is
        // close, even when a file of that name exists; `help check` and bare `help` are left to the parser.
        #expect(
            MistypedSubcommand.message(for: ["help", "chek"], subcommands: names, fileExists: { _ in true })
                == "unknown subcommand 'chek': did you mean 'check'? (subcommands: solve, check, export, render, fuzz)")
        #expect(
            MistypedSubcommand.message(for: ["help", "zzzzzz"], subcommands: names, fileExists: { _ in false })
                == "unknown subcommand 'zzzzzz' (subcommands: solve, check, export, render, fuzz)")
        #expect(MistypedSubcommand.message(for: ["help", "check"], subcommands: names, fileExists: { _ in false }) == nil)
        #expect(MistypedSubcommand.message(for: ["help"], subcommands: names, fileExists: { _ in false }) == nil)
    }

    /// The built-in model carries the model file's hand derivation and
    /// expected frames (seed 003's description works every frame out).
    @Test func builtInModelHasTheFilesExpectationsAndDerivation() throws {
        let file = try ModelFile.load(
            path: PackagePaths.root.appendingPathComponent(
                "Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json"
            ).path)
        let builtIn = DefaultModel.problem
        #expect(builtIn.expect == file.expect)
        #expect(builtIn.description == file.description)
        #expect(builtIn.expect.count == 21)
        let check = try CommandRunner.run(["check"])
        #expect(check.status == 0)
        #expect(
            check.standardOutput.contains("agree on 40 nodes (tolerance 0.000001); 21 of 21 expectations met"), "\(check.standardOutput)")
    }

    /// `layoutlp` alone: the tree, the agreement and the hand-worked frames,
    /// the program's size (as `check` reports it), the time, what to run
    /// next. Times vary, so the snapshot masks the time line.
    @Test func noArgumentsPrintsTheNewcomersOverview() throws {
        let output = try CommandRunner.run([])
        #expect(output.status == 0, "\(output.standardError)")
        let text = output.standardOutput
        let solve = try CommandRunner.run(["solve"]).standardOutput
        let tree = solve.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        #expect(text.contains(tree), "the tree is solve's")
        #expect(
            text.contains(
                "agreement: greedy and lp/exact agree on all 40 nodes (tolerance 0.000001); "
                    + "both meet the 21 frames worked out by hand in the model's description"))
        let check = try CommandRunner.run(["check"]).standardOutput
        let size = try #require(check.split(separator: "\n").last { $0.hasPrefix("program: ") })
        // `program: 40 nodes, V variables (I integer), R rows` gives the same totals.
        let numbers = size.split(whereSeparator: { !$0.isNumber }).map(String.init)
        #expect(text.contains("program: \(numbers[1]) variables (\(numbers[2]) integer, "), "\(text)")
        #expect(text.contains(", \(numbers[3]) rows for 40 nodes"))
        #expect(text.contains("\nnext:\n  layoutlp check "))
        let masked = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("time: ") ? "time: (masked)" : String($0) }.joined(separator: "\n")
        Snapshot.assert(masked, named: "layoutlp-default")
    }
}
