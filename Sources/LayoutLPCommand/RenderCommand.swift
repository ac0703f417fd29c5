import ArgumentParser
import GreedyLayout
import LayoutChecker
import LayoutModel
import LayoutPictures

/// `layoutlp render [MODEL] [-o FILE.svg|FILE.png] [--png] [--engine greedy|lp|both] [--strategy exact] [--verbose] [--tolerance T]`:
/// draws the model's drawn frames as an SVG picture (docs/cli.md); with
/// `both`, the two engines overlaid and the nodes where they differ in red.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a model's frames as an SVG (or PNG) picture; --engine both overlays the engines and marks where they differ.")

    @OptionGroup var modelOptions: ModelOptions

    @Option(help: "The engine: \(RenderEngineChoice.allCases.map(\.rawValue).joined(separator: ", ")) (both overlaid).")
    var engine: RenderEngineChoice = .greedy

    @OptionGroup(title: "LP engine (--engine lp or both)") var lpOptions: LPEngineOptions

    @Option(help: "With --engine both: how far apart the engines' frames may be before a node is marked, in points (as check).")
    var tolerance: Double = CheckCommand.defaultTolerance

    @Option(name: [.short, .long], help: "The file to write: FILE.svg, or FILE.png (needs rsvg-convert). Standard output (SVG) without it.")
    var output: String?

    @Flag(help: "Also write FILE.png beside the SVG (needs rsvg-convert, Debian package librsvg2-bin).")
    var png = false

    func validate() throws {
        try CheckCommand.validate(tolerance: tolerance)
        if png, output == nil { throw ValidationError("--png needs --output FILE") }
    }

    func run() throws {
        do {
            let model = try modelOptions.loadTree()
            let proposal = model.problem.proposal
            var results: [LayoutResult] = []
            if engine != .lp { results.append(try GreedyLayoutEngine().layout(model.tree, proposal: proposal)) }
            if engine != .greedy { results.append(try lpOptions.engine.run(model.tree, proposal: proposal).result) }
            let picture = LayoutPicture(tree: model.tree, proposal: proposal, title: model.title, results: results,
                                        tolerance: Tolerance(tolerance))
            let output = PictureOutput(path: output, alsoPNG: png, converter: PNGConverter())
            let written = try output.write(picture.svg())
            for file in written { print("wrote \(file)") }
            if output.path != nil, let comparison = picture.comparisons.first {
                print(comparison.agree ? "\(comparison.left.engine) and \(comparison.right.engine) agree on all "
                        + "\(model.tree.nodes.count) nodes (tolerance \(comparison.tolerance))"
                    : "\(comparison.left.engine) and \(comparison.right.engine) differ at \(comparison.differences.count) "
                        + "node(s), marked in red: \(comparison.differences.map(\.path).joined(separator: ", "))")
            }
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.model)
        }
    }
}
