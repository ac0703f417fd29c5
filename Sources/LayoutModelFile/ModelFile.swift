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
    public static let builtInStrategyNames: Set<String> = ["exact", "lex-fair", "weighted", "soft-ideal", "min-deviation"]

    /// Reads the model file at `path`.
    /// - Parameter knownStrategies: the strategy names `expectByStrategy` may use.
    /// - Throws: `ModelFileError` with JSON path `$` when the file cannot be
    ///   read, or naming the offending value when it is not a valid model.
    public static func load(
        path: String, knownStrategies: Set<String> = builtInStrategyNames
    ) throws(ModelFileError) -> LayoutProblem {
        try decode(bytes: try readBytes(path: path), file: path, knownStrategies: knownStrategies)
    }

    /// Reads a model from `text`; `file` names it in errors.
    /// - Parameter knownStrategies: the strategy names `expectByStrategy` may use.
    /// - Throws: `ModelFileError` naming the offending value.
    public static func decode(
        _ text: String, file: String = "<model>", knownStrategies: Set<String> = builtInStrategyNames
    ) throws(ModelFileError) -> LayoutProblem {
        try decode(bytes: Array(text.utf8), file: file, knownStrategies: knownStrategies)
    }

    /// Reads a model from UTF-8 bytes (rejecting invalid UTF-8 with its position);
    /// `file` names it in errors.
    /// - Parameter knownStrategies: the strategy names `expectByStrategy` may use.
    /// - Throws: `ModelFileError` naming the offending value.
    public static func decode(
        bytes: [UInt8], file: String = "<model>", knownStrategies: Set<String> = builtInStrategyNames
    ) throws(ModelFileError) -> LayoutProblem {
        let json = try JSONParser.parse(bytes, file: file)
        var reader = ModelReader(file: file, knownStrategies: knownStrategies)
        return try reader.problem(json)
    }

    /// Writes `problem` as pretty, deterministic JSON: two-space indentation,
    /// keys in the contract's order, integers without a fraction, infinite
    /// lengths as `"infinity"`, defaults left out where that loses nothing.
    /// For every problem `decode` accepts, `decode(encode(problem)) == problem`.
    public static func encode(_ problem: LayoutProblem) -> String {
        JSONWriter.render(ModelWriter.problem(problem))
    }

    private static func readBytes(path: String) throws(ModelFileError) -> [UInt8] {
        func failure(_ found: String) -> ModelFileError {
            ModelFileError(file: path, jsonPath: "$", expected: "a readable model file", found: found)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw failure("no such file") }
        guard !isDirectory.boolValue else { throw failure("a directory") }
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw failure("an unreadable file (\(error.localizedDescription))")
        }
    }
}
