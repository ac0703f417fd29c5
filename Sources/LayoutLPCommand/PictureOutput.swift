import Foundation

/// Where `layoutlp render` writes its picture: standard output, an SVG
/// file, a PNG or PDF file (`.png`, `.pdf`, converted from a temporary
/// SVG), or an SVG with a PNG and/or PDF beside it (`--png`, `--pdf`).
///
/// Kept apart from argument parsing so tests can give it a converter that
/// does not exist.
struct PictureOutput {
    /// The file to write, or nil for standard output (SVG only).
    var path: String?
    /// Also write `path` with the extension `.png` (`--png`).
    var alsoPNG: Bool
    /// Also write `path` with the extension `.pdf` (`--pdf`).
    var alsoPDF = false
    var converter: PNGConverter

    /// Whether a PNG is asked for.
    var writesPNG: Bool { alsoPNG || path.map(Self.isPNG) == true }

    static func isPNG(_ path: String) -> Bool { ConvertedFormat.of(path) == .png }

    /// Writes `svg` and returns the files written (none for standard output).
    /// The converter is looked up before anything is written, so a missing
    /// one leaves no half-done output.
    ///
    /// - Throws: `OutputFileError` when a file cannot be written,
    ///   `PNGConversionError` when a PNG or PDF is asked for and the
    ///   converter is missing or fails.
    func write(_ svg: String) throws -> [String] {
        guard let path else {
            print(svg, terminator: "")
            return []
        }
        if let format = ConvertedFormat.of(path) {
            try OutputFile.write(try converter.convert(svg: svg, to: format, for: path), to: path)
            return [path]
        }
        let stem = (path as NSString).deletingPathExtension
        let beside = [(alsoPNG, ConvertedFormat.png), (alsoPDF, ConvertedFormat.pdf)].filter(\.0).map { (stem + "." + $0.1.rawValue, $0.1) }
        for (file, format) in beside { _ = try converter.executable(for: file, format: format) }
        try OutputFile.write(svg, to: path)
        var written = [path]
        for (file, format) in beside {
            try OutputFile.write(try converter.convert(svg: svg, to: format, for: file), to: file)
            written.append(file)
        }
        return written
    }
}
