import ArgumentParser
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutExperiments
import LayoutModel
import LayoutModelFile

/// `layoutlp solve [MODEL] [--proposal WxH] [--engine greedy|STRATEGY] [--verbose] [--faces] [--json [--all]] [--paths] [--round-to-pixels]`.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Lay out a model and print its frames (a tree, or the contract's JSON).")

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var proposalOption: ProposalOption

    @OptionGroup var engineOptions: EngineOptions

    @OptionGroup(title: "LP engine") var lpOptions: LPEngineOptions

    @Flag(
        help: ArgumentHelp(
            "With an LP strategy: say of each node whether the strategy's own objectives decided its size or the tie-break did.",
            discussion: "Adds the widths and heights each node could take over the optimal face of the strategy's own objectives, "
                + "the run's integers fixed: two linear programs per size (docs/strategies.md, \"Determined and tie-broken\")."))
    var faces = false

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
        let engines = try engineOptions.engines(for: .one("solve"))
        if faces, engines == [.greedy] {
            throw ValidationError("--faces needs an LP strategy, --engine S (greedy has no objectives to leave a size open)")
        }
    }

    func run() throws {
        engineOptions.printSpellingNotes()
        var fromOption = false
        do {
            let model = try proposalOption.apply(to: modelOptions.loadTree())
            fromOption = model.proposalFromOption
            let problem = model.problem, tree = model.tree
            var nodeFaces: [NodeFace]?
            var result: LayoutResult
            if let strategy = try engineOptions.engines(for: .one("solve"))[0].lpStrategy() {
                let engine = lpOptions.engine(strategy)
                result = try lpOptions.showingProgress("solving (\(engine.name))") {
                    let run = try engine.run(tree, proposal: problem.proposal)
                    if faces { nodeFaces = try engine.faces(of: run, proposal: problem.proposal) }
                    return run.result
                }
            } else {
                result = try GreedyLayoutEngine().layout(tree, proposal: problem.proposal)
            }
            if roundToPixels {
                let scale = problem.environment.displayScale
                guard let rounded = result.rounded(toScale: scale) else {
                    // The model's value: named like a reading error (exit 2).
                    throw ModelFileError(
                        file: modelOptions.label ?? "built-in model", jsonPath: "$.environment.displayScale",
                        expected: "a displayScale with a finite pixel size (at least 2.2250738585072014e-308) to round to pixels",
                        found: "\(scale)")
                }
                result = rounded
            }
            if json, nodeFaces == nil, !all {
                print(FramesJSON.encode(engine: result.engine, frames: result.framesByID(in: tree)), terminator: "")
            } else if json {
                var output =
                    all
                    ? NodesJSON.encode(result, tree: tree, proposal: problem.proposal)
                    : .object([
                        ("engine", .string(result.engine)),
                        (
                            "frames",
                            .object(
                                result.framesByID(in: tree).sorted { $0.key < $1.key }.map { ($0.key.text, NodesJSON.frame($0.value)) })
                        ),
                    ])
                if let nodeFaces, case .object(var members) = output {
                    // By id, and with --all every node by its path.
                    var decided = FacesOutput.byID(nodeFaces, tree: tree)
                    if all { decided += tree.preorder.map { (tree[$0].path, FacesOutput.json(nodeFaces[$0])) } }
                    members.append(("decided", .object(decided)))
                    output = .object(members)
                }
                print(output.text, terminator: "")
            } else {
                print("\(model.title), proposal \(problem.proposal), engine \(result.engine)")
                let notes =
                    nodeFaces.map { faces in
                        Dictionary(
                            uniqueKeysWithValues: faces.indices.compactMap { index in FacesOutput.note(faces[index]).map { (index, $0) } })
                    } ?? [:]
                print(FrameTreeRenderer(tree: tree, showsPaths: paths).render(result, notes: notes, mark: "~"), terminator: "")
                if let nodeFaces { print(FacesOutput.summary(nodeFaces)) }
            }
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label, proposalFromOption: fromOption)
        }
    }
}
