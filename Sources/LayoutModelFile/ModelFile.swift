import Foundation
import LayoutModel

/// Reads and writes model files (format `layoutlp/1`): JSON files that each
/// describe one `LayoutProblem`.
///
/// ```swift
/// let problem = try ModelFile.load(path: "Models/stacks/two-squares.json")
/// let text = ModelFile.encode(problem)   // decode(text) == problem
/// ```
///
/// Reading is strict: anything the format does not allow (an unknown key,
/// a wrong type, a duplicate id, NaN, an `expect` id that no view has, an
/// `expectByStrategy` name that is not a known strategy ...) is a
/// `ModelFileError` naming the file, the JSON path and what was expected.
/// docs/model-files.md describes every accepted form.
public enum ModelFile {
    /// The format string every model file starts with.
    public static let format = "layoutlp/1"

    /// The names of LayoutLP's built-in LP strategies, which a model's
    /// `expectByStrategy` may use unless the reader is given other names.
    /// This module cannot see the LP engine's registry; a test there keeps
    /// the two lists equal.
    public static let builtInStrategyNames: Set<String> = ["exact", "decomposed", "lex-fair", "weighted", "soft-ideal", "min-deviation"]

    /// Reads the model file at `path`.
    /// - Parameter path: the file to read; errors name the file by it.
    /// - Parameter knownStrategies: the strategy names `expectByStrategy` may use.
    /// - Parameter layouts: the custom layouts a `"type": "Layout"` view may name.
    /// - Throws: `ModelFileError` with JSON path `$` when the file cannot be
    ///   read, or naming the offending value when it is not a valid model.
    public static func load(
        path: String, knownStrategies: Set<String> = builtInStrategyNames, layouts: LayoutRegistry = .builtIn
    ) throws(ModelFileError) -> LayoutProblem {
        try decode(bytes: try readBytes(path: path), file: path, knownStrategies: knownStrategies, layouts: layouts)
    }

    /// Reads a model from `text`; `file` names it in errors.
    /// - Parameter text: the model's JSON.
    /// - Parameter file: the name errors give the model (`<model>` by default).
    /// - Parameter knownStrategies: the strategy names `expectByStrategy` may use.
    /// - Parameter layouts: the custom layouts a `"type": "Layout"` view may name.
    /// - Throws: `ModelFileError` naming the offending value.
    public static func decode(
        _ text: String, file: String = "<model>", knownStrategies: Set<String> = builtInStrategyNames,
        layouts: LayoutRegistry = .builtIn
    ) throws(ModelFileError) -> LayoutProblem {
        try decode(bytes: Array(text.utf8), file: file, knownStrategies: knownStrategies, layouts: layouts)
    }

    /// Reads a model from UTF-8 bytes (rejecting invalid UTF-8 with its position);
    /// `file` names it in errors.
    /// - Parameter bytes: the model's JSON, UTF-8 encoded.
    /// - Parameter file: the name errors give the model.
    /// - Parameter knownStrategies: the strategy names `expectByStrategy` may use.
    /// - Parameter layouts: the custom layouts a `"type": "Layout"` view may name.
    /// - Throws: `ModelFileError` naming the offending value.
    public static func decode(
        bytes: [UInt8], file: String = "<model>", knownStrategies: Set<String> = builtInStrategyNames,
        layouts: LayoutRegistry = .builtIn
    ) throws(ModelFileError) -> LayoutProblem {
        let document = try JSONParser.parseDocument(bytes, file: file)
        // The reader recurses once per view, and stops past the tree's depth limit (or the
        // file's nesting, if less): a deep file is read on a stack sized for that.
        let views = min(document.depth, LayoutTree.maximumDepth + LayoutTree.nookChromeNodeCount + 1)
        // The reader walks the document's tape in place, valid while `withView` runs.
        let result = document.withView { tape -> Result<LayoutProblem, ModelFileError> in
            do throws(ModelFileError) {
                return .success(
                    try LargeStack.run(levels: views) { () throws(ModelFileError) -> LayoutProblem in
                        var reader = ModelReader(file: file, source: document.source, knownStrategies: knownStrategies, layouts: layouts)
                        return try reader.problem(JSONElement(tape: tape, index: 0))
                    })
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Writes `problem` as pretty, deterministic JSON: two-space indentation,
    /// keys in the contract's order, integers without a fraction, infinite
    /// lengths as `"infinity"`, defaults left out where that loses nothing.
    /// For every problem `decode` accepts, `decode(encode(problem)) == problem`.
    public static func encode(_ problem: LayoutProblem) -> String {
        // The writer recurses once per view (and JSON level, up to four per view): a deep tree is
        // written on a stack sized for it.
        LargeStack.run(levels: ModelWriter.viewLevels(of: problem.root)) { () -> String in
            JSONWriter.render(ModelWriter.problem(problem))
        }
    }

    /// The argument that names standard input instead of a model file, in
    /// every command that reads models (`layoutlp solve -`, `compare -`).
    public static let standardInputArgument = "-"

    /// How a model read from standard input is named in errors, headers,
    /// rows and manifests.
    public static let standardInputName = "standard input"

    /// The most bytes a model may have: 256 MiB. Reading stops there, so a
    /// device that never ends (`/dev/zero`) is an error, not a hang.
    public static let maximumBytes = 256 << 20

    /// The bytes of the model file at `path`, read the way `cat` reads:
    /// regular files, FIFOs, `/dev/stdin` and `/proc` files alike.
    ///
    /// - Throws: `ModelFileError` at `$` saying what the path is instead of
    ///   a readable model file (no such file, a directory, a loop of
    ///   symbolic links, permission denied, too large).
    public static func readBytes(path: String) throws(ModelFileError) -> [UInt8] {
        func failure(_ found: String) -> ModelFileError {
            ModelFileError(file: path, jsonPath: "$", expected: ModelFileError.unreadable, found: found)
        }
        guard !path.isEmpty else { throw failure("an empty path") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(reason(opening: errno)) }
        defer { close(descriptor) }
        return try readBytes(descriptor: descriptor, file: path)
    }

    /// The bytes readable from `descriptor` (standard input is 0) until its
    /// end; `file` names it in errors.
    ///
    /// - Throws: `ModelFileError` at `$` for a directory, a read error, or
    ///   more than ``maximumBytes``.
    public static func readBytes(descriptor: Int32, file: String) throws(ModelFileError) -> [UInt8] {
        func failure(_ found: String) -> ModelFileError {
            ModelFileError(file: file, jsonPath: "$", expected: ModelFileError.unreadable, found: found)
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw failure("a directory") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(reason(reading: errno))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= maximumBytes else {
                throw failure("more than \(maximumBytes >> 20) MiB (a model is at most that long)")
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    private static func reason(opening code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case ENOTDIR: "a path through something that is not a folder"
        case ELOOP: "a loop of symbolic links"
        case EACCES, EPERM: "a file it may not read (permission denied)"
        default: "a file that cannot be opened (\(String(cString: strerror(code)).lowercased()))"
        }
    }

    private static func reason(reading code: Int32) -> String {
        code == EISDIR ? "a directory" : "a file that cannot be read (\(String(cString: strerror(code)).lowercased()))"
    }
}
