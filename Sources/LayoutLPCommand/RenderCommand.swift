import ArgumentParser
import GreedyLayout
import LayoutChecker
import LayoutModel
import LayoutPictures

/// `layoutlp render [MODEL] [--proposal WxH] [-o FILE.svg|FILE.png|FILE.pdf] [--png] [--pdf] [--ids-only] [--[no-]caption]
/// [--no-text-content] [--no-scale-bar] [--engine greedy|lp|both] [--strategy exact] [--verbose] [--tolerance T]`:
/// draws the model's drawn frames as an SVG picture (docs/cli.md); with
/// `both`, the two engines overlaid and the nodes where they differ in red.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a model's frames as an SVG picture (or PNG or PDF); --engine both overlays the engines and marks where they differ.")

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var proposalOption: ProposalOption

    @Option(help: "The engine: \(RenderEngineChoice.allCases.map(\.rawValue).joined(separator: ", ")) (both overlaid).")
    var engine: RenderEngineChoice = .greedy

    @OptionGroup(title: "LP engine") var lpOptions: LPEngineOptions

    @Option(help: ArgumentHelp(
        "Small multiples: one panel per engine at the same scale, greedy first and the others marked where they differ from it; a list as check --strategies takes ('all', or NAME[:KEY=VALUE;...],...).",
        discussion: "Replaces --engine."))
    var engines: String?

    @Option(parsing: .unconditional, help: "With --engine both: how far apart the engines' frames may be before a node is marked, in points (as check).")
    var tolerance: Double = CheckCommand.defaultTolerance

    @Option(name: [.short, .long], help: "The file to write: FILE.svg, FILE.png or FILE.pdf (PNG and PDF need rsvg-convert). Standard output (SVG) without it.")
    var output: String?

    @Flag(help: "Also write FILE.png beside the SVG (needs rsvg-convert, Debian package librsvg2-bin).")
    var png = false

    @Flag(help: "Also write FILE.pdf beside the SVG (needs rsvg-convert, Debian package librsvg2-bin).")
    var pdf = false

    @Flag(help: "Label only the nodes with an id, by their id alone, and leave out the boxes of modifiers without one.")
    var idsOnly = false

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "The caption under the drawing: model, proposal, engines, clamped boxes, differing nodes.",
        discussion: "Off by default for one engine (a figure's caption is the paper's); on by default for --engine both and --engines, where it says what differs."))
    var caption: Bool?

    @Flag(inversion: .prefixedNo, help: "Draw each Text's lines inside its box.")
    var textContent = true

    @Flag(inversion: .prefixedNo, help: "Draw a scale bar (a round length in points) under the drawing.")
    var scaleBar = true

    /// The picture options the flags give; `compared` when the picture compares engines.
    func pictureOptions(compared: Bool) -> PictureOptions {
        PictureOptions(idsOnly: idsOnly, caption: caption ?? compared, textContent: textContent, scaleBar: scaleBar)
    }

    func validate() throws {
        try CheckCommand.validate(tolerance: tolerance)
        if png, output == nil { throw ValidationError("--png needs --output FILE") }
        if pdf, output == nil { throw ValidationError("--pdf needs --output FILE") }
        if png || pdf, let output, ConvertedFormat.of(output) != nil {
            throw ValidationError("--png and --pdf write beside an SVG: give --output FILE.svg, not \(output)")
        }
        if let engines { _ = try StrategyList.parse(engines, option: "--engines") }
    }

    func run() throws {
        if let engines { return try runMany(engines) }
        var fromOption = false
        do {
            let model = try proposalOption.apply(to: modelOptions.loadTree())
            fromOption = model.proposalFromOption
            let proposal = model.problem.proposal
            var results: [LayoutResult] = []
            if engine != .lp { results.append(try GreedyLayoutEngine().layout(model.tree, proposal: proposal)) }
            if engine != .greedy {
                let lp = lpOptions.engine
                results.append(try lpOptions.showingProgress("solving (\(lp.name))") { try lp.run(model.tree, proposal: proposal).result })
            }
            let picture = LayoutPicture(tree: model.tree, proposal: proposal, title: model.title, results: results,
                                        tolerance: Tolerance(tolerance), options: pictureOptions(compared: results.count > 1))
            let output = PictureOutput(path: output, alsoPNG: png, alsoPDF: pdf, converter: PNGConverter())
            let written = try output.write(picture.svg())
            for file in written { print("wrote \(file)") }
            if output.path != nil, let comparison = picture.comparisons.first {
                print(comparison.agree ? "\(comparison.left.engine) and \(comparison.right.engine) agree on all "
                        + "\(model.tree.nodes.count) nodes (tolerance \(comparison.tolerance))"
                    : "\(comparison.left.engine) and \(comparison.right.engine) differ at \(comparison.differences.count) "
                        + "node(s), marked in red: \(comparison.differences.map(\.path).joined(separator: ", "))")
            }
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label, proposalFromOption: fromOption)
        }
    }

    /// `--engines`: greedy and each strategy, one panel each.
    private func runMany(_ list: String) throws {
        var worst: ExitCode?
        var fromOption = false
        do {
            let model = try proposalOption.apply(to: modelOptions.loadTree())
            fromOption = model.proposalFromOption
            let proposal = model.problem.proposal
            var panels: [SmallMultiples.Panel] = []
            let greedy = try MultiEngineCheck.outcome { try GreedyLayoutEngine().layout(model.tree, proposal: proposal) }
            panels.append(Self.panel("greedy", greedy, worst: &worst))
            for strategy in try StrategyList.parse(list, option: "--engines") {
                var engine = lpOptions.engine
                engine.strategy = strategy
                let outcome = try lpOptions.showingProgress("solving (\(engine.name))") {
                    try MultiEngineCheck.outcome { try engine.run(model.tree, proposal: proposal).result }
                }
                panels.append(Self.panel(engine.name, outcome, worst: &worst))
            }
            let picture = SmallMultiples(tree: model.tree, proposal: proposal, title: model.title, panels: panels,
                                         tolerance: Tolerance(tolerance), options: pictureOptions(compared: true))
            let output = PictureOutput(path: output, alsoPNG: png, alsoPDF: pdf, converter: PNGConverter())
            let written = try output.write(picture.svg())
            for file in written { print("wrote \(file)") }
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label, proposalFromOption: fromOption)
        }
        if let worst { throw worst }
    }

    /// A panel for `outcome`; an engine without frames raises `worst` to
    /// check's exit code for it (no layout or failure 4, refusal 3).
    private static func panel(_ engine: String, _ outcome: EngineOutcome, worst: inout ExitCode?) -> SmallMultiples.Panel {
        switch outcome {
        case .laidOut(let result): return .result(result)
        case .refused(let message):
            if worst == nil { worst = .unsupported }
            return .message(engine: engine, text: "refused: \(message)")
        case .noLayout(let message), .failed(let message):
            worst = .engineFailure
            return .message(engine: engine, text: message)
        }
    }
}
