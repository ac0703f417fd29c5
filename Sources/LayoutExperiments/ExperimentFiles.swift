import Foundation

/// Reading and writing an experiment's files, with errors that name the file.
public enum ExperimentFiles {
    /// Writes `text` (UTF-8) to `path`, replacing it atomically: through a
    /// ``TemporaryFile`` renamed over it, so neither a failed write nor an
    /// interruption leaves half a file or a temporary one.
    ///
    /// - Throws: ``ExperimentFileError`` naming `path`.
    public static func write(_ text: String, to path: String) throws(ExperimentFileError) {
        func failure(_ code: Int32) -> ExperimentFileError {
            ExperimentFileError(path: path, problem: "cannot write the file (\(String(cString: strerror(code))))")
        }
        let file: TemporaryFile
        switch TemporaryFile.holding(text, beside: path) {
        case .success(let written): file = written
        case .failure(let error): throw failure(error.code)
        }
        var renamed = false
        defer { file.release(removing: !renamed) }
        guard rename(file.path, path) == 0 else { throw failure(errno) }
        renamed = true
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
