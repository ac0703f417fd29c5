import ArgumentParser
import GreedyLayout
import LayoutChecker
import LayoutModel
import LayoutModelFile

/// `layoutlp solve [MODEL] [--proposal WxH] [--engine greedy|lp] [--strategy exact] [--verbose] [--json [--all]] [--paths] [--round-to-pixels]`.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Lay out a model and print its frames (a tree, or the contract's JSON).")

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var proposalOption: ProposalOption

    @Option(help: "The engine: \(EngineChoice.allCases.map(\.rawValue).joined(separator: ", ")).")
    var engine: EngineChoice = .greedy

    @OptionGroup(title: "LP engine (--engine lp)") var lpOptions: LPEngineOptions

    @Flag(help: "Print the frames of every id as JSON (docs/cli.md).")
    var json = false

    @Flag(help: "With --json: also every node, with or without an id, keyed by its path (root/0/frame).")
    var all = false

    @Flag(help: "Show each node's path (root/0/frame) in the tree.")
    var paths = false

    @Flag(help: "Snap frames to the pixel grid of the model's displayScale (origin and far corner to the nearest 1/scale).")
    var roundToPixels = false

    func validate() throws {
        if all, !json { throw ValidationError("--all needs --json (the tree already shows every node)") }
    }

    func run() throws {
        var fromOption = false
        do {
            let model = try proposalOption.apply(to: modelOptions.loadTree())
            fromOption = model.proposalFromOption
            let problem = model.problem, tree = model.tree
            var result = switch engine {
            case .greedy: try GreedyLayoutEngine().layout(tree, proposal: problem.proposal)
            case .lp:
                try lpOptions.showingProgress("solving (\(lpOptions.engine.name))") {
                    try lpOptions.engine.run(tree, proposal: problem.proposal).result
                }
            }
            if roundToPixels {
                let scale = problem.environment.displayScale
                guard let rounded = result.rounded(toScale: scale) else {
                    // The model's value: named like a reading error (exit 2).
                    throw ModelFileError(file: modelOptions.label ?? "built-in model", jsonPath: "$.environment.displayScale",
                                         expected: "a displayScale with a finite pixel size (at least 2.2250738585072014e-308) to round to pixels",
                                         found: "\(scale)")
                }
                result = rounded
            }
            if json, all {
                print(NodesJSON.encode(result, tree: tree, proposal: problem.proposal).text, terminator: "")
            } else if json {
                print(FramesJSON.encode(engine: result.engine, frames: result.framesByID(in: tree)), terminator: "")
            } else {
                print("\(model.title), proposal \(problem.proposal), engine \(result.engine)")
                print(FrameTreeRenderer(tree: tree, showsPaths: paths).render(result), terminator: "")
            }
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label, proposalFromOption: fromOption)
        }
    }
}
