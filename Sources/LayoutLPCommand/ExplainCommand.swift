import ArgumentParser
import GLPKBackend
import LPLayout
import LayoutExperiments
import LayoutModel
import LayoutModelFile

/// `layoutlp explain [MODEL] --node ID [--engine E] [--proposal WxH] [--json]`: why a node got
/// its size (docs/cli.md, "explain").
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain why a node got its size: the greedy derivation, or the LP program's decisions, binding rows and duals.")

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var proposalOption: ProposalOption

    @Option(help: ArgumentHelp("The node to explain: its model id, or its path (root/0/frame).", valueName: "id"))
    var node: String

    @OptionGroup var engineOptions: EngineOptions

    @Flag(help: "Print the explanation as JSON (docs/cli.md).")
    var json = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            LPEngineOptions.timeLimitAbstract(defaultText: "60"), valueName: "seconds"))
    var timeLimit: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most solver work the LP layout may take: simplex iterations plus branch-and-cut nodes (default: no limit).",
            discussion: "As in solve: the same on every machine and at any load. Running out is an engine failure (exit 4).",
            valueName: "count"))
    var workLimit: Int?

    func validate() throws {
        _ = try engineOptions.engines(for: .one("explain"))
        if let timeLimit, !LPEngineOptions.timeLimitRange.contains(timeLimit) {
            throw ValidationError("--time-limit must be between 0.001 s and 86400 s, not \(timeLimit)")
        }
        if let workLimit, !(1...Int(Int32.max)).contains(workLimit) {
            throw ValidationError("--work-limit must be between 1 and \(Int32.max), not \(workLimit)")
        }
    }

    func run() throws {
        engineOptions.printSpellingNotes()
        let model: LoadedModel
        do {
            model = try proposalOption.apply(to: modelOptions.loadTree())
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label)
        }
        let index = try nodeIndex(in: model.tree)
        do {
            let seconds = timeLimit ?? LPEngineOptions.defaultTimeLimit
            let builder = ExplanationBuilder(
                registry: CommandStrategies.registry,
                solverOptions: GLPKSolver.Options(
                    timeLimit: LPEngineOptions.duration(seconds: seconds), introspection: .basis),
                layoutOptions: LPLayoutOptions(workLimit: workLimit))
            let explanation = try builder.explain(
                node: index, in: model.tree, proposal: model.problem.proposal,
                engine: try engineOptions.engines(for: .one("explain"))[0])
            if json {
                print(ExplanationJSON.render(explanation, tree: model.tree), terminator: "")
            } else {
                print("\(model.title)")
                print(ExplanationText.render(explanation, tree: model.tree), terminator: "")
            }
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label)
        }
    }

    /// The node `--node` names: an id, else a path; a usage error (exit 64)
    /// naming the ids the model has otherwise.
    func nodeIndex(in tree: LayoutTree) throws -> Int {
        if let index = tree.idIndex[ModelID(node)] { return index }
        if let index = tree.nodes.firstIndex(where: { $0.path == node }) { return index }
        let ids = tree.idIndex.keys.sorted().map(\.text)
        let list = ids.isEmpty ? "the model has no ids; name a node by its path (root, root/0, ...)" : "ids: " + ids.joined(separator: ", ")
        throw ValidationError("--node: no node with id or path \"\(PrintableText.escaped(node))\" (\(list))")
    }
}
