import Foundation
import LayoutTestSupport
import Testing

/// Issue 31, items 6 and 7: a command interrupted while it writes its output
/// (SIGINT, SIGTERM or SIGHUP right after a temporary file is created, by the
/// fault injection `LAYOUTLP_FAULT_SIGNAL_AFTER_TEMPORARY`, docs/cli.md
/// "Output files") ends by that signal, leaves no `.NAME.layoutlp-XXXXXX`
/// behind, and leaves the files it would have replaced as they were.
@Suite struct InterruptedWriteTests {
    static let model = PackagePaths.root.appendingPathComponent("Models/examples/row-with-spacer.json").path

    /// Runs `layoutlp arguments` with the fault injected; its termination.
    func interrupted(_ arguments: [String], by signal: String) throws -> (reason: Process.TerminationReason, status: Int32) {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["LAYOUTLP_FAULT_SIGNAL_AFTER_TEMPORARY": signal]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus)
    }

    func hiddenFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
    }

    static let signals: [(name: String, number: Int32)] = [("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP)]

    @Test(arguments: [["export", model, "--format", "lp", "-o"], ["render", model, "-o"]], [0, 1, 2])
    func anInterruptedOutputFileLeavesNothingBehind(command: [String], signal: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interrupted-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = (folder as NSString).appendingPathComponent(command[0] == "export" ? "program.lp" : "picture.svg")
        try "earlier\n".write(toFile: output, atomically: true, encoding: .utf8)
        let end = try interrupted(command + [output], by: Self.signals[signal].name)
        #expect(end.reason == .uncaughtSignal && end.status == Self.signals[signal].number, "\(end)")
        #expect(try hiddenFiles(in: folder) == [])
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "earlier\n")
    }

    @Test func anInterruptedCompareKeepsTheEarlierSet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interrupted-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try CommandRunner.run(["compare", Self.model, "--engine", "greedy", "--engine", "exact", "-o", folder])
        #expect(first.status == 0, "\(first.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let before = try names.map { try Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent($0))) }
        let end = try interrupted(
            ["compare", Self.model, "--engine", "greedy", "--engine", "exact", "--engine", "lex-fair", "-o", folder], by: "TERM")
        #expect(end.reason == .uncaughtSignal && end.status == SIGTERM, "\(end)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == names)
        let after = try names.map { try Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent($0))) }
        #expect(after == before)
    }
}
