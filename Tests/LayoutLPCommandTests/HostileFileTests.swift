import Foundation
import LayoutTestSupport
import Testing

/// Hostile inputs made at test time rather than kept in `HostileInputs/`:
/// files of several megabytes, and paths that are no regular file (a
/// directory, a missing file, an empty file, a loop of links, a FIFO, a
/// path through a file). Every command that reads a model runs on each; the
/// expectations follow docs/cli.md and docs/model-files.md.
@Suite struct HostileFileTests {
    /// A new empty folder for one test.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs every command on `model` and checks each against `expected` (its command and model filled in).
    static func runAll(
        _ model: String, _ expected: ExpectedOutcome, commands: [HostileCommand] = HostileCommand.allCases,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let pictures = try folder()
        defer { try? FileManager.default.removeItem(atPath: pictures) }
        for command in commands {
            var outcome = expected
            outcome.command = command
            outcome.model = model
            outcome.verify(
                try BoundedRun.run(command.arguments(model: model, picture: pictures + "/\(command).svg")),
                sourceLocation: sourceLocation)
        }
    }

    static func badInput(path: String, position: String? = nil) -> ExpectedOutcome {
        ExpectedOutcome(command: .solve, model: "", exit: 2, jsonPath: path, position: position)
    }

    // MARK: Size

