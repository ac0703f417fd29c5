import Foundation
import LayoutTestSupport
import Testing

/// How `export --output` (and every other output file, `OutputFile`) treats
/// what is already at the path, each case made in a temporary folder
/// (docs/cli.md, "Output files"): a regular file is replaced atomically and
/// keeps its permissions; a symbolic link, a FIFO and a hard-linked file are
/// written in place; a directory, a missing folder and a loop of links are
/// bad input (exit 2) that says what the path is.
@Suite struct OutputFileTests {
    /// A small model whose LP text starts with the header line below.
    static let model = PackagePaths.root.appendingPathComponent("Models/rules/text/text-shrinks-by-lines-in-vstack.json").path

    private static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-out-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static func export(to path: String) throws -> CommandRunner.Output {
        try CommandRunner.run(["export", model, "--format", "lp", "--output", path])
    }

    private static func isExport(_ path: String) -> Bool {
        (try? String(contentsOfFile: path, encoding: .utf8))?.hasPrefix("\\ layoutlp export: text-shrinks-by-lines-in-vstack") == true
    }

    private static func status(_ path: String) throws -> stat {
        var result = stat()
        guard lstat(path, &result) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return result
    }

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let folder = try Self.folder()
        let target = folder + "/target.lp", link = folder + "/link.lp"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let output = try Self.export(to: link)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try Self.status(link).st_mode & S_IFMT == S_IFLNK, "the link was replaced by a file")
        #expect(Self.isExport(target))
    }

    @Test func aPrivateFileKeepsItsPermissions() throws {
        let path = try Self.folder() + "/secret.lp"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)
        let output = try Self.export(to: path)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try Self.status(path).st_mode & 0o777 == 0o600)
        #expect(Self.isExport(path))
    }

    @Test func aHardLinkedFileKeepsItsLinks() throws {
        let folder = try Self.folder()
        let path = folder + "/a.lp", other = folder + "/b.lp"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(link(path, other) == 0)
        let output = try Self.export(to: path)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try Self.status(path).st_nlink == 2)
        #expect(Self.isExport(other), "the other name still sees the same file")
    }

    @Test func aFIFOIsWrittenInPlace() throws {
        let path = try Self.folder() + "/pipe.lp"
        #expect(mkfifo(path, 0o644) == 0)
        // The reader opens the FIFO as the command writes it, as `cat` would.
        let reader = BlockingWork { () -> String in
            let handle = FileHandle(forReadingAtPath: path)
            return String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        }
        let output = try Self.export(to: path)
        let text = try #require(reader.wait(), "the reader still waits: the command never opened the FIFO")
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try Self.status(path).st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced by a regular file")
        #expect(text.hasPrefix("\\ layoutlp export: text-shrinks-by-lines-in-vstack"))
    }

    @Test func aNewFileTakesTheUmasksPermissionsAndNoTemporaryFileStays() throws {
        let folder = try Self.folder()
        let output = try Self.export(to: folder + "/new.lp")
        #expect(output.status == 0, "\(output.standardError)")
        // The command runs with the test's umask; 0666 less it.
        let mask = umask(0o022)
        umask(mask)
        #expect(try Self.status(folder + "/new.lp").st_mode & 0o777 == 0o666 & ~mask)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["new.lp"])
    }

    @Test(arguments: [
        ("a directory", "it is a directory; name a file"),
        ("a missing folder", "its folder"),
        ("a loop of links", "a loop of symbolic links"),
        ("a path through a file", "not a folder"),
    ])
    func anUnwritablePathIsBadInputThatSaysWhy(_ situation: String, _ reason: String) throws {
        let folder = try Self.folder()
        let path: String
        switch situation {
        case "a directory":
            path = folder
        case "a missing folder":
            path = folder + "/missing/out.lp"
        case "a loop of links":
            path = folder + "/one"
            try FileManager.default.createSymbolicLink(atPath: folder + "/one", withDestinationPath: folder + "/two")
            try FileManager.default.createSymbolicLink(atPath: folder + "/two", withDestinationPath: folder + "/one")
        default:
            try "x".write(toFile: folder + "/file", atomically: false, encoding: .utf8)
            path = folder + "/file/out.lp"
        }
        let output = try Self.export(to: path)
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("layoutlp: error: \(path): cannot write the output file: "), "\(output.standardError)")
        #expect(output.standardError.contains(reason), "\(output.standardError)")
    }

    /// `/dev/full` fails every write with ENOSPC: the frames are lost, so
    /// the command must not exit 0.
    @Test func aFullStandardOutputIsAnError() throws {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["solve", Self.model]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.hasPrefix("layoutlp: error: cannot write to standard output"), "\(message)")
    }

    /// `--help` and `--version` are output too: on a full standard output
    /// they exit 2 like any command whose output was lost, not 0 (issue
    /// 31, item 12); `compare --help` (its own help text) alike.
    @Test(arguments: [["--help"], ["--version"], ["solve", "--help"], ["compare", "--help"]])
    func helpOnAFullStandardOutputIsAnError(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
    }

    /// A reader that closes the pipe early (`layoutlp solve … | head -c 10`)
    /// makes the next write fail with EPIPE: the command exits 2 with the
    /// error, as docs/cli.md promises, instead of dying of SIGPIPE (issue
    /// 31, item 12).
    @Test func aClosedPipeIsAWriteErrorNotASignal() throws {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.currentDirectoryURL = PackagePaths.root
        // Enough lines that some are written after the pipe is closed.
        process.arguments = ["solve", "Models/examples/two-colors.json", "--all", "--json"]
        let pipe = Pipe()
        process.standardOutput = pipe
        let errors = Pipe()
        process.standardError = errors
        try pipe.fileHandleForReading.close()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 2)
        #expect(message.hasPrefix("layoutlp: error: cannot write to standard output"), "\(message)")
    }

    /// A folder that exists but takes no new files (/proc answers ENOENT)
    /// is not reported as missing (issue 31, item 18).
    @Test func aFolderThatTakesNoFilesIsNotCalledMissing() throws {
        let output = try Self.export(to: "/proc/layoutlp-no-such-file.lp")
        #expect(output.status == 2)
        #expect(output.standardError.contains("its folder /proc does not take new files"), "\(output.standardError)")
    }

    /// Standard output is line-buffered: a line printed before a signal ends
    /// the process is in the redirected file although the process never exited
    /// normally. SIGKILL, because a process started from a test thread
    /// inherits that thread's blocked SIGTERM; a fully buffered stream loses
    /// its lines to either signal alike.
    @Test func linesPrintedBeforeATerminationReachTheFile() throws {
        let path = try Self.folder() + "/progress.txt"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let process = Process()
        process.executableURL = CommandRunner.executable
        // A replayed case prints its model at once, then lays it out; the
        // campaign below is slow enough to still run when the signal comes.
        process.arguments = ["fuzz", "--seed", "3", "--count", "1000000", "--jobs", "1", "--no-progress"]
        process.standardOutput = FileHandle(forWritingAtPath: path)
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1.5)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("fuzz: seed 3, 1000000 cases"), "\(text)")
    }
}
