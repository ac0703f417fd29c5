import Foundation

/// The folder for `layoutlp`'s own intermediate files (GLPK's MPS text,
/// the SVG and PNG of a PNG output): `TMPDIR`, else `/tmp`. A folder that
/// cannot be written is an output error (exit 2) that names it, not a
/// solver failure.
enum TemporaryFolder {
    static var path: String {
        FileManager.default.temporaryDirectory.path
    }

    /// A path in the folder for a new file named `stem-UUID.suffix`.
    static func file(_ stem: String, suffix: String) -> String {
        (path as NSString).appendingPathComponent("\(stem)-\(UUID().uuidString).\(suffix)")
    }

    /// `error`, writing a file in the folder, as an error about the folder.
    static func error(_ error: OutputFileError) -> OutputFileError {
        OutputFileError(path: path, reason: "the temporary folder (TMPDIR) cannot be written: \(error.reason)")
    }

    /// Checks that a file can be created in the folder.
    ///
    /// - Throws: `OutputFileError` naming the folder.
    static func checkWritable() throws(OutputFileError) {
        let probe = file("layoutlp-probe", suffix: "tmp")
        do {
            try OutputFile.write("", to: probe)
        } catch {
            throw Self.error(error)
        }
        unlink(probe)
    }
}
