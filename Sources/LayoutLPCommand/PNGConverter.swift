import Foundation

/// Converts an SVG file to PNG with an external program: `rsvg-convert`,
/// from Debian's `librsvg2-bin` (not installed by default), found on `PATH`.
///
/// The command name is a property so tests can ask for a converter that
/// does not exist, whatever the machine has installed.
struct PNGConverter {
    /// The Debian package that provides `rsvg-convert`.
    static let debianPackage = "librsvg2-bin"

    /// The program's name, looked up on `searchPath`.
    var command = "rsvg-convert"
    /// Colon-separated folders, as the `PATH` environment variable.
    var searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""

    /// The converter's executable, the first one on `searchPath`.
    ///
    /// - Throws: `PNGConversionError.converterMissing` for `output`.
    func executable(for output: String) throws -> URL {
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(command)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw PNGConversionError.converterMissing(command: command, package: Self.debianPackage, output: output)
    }

    /// Writes `svg` (a file) as the PNG `output`: `rsvg-convert --format png
    /// --output OUTPUT SVG`.
    ///
    /// - Throws: `PNGConversionError` when the converter is missing, cannot
    ///   be started, or fails.
    func convert(svg: String, to output: String) throws {
        let process = Process()
        process.executableURL = try executable(for: output)
        process.arguments = ["--format", "png", "--output", output, svg]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw PNGConversionError.converterFailed(command: command, status: nil, message: "\(error)", output: output)
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PNGConversionError.converterFailed(
                command: command, status: process.terminationStatus,
                message: message.trimmingCharacters(in: .whitespacesAndNewlines), output: output)
        }
    }
}
