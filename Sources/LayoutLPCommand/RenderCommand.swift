import ArgumentParser
import GreedyLayout
import LayoutChecker
import LayoutExperiments
import LayoutModel
import LayoutPictures

/// `layoutlp render [MODEL] [--proposal WxH] [-o FILE.svg|FILE.png|FILE.pdf] [--png] [--pdf] [--ids-only] [--[no-]caption]
/// [--no-text-content] [--no-scale-bar] [--engine E ...] [--panels] [--verbose] [--tolerance T]`:
/// draws the model's drawn frames as an SVG picture (docs/cli.md); with
/// two engines, the two overlaid and the nodes where they differ in red;
/// with more (or `--panels`), one panel per engine.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a model's frames as an SVG picture (or PNG or PDF); two engines are overlaid and marked where they differ.")

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var proposalOption: ProposalOption

    @OptionGroup var engineOptions: EngineOptions

    @OptionGroup(title: "LP engine") var lpOptions: LPEngineOptions

    @Flag(
        help: ArgumentHelp(
            "Small multiples: one panel per engine at the same scale, the first (greedy, when named) marked nowhere and the others where they differ from it.",
            discussion: "The default for three engines or more; two engines are otherwise overlaid."))
    var panels = false

    @Option(
        parsing: .unconditional,
        help: "With two engines or more: how far apart the engines' frames may be before a node is marked, in points (as check).")
    var tolerance: Double = CheckCommand.defaultTolerance

    @Option(
        name: [.short, .long],
        help: "The file to write: FILE.svg, FILE.png or FILE.pdf (PNG and PDF need rsvg-convert). Standard output (SVG) without it.")
    var output: String?

    @Flag(help: "Also write FILE.png beside the SVG (needs rsvg-convert, Debian package librsvg2-bin).")
    var png = false

    @Flag(help: "Also write FILE.pdf beside the SVG (needs rsvg-convert, Debian package librsvg2-bin).")
    var pdf = false

    @Flag(help: "Label only the nodes with an id, by their id alone, and leave out the boxes of modifiers without one.")
    var idsOnly = false

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "The caption under the drawing: model, proposal, engines, clamped boxes, differing nodes.",
            discussion:
                "Off by default for one engine (a figure's caption is the paper's); on by default for several, where it says what differs.")
    )
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
        _ = try engines()
    }

    /// The engines named, greedy first where it is among them; old
    /// `--engines` lists drew greedy's panel first whether named or not.
    func engines() throws -> [ExperimentEngine] {
        var engines = try engineOptions.engines(for: EngineOptions.Use(defaults: [.greedy], command: "render"))
        if engineOptions.oldEngines != nil, !engines.contains(.greedy) { engines.insert(.greedy, at: 0) }
        if let index = engines.firstIndex(of: .greedy), index > 0 { engines.insert(engines.remove(at: index), at: 0) }
        return engines
    }

    func run() throws {
        engineOptions.printSpellingNotes()
        let engines = try engines()
        if engines.count > 2 || panels || engineOptions.oldEngines != nil { return try runMany(engines) }
        var fromOption = false
        do {
            let model = try proposalOption.apply(to: modelOptions.loadTree())
            fromOption = model.proposalFromOption
            let proposal = model.problem.proposal
            var results: [LayoutResult] = []
            for engine in engines {
                if let strategy = try engine.lpStrategy() {
                    let lp = lpOptions.engine(strategy)
                    results.append(
                        try lpOptions.showingProgress("solving (\(lp.name))") { try lp.run(model.tree, proposal: proposal).result })
                } else {
                    results.append(try GreedyLayoutEngine().layout(model.tree, proposal: proposal))
                }
            }
            let picture = LayoutPicture(
                tree: model.tree, proposal: proposal, title: model.title, results: results,
                tolerance: Tolerance(tolerance), options: pictureOptions(compared: results.count > 1))
            let output = PictureOutput(path: output, alsoPNG: png, alsoPDF: pdf, converter: PNGConverter())
            let written = try output.write(picture.svg())
            for file in written { print("wrote \(file)") }
            if output.path != nil, let comparison = picture.comparisons.first {
                print(
                    comparison.agree
                        ? "\(comparison.left.engine) and \(comparison.right.engine) agree on all "
                            + "\(model.tree.nodes.count) nodes (tolerance \(comparison.tolerance))"
                        : "\(comparison.left.engine) and \(comparison.right.engine) differ at \(comparison.differences.count) "
                            + "node(s), marked in red: \(comparison.differences.map(\.path).joined(separator: ", "))")
            }
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label, proposalFromOption: fromOption)
        }
    }

    /// One panel per engine.
    private func runMany(_ engines: [ExperimentEngine]) throws {
        var worst: ExitCode?
        var fromOption = false
        do {
            let model = try proposalOption.apply(to: modelOptions.loadTree())
            fromOption = model.proposalFromOption
            let proposal = model.problem.proposal
            var panels: [SmallMultiples.Panel] = []
            for engine in engines {
                guard let strategy = try engine.lpStrategy() else {
                    let greedy = try MultiEngineCheck.outcome { try GreedyLayoutEngine().layout(model.tree, proposal: proposal) }
                    panels.append(Self.panel("greedy", greedy, worst: &worst))
                    continue
                }
                let lp = lpOptions.engine(strategy)
                let outcome = try lpOptions.showingProgress("solving (\(lp.name))") {
                    try MultiEngineCheck.outcome { try lp.run(model.tree, proposal: proposal).result }
                }
                panels.append(Self.panel(lp.name, outcome, worst: &worst))
            }
            let picture = SmallMultiples(
                tree: model.tree, proposal: proposal, title: model.title, panels: panels,
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
