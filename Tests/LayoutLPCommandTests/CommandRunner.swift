import Foundation
import LayoutTestSupport

/// Runs the built `layoutlp` executable (it sits beside the test bundle in the
/// build folder, since `swift test` builds every product).
struct CommandRunner {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static var executable: URL { executable(named: "layoutlp") }

    /// A product of the package built beside the test bundle (`layoutlp`, `layoutlp-equal-share`).
    static func executable(named name: String) -> URL {
        let testBinary = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var folder = testBinary.deletingLastPathComponent()
        // On macOS the test binary sits inside NAME.xctest/Contents/MacOS.
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS" || folder.lastPathComponent == "Contents" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }

    /// - Parameters:
    ///   - environment: variables set or replaced for this run (`PATH`).
    ///   - folder: the working folder (the package's by default).
    ///   - program: the product to run.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], in folder: String? = nil,
        program: String = "layoutlp"
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable(named: program)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = folder.map { URL(fileURLWithPath: $0) } ?? PackagePaths.root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `text` to a new temporary model file and returns its path: in
    /// one folder per test process, removed when the process exits.
    static func temporaryModel(_ text: String) throws -> String {
        let url = URL(fileURLWithPath: temporaryModels).appendingPathComponent("\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The folder of ``temporaryModel(_:)``'s files, created on first use.
    static let temporaryModels: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-test-models-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: CommandRunner.temporaryModels) }
        return folder
    }()
}

extension CommandRunner {
    /// The exit status of `layoutlp arguments` with standard error on
    /// `/dev/full` (every write fails with ENOSPC) and standard output
    /// discarded.
    static func statusWithFullStandardError(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = PackagePaths.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