    /// A 2 MB name is read and printed whole (escaped where it must be).
    @Test func aTwoMegabyteNameIsLaidOut() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let model = folder + "/big-name.json"
        let name = String(repeating: "n", count: 2_000_000)
        try #"{"format":"layoutlp/1","name":"\#(name)\u001b","proposal":{"width":100,"height":50},"root":{"type":"Color"}}"#
            .write(toFile: model, atomically: true, encoding: .utf8)
        try Self.runAll(model, ExpectedOutcome(command: .solve, model: model, exit: 0))
        let run = try BoundedRun.run(["solve", model])
        #expect(run.standardOutput.hasPrefix(name + #"\u001B ("#))
    }

    /// An error on line 3,000,001 of a 3 MB file is reported there.
    @Test func anErrorAfterThreeMillionLinesNamesItsLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let model = folder + "/long.json"
        // Line 1 is the opening, then 3,000,000 line breaks; `"root":{"type":` takes 15 columns.
        try (#"{"format":"layoutlp/1","# + String(repeating: "\n", count: 3_000_000) + #""root":{"type":"Colour"}}"#)
            .write(toFile: model, atomically: true, encoding: .utf8)
        try Self.runAll(model, Self.badInput(path: "$.root.type", position: "3000001:16"))
    }

    /// 40,000 Colors side by side in 40,000 points (1.2 MB): 1 point each, the
    /// last at x 39,999. Greedy only: the LP programs of a stack grow with the
    /// square of its children (an HStack of 2,000 takes minutes to solve).
    @Test func aStackOfFortyThousandViewsIsLaidOutByGreedy() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let model = folder + "/wide.json"
        let children = (0..<40_000).map { #"{"type":"Color","id":"c\#($0)"}"# }.joined(separator: ",")
        try
            #"{"format":"layoutlp/1","proposal":{"width":40000,"height":10},"root":{"type":"HStack","spacing":0,"children":[\#(children)]}}"#
            .write(toFile: model, atomically: true, encoding: .utf8)
        let run = try BoundedRun.run(["solve", model])
        ExpectedOutcome(command: .solve, model: model, exit: 0).verify(run)
        #expect(run.standardOutput.hasSuffix("└─ Color #c39999  x 39999 y 0 w 1 h 10\n"))
    }

    /// A file above 256 MiB (sparse, so it takes no disk) is refused, with
    /// no JSON path (it is not read as JSON), once 256 MiB are read, rather
    /// than read whole.
    @Test func aFileAboveTheSizeLimitIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let model = folder + "/huge.json"
        #expect(FileManager.default.createFile(atPath: model, contents: nil))
        #expect(truncate(model, off_t((256 << 20) + 1)) == 0)
        let run = try BoundedRun.run(["solve", model])
        Self.badInput(path: "").verifying(model: model, run)
        #expect(run.firstErrorLine.hasSuffix("found more than 256 MiB (a model is at most that long)"))
    }

    // MARK: Paths that are no model file

    @Test(arguments: [
        ("a directory", "a directory"), ("a missing file", "no such file"), ("a loop of links", "a loop of symbolic links"),
        ("a path through a file", "a path through something that is not a folder"), ("an empty path", "an empty path"),
    ])
    func aPathThatIsNoModelIsBadInputAtTheRoot(_ situation: String, _ found: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path: String
        switch situation {
        case "a directory": path = folder
        case "a missing file": path = folder + "/missing.json"
        case "a loop of links":
            path = folder + "/one"
            try FileManager.default.createSymbolicLink(atPath: folder + "/one", withDestinationPath: folder + "/two")
            try FileManager.default.createSymbolicLink(atPath: folder + "/two", withDestinationPath: folder + "/one")
        case "a path through a file":
            try "{}".write(toFile: folder + "/file.json", atomically: true, encoding: .utf8)
            path = folder + "/file.json/model.json"
        default: path = ""
        }
        for command in HostileCommand.allCases {
            let run = try BoundedRun.run(command.arguments(model: path, picture: folder + "/picture.svg"))
            // No JSON path: the file has none to name (issue 32).
            Self.badInput(path: "").verifying(model: path, run)
            #expect(run.firstErrorLine == "layoutlp: error: \(path): expected a readable model file; found \(found)")
        }
    }

    /// An empty file holds no JSON value: the end of the file at 1:1.
    @Test func anEmptyFileHasNoValue() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let model = folder + "/empty.json"
        #expect(FileManager.default.createFile(atPath: model, contents: Data()))
        try Self.runAll(model, Self.badInput(path: "$", position: "1:1"))
    }

    /// A link to a valid model is read through; a link is named as given.
    @Test func aLinkToAModelIsFollowed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let link = folder + "/link.json"
        try FileManager.default.createSymbolicLink(
            atPath: link,
            withDestinationPath: PackagePaths.root.appendingPathComponent(HostileCase.folder + "/valid-expect-unmet.json").path)
        // The Color is 100 wide, not 101 (the corpus file's manifest entry).
        for command in HostileCommand.allCases {
            let exit = [.check, .strategies].contains(command) ? 1 : 0
            ExpectedOutcome(command: command, model: link, exit: exit)
                .verify(try BoundedRun.run(command.arguments(model: link, picture: folder + "/picture.svg")))
        }
    }

    /// A FIFO is read like a file: what its writer sends is judged as a
    /// model. The writer opens its end on a thread of its own, since the
    /// open waits for the command to open the other end.
    @Test(arguments: [("{\"format\": \"layoutlp/1\", \"root\": {\"type\": \"Colour\"}}", "$.root.type", "1:43"), ("", "$", "1:1")])
    func aFIFOsContentIsJudgedAsAModel(_ content: String, _ path: String, _ position: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/model.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        for command in HostileCommand.allCases {
            let writer = BlockingWork {
                let handle = FileHandle(forWritingAtPath: fifo)
                handle?.write(Data(content.utf8))
                try? handle?.close()
            }
            let run = try BoundedRun.run(command.arguments(model: fifo, picture: folder + "/picture.svg"))
            #expect(writer.wait(seconds: 10) != nil, "the writer still waits: \(command) never opened the FIFO")
            Self.badInput(path: path, position: position).verifying(model: fifo, command: command, run)
        }
    }

    /// The runner itself: a command that waits forever (on a FIFO nobody
    /// writes) is killed at the deadline and reported as hanging.
    @Test func aCommandThatHangsIsKilledAtTheDeadline() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/never.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = try BoundedRun.run(["solve", fifo], deadline: 1)
        #expect(run.ending == .timedOut)
        #expect(run.seconds < 10)
    }
}
