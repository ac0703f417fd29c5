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
            try OutputFile.write(try converter.png(fromSVG: svg, for: path), to: path)
            return [path]
        }
        let png = alsoPNG ? (path as NSString).deletingPathExtension + ".png" : nil
        if let png { _ = try converter.executable(for: png) }
        try OutputFile.write(svg, to: path)
        guard let png else { return [path] }
        try OutputFile.write(try converter.png(fromSVG: svg, for: png), to: png)
        return [path, png]
    }
}
