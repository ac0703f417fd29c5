import Foundation

/// Where `layoutlp render` writes its picture: standard output, an SVG
/// file, a PNG file (`.png`, converted from a temporary SVG), or an SVG and
/// a PNG beside it (`--png`).
///
/// Kept apart from argument parsing so tests can give it a converter that
/// does not exist.
struct PictureOutput {
    /// The file to write, or nil for standard output (SVG only).
    var path: String?
    /// Also write `path` with the extension `.png` (`--png`).
    var alsoPNG: Bool
    var converter: PNGConverter

    /// Whether a PNG is asked for.
    var writesPNG: Bool { alsoPNG || path.map(Self.isPNG) == true }

    static func isPNG(_ path: String) -> Bool { path.lowercased().hasSuffix(".png") }

    /// Writes `svg` and returns the files written (none for standard output).
    /// The converter is looked up before anything is written, so a missing
    /// one leaves no half-done output.
    ///
    /// - Throws: `OutputFileError` when a file cannot be written,
    ///   `PNGConversionError` when a PNG is asked for and the converter is
    ///   missing or fails.
    func write(_ svg: String) throws -> [String] {
        guard let path else {
            print(svg, terminator: "")
            return []
        }
        if Self.isPNG(path) {
            _ = try converter.executable(for: path)
            let temporary = FileManager.default.temporaryDirectory
                .appendingPathComponent("layoutlp-render-\(UUID().uuidString).svg").path
            defer { try? FileManager.default.removeItem(atPath: temporary) }
            try Self.write(svg, to: temporary)
            try converter.convert(svg: temporary, to: path)
            return [path]
        }
        let png = alsoPNG ? (path as NSString).deletingPathExtension + ".png" : nil
        if let png { _ = try converter.executable(for: png) }
        try Self.write(svg, to: path)
        guard let png else { return [path] }
        try converter.convert(svg: path, to: png)
        return [path, png]
    }

    private static func write(_ text: String, to path: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw OutputFileError(path: path, reason: (error as NSError).localizedDescription)
        }
    }
}
