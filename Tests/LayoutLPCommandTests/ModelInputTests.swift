import Foundation
import LayoutTestSupport
import Testing

/// Where a model can come from (docs/cli.md, "Models"): a file, `-` or
/// `/dev/stdin` (standard input, also a pipe), a FIFO, a `/proc` file; and
/// what the error says for paths that are no model file (exit 2, naming the
/// path and `$`).
@Suite struct ModelInputTests {
    static let modelPath = PackagePaths.root.appendingPathComponent("Models/rules/text/text-shrinks-by-lines-in-vstack.json").path

    /// Runs `layoutlp ARGUMENTS` with `input` on standard input (a pipe).
    private static func run(_ arguments: [String], input: Data) throws -> CommandRunner.Output {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }

    @Test(arguments: ["-", "/dev/stdin"])
    func aModelOnStandardInputIsRead(_ argument: String) throws {
        let model = try #require(FileManager.default.contents(atPath: Self.modelPath))
        let output = try Self.run(["solve", argument], input: model)
        #expect(output.status == 0, "\(output.standardError)")
        let source = argument == "-" ? "standard input" : "/dev/stdin"
        #expect(
            output.standardOutput.hasPrefix("text-shrinks-by-lines-in-vstack (\(source)), proposal (25, 45)"), "\(output.standardOutput)")
    }

    @Test func aBrokenModelOnStandardInputIsNamedStandardInput() throws {
        let output = try Self.run(["check", "-"], input: Data("{\"format\": \"layoutlp/1\",".utf8))
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("layoutlp: error: standard input:1:25: $: "), "\(output.standardError)")
    }

    @Test func aFIFOIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-in-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/model.json"
        #expect(mkfifo(path, 0o644) == 0)
        let model = try #require(FileManager.default.contents(atPath: Self.modelPath))
        // Opened for writing as a FIFO (`Data.write` would replace it with a
        // regular file); the open waits until the reader opens its end.
        let writer = BlockingWork {
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(model)
            try? handle?.close()
        }
        let output = try CommandRunner.run(["solve", path])
        #expect(writer.wait() != nil, "the writer still waits: the command never opened the FIFO")
        #expect(output.status == 0, "\(output.standardError)")
    }

    /// `/proc/version` has size 0 in `stat` but text when read: it is read,
    /// and is no JSON.
    @Test func aProcFileIsReadAndJudgedAsJSON() throws {
        let output = try CommandRunner.run(["solve", "/proc/version"])
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("layoutlp: error: /proc/version:1:1: $: expected a JSON value"), "\(output.standardError)")
    }

    @Test(arguments: [
        ("a loop of links", "a loop of symbolic links"),
        ("a directory", "a directory"),
        ("a missing file", "no such file"),
        ("an endless device", "more than 256 MiB"),
    ])
    func aPathThatIsNoModelSaysWhatItIs(_ situation: String, _ found: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-in-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path: String
        switch situation {
        case "a loop of links":
            path = folder + "/one"
            try FileManager.default.createSymbolicLink(atPath: folder + "/one", withDestinationPath: folder + "/two")
            try FileManager.default.createSymbolicLink(atPath: folder + "/two", withDestinationPath: folder + "/one")
        case "a directory": path = folder
        case "a missing file": path = folder + "/missing.json"
        default: path = "/dev/zero"
        }
        let output = try CommandRunner.run(["solve", path])
        #expect(output.status == 2)
        #expect(
            output.standardError.hasPrefix("layoutlp: error: \(path): expected a readable model file; found \(found)"),
            "\(output.standardError)")
    }
}
