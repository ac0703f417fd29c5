import Foundation

/// Converts an SVG file to PNG or PDF with an external program: `rsvg-convert`,
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
    func executable(for output: String, format: ConvertedFormat = .png) throws -> URL {
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(command)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw PNGConversionError.converterMissing(command: command, package: Self.debianPackage, output: output, format: format.name)
    }

    /// The PNG of `svg` (the picture's text), for the output file `output`.
    func png(fromSVG svg: String, for output: String) throws -> [UInt8] {
        try convert(svg: svg, to: .png, for: output)
    }

    /// `svg` (the picture's text) as `format`, converted in the temporary
    /// folder, for the output file `output` (named in errors). The caller
    /// writes the bytes (`OutputFile`), so a converted output is written
    /// like any other.
    ///
    /// - Throws: `PNGConversionError` when the converter is missing or
    ///   fails; `OutputFileError` when the temporary folder is unwritable.
    func convert(svg: String, to format: ConvertedFormat, for output: String) throws -> [UInt8] {
        _ = try executable(for: output, format: format)
        let stem = (TemporaryFolder.path as NSString).appendingPathComponent("layoutlp-render-\(UUID().uuidString)")
        let converted = stem + "." + format.rawValue
        defer {
            unlink(stem + ".svg")
            unlink(converted)
        }
        do {
            try OutputFile.write(svg, to: stem + ".svg")
        } catch {
            throw TemporaryFolder.error(error)
        }
        try convert(svg: stem + ".svg", to: converted, format: format, naming: output)
        guard let data = FileManager.default.contents(atPath: converted) else {
            throw PNGConversionError.converterFailed(
                command: command, status: 0, message: "it wrote no \(format.name)", output: output,
                format: format.name)
        }
        return [UInt8](data)
    }

    /// Writes `svg` (a file) as `output` in `format`: `rsvg-convert
    /// --format png|pdf --output OUTPUT SVG`.
    ///
    /// - Throws: `PNGConversionError` when the converter is missing, cannot
    ///   be started, or fails.
    func convert(svg: String, to output: String, format: ConvertedFormat = .png, naming shown: String? = nil) throws {
        let process = Process()
        let shown = shown ?? output
        process.executableURL = try executable(for: shown, format: format)
        process.arguments = ["--format", format.rawValue, "--output", output, svg]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw PNGConversionError.converterFailed(command: command, status: nil, message: "\(error)", output: shown, format: format.name)
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PNGConversionError.converterFailed(
                command: command, status: process.terminationStatus,
                message: message.trimmingCharacters(in: .whitespacesAndNewlines), output: shown, format: format.name)
        }
    }
}
