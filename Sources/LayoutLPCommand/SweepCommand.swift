import ArgumentParser
import Foundation
import GLPKBackend
import LPLayout
import LayoutChecker
import LayoutExperiments
import LayoutModel
import LayoutPictures

/// `layoutlp sweep [MODEL] --width A:B:STEP [--height A:B:STEP] [--engine A --engine B] [-o DIR] [--node ID]... [--filmstrip W,...]
/// [--breakpoints] [--epsilon E]`: the model laid out at every proposal of a range by every engine (docs/cli.md, "sweep").
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Lay a model out across a range of root widths and/or heights with several engines: frames as CSV, events, "
            + "charts per node, a filmstrip, and exact's breakpoints.")

    @OptionGroup var modelOptions: ModelOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The root widths: A:B:STEP (A, A+STEP, ... up to B).", valueName: "A:B:STEP"))
    var width: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The root heights: A:B:STEP. Without --width, the chart and events read along the height.",
            valueName: "A:B:STEP"))
    var height: String?

    @OptionGroup var engineOptions: EngineOptions

    @Option(
        name: [.short, .long],
        help: ArgumentHelp(
            "A folder to write frames.csv, events.csv, a chart per --node, filmstrip.svg and breakpoints.csv into.",
            discussion: "Without it the frames CSV goes to standard output.", valueName: "folder"))
    var output: String?

    @Option(help: ArgumentHelp("A node whose size to chart against the root proposal (needs --output); repeatable.", valueName: "id"))
    var node: [String] = []

    @Option(
        help: ArgumentHelp(
            "Root widths (or heights, without --width) to draw side by side: W1,W2,... (needs --output).",
            valueName: "list"))
    var filmstrip: String?

    @Flag(help: "Also find exact's breakpoints over the width range, exactly (needs --output and --width).")
    var breakpoints = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "ε: a frame component that moves by more than the proposal moved plus ε between neighbouring proposals is a jump (points).",
            valueName: "points"))
    var epsilon: Double = 0.5

    @OptionGroup(title: "LP engines") var lpOptions: LPEngineOptions

    func validate() throws {
        guard width != nil || height != nil else { throw ValidationError("sweep needs --width A:B:STEP, --height A:B:STEP or both") }
        _ = try ranges()
        _ = try parsedEngines()
        guard epsilon.isFinite, epsilon >= 0 else { throw ValidationError("--epsilon must be a finite number ≥ 0, not \(epsilon)") }
        if output == nil, !node.isEmpty || filmstrip != nil || breakpoints {
            throw ValidationError("--node, --filmstrip and --breakpoints write files: give --output FOLDER")
        }
        if breakpoints, width == nil { throw ValidationError("--breakpoints walks the root width: give --width") }
        if let filmstrip { _ = try Self.lengths(filmstrip) }
    }

    /// The parsed `--width` and `--height`.
    func ranges() throws -> (widths: SweepRange?, heights: SweepRange?) {
        func parse(_ text: String?, _ option: String) throws -> SweepRange? {
            guard let text else { return nil }
            do {
                return try SweepRange(parsing: text)
            } catch {
                throw ValidationError("\(option): \(error)")
            }
        }
        let ranges = (widths: try parse(width, "--width"), heights: try parse(height, "--height"))
        let counts = (ranges.widths?.values.count ?? 1, ranges.heights?.values.count ?? 1)
        guard counts.0 * counts.1 <= SweepRange.maximumCount else {
            throw ValidationError(
                "--width and --height: at most \(SweepRange.maximumCount) layouts per engine together, not \(counts.0) × \(counts.1)")
        }
        return ranges
    }

    /// The engines named, in order (greedy and `exact` unless named).
    func parsedEngines() throws -> [ExperimentEngine] {
        try engineOptions.engines(for: .several("sweep"))
    }

    /// `W1,W2,...` as numbers ≥ 0.
    static func lengths(_ text: String) throws -> [Double] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
            guard let value = Double(item), value.isFinite, value >= 0 else {
                throw ValidationError("--filmstrip: expected finite lengths ≥ 0 separated by commas, not \"\(item)\"")
            }
            return value
        }
    }

    func run() throws {
        engineOptions.printSpellingNotes()
        do {
            let model = try modelOptions.loadTree()
            let (widths, heights) = try ranges()
            let nodes = try node.map { id in
                guard let found = model.tree.node(id: id) else {
                    CommandFailure.printError("error: \(modelOptions.label ?? "built-in model"): --node \(id): no node has this id")
                    throw ExitCode.badInput
                }
                return found.index
            }
            let lp = lpOptions.engine(ExactStrategy())
            let solverOptions = (lp.solver as? GLPKSolver)?.options ?? GLPKSolver.Options()
            let sweep = Sweep(
                tree: model.tree, base: model.problem.proposal, widths: widths, heights: heights,
                engines: try parsedEngines(), solver: solverOptions, options: lp.options,
                registry: CommandStrategies.registry)
            let bar = ProgressBar(enabled: ProgressBar.standardErrorIsTerminal)
            let result = sweep.run { bar.update(done: $0, of: $1, unit: "layouts") }
            bar.finish()
            let table = SweepTable(result).csv
            guard let output else {
                print(table, terminator: "")
                return
            }
            try OutputFile.createFolder(output)
            var written: [String] = []
            func write(_ text: String, _ name: String) throws {
                let path = (output as NSString).appendingPathComponent(name)
                try OutputFile.write(text, to: path)
                written.append(path)
            }
            // Breakpoints first, so that the charts can mark them; the files
            // are written in the order they are listed.
            var report = ""
            var analysis: BreakpointAnalysis?
            if breakpoints, let widths {
                let height = heights?.start ?? model.problem.proposal.height
                do {
                    analysis = try BreakpointWalk(
                        tree: model.tree, height: height, widths: widths.start...widths.end,
                        options: lp.options, solver: solverOptions
                    ).run()
                } catch {
                    CommandFailure.printError("error: \(modelOptions.label ?? "built-in model"): --breakpoints: \(error)")
                    throw Self.exitCode(for: error)
                }
                if let analysis {
                    report =
                        "exact's layout over widths \(Self.number(widths.start))...\(Self.number(widths.end)) "
                        + "(height \(height.map(Self.number) ?? "nil")): "
                        + "\(analysis.pieces.count) pieces, \(analysis.breakpoints.count) breakpoints\n" + analysis.report()
                }
            }
            try write(table, "frames.csv")
            let events = SweepEventDetector(jumpThreshold: epsilon).events(in: result)
            try write(([SweepEvent.csvHeader] + events.map(\.csvLine)).joined(separator: "\n") + "\n", "events.csv")
            let breakpointWidths = analysis?.breakpoints.map(\.width) ?? []
            for (id, index) in zip(node, nodes) {
                let chart = SweepChart(result: result, node: index).chart(
                    title: model.problem.name ?? model.source, breakpoints: breakpointWidths)
                try write(chart.svg(), "chart-\(Self.fileName(id)).svg")
            }
            if let filmstrip {
                try write(strip(try Self.lengths(filmstrip), sweep: sweep, model: model), "filmstrip.svg")
            }
            if let analysis { try write(analysis.csv, "breakpoints.csv") }
            for file in written { print("wrote \(file)") }
            print("\(result.proposals.count) proposals × \(result.engines.count) engines; \(events.count) events")
            for event in events.prefix(Self.eventsShown) { print("  \(event)") }
            if events.count > Self.eventsShown { print("  … \(events.count - Self.eventsShown) more in events.csv") }
            print(report, terminator: "")
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label)
        }
    }

    /// The exit code of a breakpoint walk's error: 2 for a width range
    /// outside the LP engine's proposal range or a model whose width is not
    /// finite (the input's fault), else the engine's code (`CommandFailure`).
    static func exitCode(for error: BreakpointError) -> ExitCode {
        switch error {
        case .noWidthVariable, .badRange: .badInput
        case .layout(_, let error): CommandFailure.code(for: error)
        case .tooManyPieces: .engineFailure
        }
    }

    /// How many events the summary lists (all are in events.csv).
    static let eventsShown = 20

    /// The filmstrip at `lengths` along the swept axis.
    private func strip(_ lengths: [Double], sweep: Sweep, model: LoadedModel) -> String {
        let base = sweep.proposals.first ?? model.problem.proposal
        let proposals = lengths.map { length in
            sweep.sweptAxis == .horizontal
                ? ProposedViewSize(width: length, height: base.height)
                : ProposedViewSize(width: base.width, height: length)
        }
        let result = sweep.run(at: proposals)
        let frames = proposals.indices.map { index in
            let outcomes = result.outcomes.map { $0[index] }
            let results = outcomes.compactMap(\.result)
            let message = zip(result.engines, outcomes).compactMap { engine, outcome -> String? in
                outcome.result == nil ? "\(engine): \(SweepTable.statusText(of: outcome))" : nil
            }.joined(separator: "; ")
            return Filmstrip.Frame(
                proposal: proposals[index], results: results.count == outcomes.count ? results : [],
                message: message.isEmpty ? nil : message)
        }
        return Filmstrip(
            tree: model.tree, title: model.problem.name ?? model.source, frames: frames,
            tolerance: Tolerance(CheckCommand.defaultTolerance)
        ).svg()
    }

    /// `value` as `%g` writes it (`150`, `72.5`).
    static func number(_ value: Double) -> String { String(format: "%g", value) }

    /// `id` as a file name: letters, digits, `-`, `_` and `.` kept, anything else `_`.
    static func fileName(_ id: String) -> String {
        String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }
}
