import Foundation

/// Reading and writing an experiment's files, with errors that name the file.
public enum ExperimentFiles {
    /// Writes `text` (UTF-8) to `path`, replacing it.
    ///
    /// - Throws: ``ExperimentFileError`` naming `path`.
    public static func write(_ text: String, to path: String) throws(ExperimentFileError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ExperimentFileError(path: path, problem: "cannot write the file (\(error.localizedDescription))")
        }
    }

    /// The UTF-8 text of `path`.
    ///
    /// - Throws: ``ExperimentFileError`` naming `path`.
    public static func read(_ path: String) throws(ExperimentFileError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ExperimentFileError(path: path, problem: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ExperimentFileError(path: path, problem: "not UTF-8 text") }
        return text
    }
}
