import Foundation
import LayoutTestSupport

/// One run of the built `layoutlp` that may not hang: it is killed after a
/// deadline. Standard output and error go to files, not pipes, so a command
/// that prints megabytes (a model name of megabytes in a header) never blocks on a
/// pipe nobody reads while the test waits for it.
struct BoundedRun: Sendable {
    /// How the process ended.
    enum Ending: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (a crash: SIGSEGV, SIGILL from a Swift trap, SIGABRT).
        case signalled(Int32)
        /// It was still running at the deadline and was killed.
        case timedOut
    }

    var arguments: [String]
    var ending: Ending
    var standardOutput: String
    var standardError: String
    /// Wall-clock seconds from launch to the end.
    var seconds: Double

    /// The first line on standard error ("" when there is none).
    var firstErrorLine: String {
        String(standardError.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    /// Runs `layoutlp ARGUMENTS` in the package root, killing it after `deadline` seconds.
    static func run(_ arguments: [String], deadline: Double = 30) throws -> BoundedRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = PackagePaths.root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let start = Date()
        try process.run()
        var timedOut = false
        if ended.wait(timeout: .now() + deadline) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        let seconds = Date().timeIntervalSince(start)
        let ending: Ending =
            timedOut
            ? .timedOut
            : process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
        return BoundedRun(
            arguments: arguments, ending: ending,
            standardOutput: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
            standardError: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
            seconds: seconds)
    }
}
