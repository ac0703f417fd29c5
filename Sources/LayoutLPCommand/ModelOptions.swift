import ArgumentParser
import LayoutModel
import LayoutModelFile

/// The model argument shared by the subcommands: a file, or the built-in default.
struct ModelOptions: ParsableArguments {
    @Argument(help: "A model file (format layoutlp/1). Without one, the built-in seed 003 event card.")
    var model: String?

    /// The problem and a label for headers (the file path or `built-in`).
    func load() throws -> (problem: LayoutProblem, source: String) {
        guard let model else { return (DefaultModel.problem, "built-in") }
        return (try ModelFile.load(path: model), model)
    }
}

/// The engines `--engine` accepts.
enum EngineChoice: String, ExpressibleByArgument, CaseIterable {
    case greedy
}
