import ArgumentParser
import LayoutModel
import LayoutModelFile

/// The model argument shared by the subcommands: a file, or the built-in default.
struct ModelOptions: ParsableArguments {
    @Argument(help: "A model file (format layoutlp/1), or - for standard input. Without one, the built-in seed 003 event card.")
    var model: String?

    /// The name errors and headers give standard input (`-`).
    static let standardInput = ModelFile.standardInputName

    /// The model as errors name it: the path, `standard input`, or nil for the built-in model.
    var label: String? { model == ModelFile.standardInputArgument ? Self.standardInput : model }

    /// The problem and a label for headers (the file path, `standard input`
    /// or `built-in`).
    func load() throws -> (problem: LayoutProblem, source: String) {
        guard let model else { return (DefaultModel.problem, "built-in") }
        guard model != ModelFile.standardInputArgument else {
            let bytes = try ModelFile.readBytes(descriptor: 0, file: Self.standardInput)
            return (
                try ModelFile.decode(bytes: bytes, file: Self.standardInput, knownStrategies: CommandStrategies.knownNames),
                Self.standardInput
            )
        }
        return (try ModelFile.load(path: model, knownStrategies: CommandStrategies.knownNames), model)
    }

    /// The problem and its layout tree, the tree's warnings printed to
    /// standard error.
    ///
    /// - Throws: `ModelFileError` or `LayoutTreeError` (bad input).
    func loadTree() throws -> LoadedModel {
        let (problem, source) = try load()
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        for warning in tree.warnings { CommandFailure.printError("warning: \(warning)") }
        return LoadedModel(problem: problem, source: source, tree: tree)
    }
}
