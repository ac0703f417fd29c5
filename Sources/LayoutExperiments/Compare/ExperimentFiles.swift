import Foundation

/// Reading and writing an experiment's files, with errors that name the file.
public enum ExperimentFiles {
    /// Writes `text` (UTF-8) to `path`, replacing it atomically: through a
    /// ``TemporaryFile`` renamed over it, so neither a failed write nor an
    /// interruption leaves half a file or a temporary one.
    ///
    /// - Throws: ``ExperimentFileError`` naming `path`.
    public static func write(_ text: String, to path: String) throws(ExperimentFileError) {
        try write([(path, text)])
    }

    /// Writes each `(path, text)` as one set: every text first to a
    /// ``TemporaryFile`` beside its path, then, once all are written, each
    /// renamed over its path in order (so the last is replaced last). A
    /// file that cannot be written leaves every path as it was; every
    /// temporary file not renamed into place is removed.
    ///
    /// - Throws: ``ExperimentFileError`` naming the path.
    static func write(_ files: [(path: String, text: String)]) throws(ExperimentFileError) {
        func failure(_ path: String, _ code: Int32) -> ExperimentFileError {
            ExperimentFileError(path: path, problem: "cannot write the file (\(String(cString: strerror(code))))")
        }
        var written: [(file: TemporaryFile, path: String)] = []
        var renamed = 0
        defer { for (index, entry) in written.enumerated() { entry.file.release(removing: index >= renamed) } }
        for (path, text) in files {
            switch TemporaryFile.holding(text, beside: path) {
            case .success(let file): written.append((file, path))
            case .failure(let error): throw failure(path, error.code)
            }
        }
        for entry in written {
            guard rename(entry.file.path, entry.path) == 0 else { throw failure(entry.path, errno) }
            renamed += 1
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
