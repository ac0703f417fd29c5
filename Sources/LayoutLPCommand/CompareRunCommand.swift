import ArgumentParser
import Foundation
import GLPKBackend
import LPLayout
import LayoutExperiments
import LayoutModel

/// `layoutlp compare [run] MODELS... [--engine greedy --engine exact ...]`: an experiment
/// over engines × models × proposals, written as tidy rows, a summary and a
/// provenance manifest (docs/cli.md, "compare").
struct CompareRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run engines × models × proposals and write tidy rows, an agreement summary and a provenance manifest.",
        discussion: """
            Models are files, folders (every .json below, recursively) and glob patterns, or --fuzz SEED:FIRST..LAST. \
            Writes OUTPUT/rows.csv (or rows.jsonl), summary.md, manifest.json, and as asked summary.tex, times.csv, \
            classic-table.md; prints the summary (or the table). The rows and summaries do not depend on --jobs. \
            Exit 0 when the experiment ran (disagreements are results, not failures), 2 for a model or output that cannot be \
            read or written, 64 for a usage error.
            """)

    @Argument(help: "Model files, folders or glob patterns.")
    var models: [String] = []

    @OptionGroup var engineOptions: EngineOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Fuzz cases as models: the campaign's seed and the case range.", valueName: "SEED:FIRST..LAST"))
    var fuzz: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Root widths A, A+STEP, ... ≤ B (the model's height unless --height).", valueName: "A:B:STEP"))
    var width: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Root heights A, A+STEP, ... ≤ B (the model's width unless --width).", valueName: "A:B:STEP"))
    var height: String?

    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("An extra root proposal (repeatable); nil or inf allowed per component.", valueName: "WxH"))
    var proposal: [String] = []

    @Option(help: "The rows' format: csv or jsonl.")
    var format: String = "csv"

    @Option(name: [.short, .long], help: "The output folder.")
    var output: String = "compare-results"

    @Flag(
        help: ArgumentHelp(
            "Say in each LP row what decided the node's size: the strategy's own objectives or the tie-break (columns decided, width_min, ...).",
            discussion:
                "Two linear programs per size and unit (docs/strategies.md, \"Determined and tie-broken\"); without it the columns are empty."
        ))
    var faces = false

    @Flag(help: "Also write the summary as LaTeX (summary.tex).")
    var latex = false

    @Flag(
        help: ArgumentHelp(
            "Also write a figure across cases (deviation-plot.svg): per engine, each case's largest |Δ| from the first engine.",
            discussion: "A dot per case on a log scale, agreeing cases and infinite deviations in columns of their own, with the median."))
    var plots = false

    @Flag(
        help: ArgumentHelp(
            "Also write metrics.csv: per case, engine and stack, Jain's index, priority inversions, deviation from ideal, unused space, overflow and the largest |Δ| and least IoU against the first engine.",
            discussion:
                "Each child's range and ideal come from greedy's answers in the case (docs/metrics.md, \"Per-stack metrics\"); the summary gains their medians per engine."
        ))
    var metrics = false

    @Flag(help: "Also write each unit's build, preparation, solve and read times (times.csv, the only output that varies).")
    var times = false

    @Option(help: ArgumentHelp("Also write and print a table: classic (docs/strategies.md, \"The classic cases\").", valueName: "kind"))
    var table: String?

    @Option(parsing: .unconditional, help: "Points within which two frames agree in the summary.")
    var tolerance: Double = LayoutProblem.defaultTolerance

    @Option(parsing: .unconditional, help: "Worker threads (default: the number of cores); the output does not depend on it.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Run only shard I of N (units u with u mod N = I - 1); join with `compare merge`.", valueName: "I/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Write each LP unit's program (bounded to its proposal) as CPLEX LP into this folder.", valueName: "folder"))
    var emitPrograms: String?

    @Flag(inversion: .prefixedNo, help: "Show a progress bar on standard error (default: when it is a terminal).")
    var progress: Bool?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            LPEngineOptions.timeLimitAbstract(defaultText: "none, the work limit decides"),
            discussion: "A backstop: near it, whether a unit finishes depends on the machine's load; the work limit's does not.",
            valueName: "seconds"))
    var timeLimit: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most solver work one LP layout may take: simplex iterations plus branch-and-cut nodes (default: \(Self.defaultWorkLimit)).",
            discussion: "The same on every machine and at any load, so the rows are too.",
            valueName: "count"))
    var workLimit: Int = CompareRunCommand.defaultWorkLimit

    /// The work limit of one LP layout without `--work-limit`: six times the
    /// most any layout of Models/strategies and Models/seeds that finishes takes (14,970).
    static let defaultWorkLimit = 100_000

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The most memory an LP program may be estimated to need, in MiB.", valueName: "MiB"))
    var memoryBudget: Int = 2048

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be ≥ 1, not \(jobs)") }
        guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance must be a number ≥ 0, not \(tolerance)") }
        guard RowFormat(rawValue: format) != nil else { throw ValidationError("--format must be csv or jsonl, not \"\(format)\"") }
        if let table, table != "classic" { throw ValidationError("--table must be classic, not \"\(table)\"") }
        if table != nil, shard != nil { throw ValidationError("--table cannot be sharded: run it whole") }
        if metrics, shard != nil {
            throw ValidationError("--metrics cannot be sharded (each case's metrics read all its engines): run it whole")
        }
        guard !models.isEmpty || fuzz != nil else {
            throw ValidationError("give model files, folders or patterns, or --fuzz SEED:FIRST..LAST")
        }
        if let timeLimit, !LPEngineOptions.timeLimitRange.contains(timeLimit) {
            throw ValidationError("--time-limit must be between 0.001 s and 86400 s, not \(timeLimit)")
        }
        guard (1...(1 << 30)).contains(memoryBudget) else { throw ValidationError("--memory-budget must be between 1 and \(1 << 30) MiB") }
        guard (1...Int(Int32.max)).contains(workLimit) else {
            throw ValidationError("--work-limit must be between 1 and \(Int32.max), not \(workLimit)")
        }
        let engines = try engineNames()
        do {
            _ = try proposals()
            if let shard { _ = try ExperimentShard(shard) }
            if let fuzz { _ = try ExperimentModelFinder.parseFuzz(fuzz) }
            _ = try Experiment(engineNames: engines, models: [], registry: CommandStrategies.registry)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The engines named, as specifications (greedy and `exact` unless named).
    func engineNames() throws -> [String] {
        try engineOptions.engines(for: .several("compare")).map(\.specification)
    }

    func proposals() throws(ExperimentInputError) -> ExperimentProposals {
        var explicit: [ProposedViewSize] = []
        for text in proposal { explicit.append(try ExperimentProposals.size(text)) }
        var widths: [Double] = []
        var heights: [Double] = []
        if let width { widths = try ExperimentProposals.range(width, option: "--width") }
        if let height { heights = try ExperimentProposals.range(height, option: "--height") }
        try ExperimentProposals.checkGrid(widths: widths.count, heights: heights.count)
        return ExperimentProposals(widths: widths, heights: heights, explicit: explicit)
    }

    func run() throws {
        engineOptions.printSpellingNotes()
        let report = try perform(files: nil, output: output, programs: emitPrograms, commandLine: CommandLine.arguments)
        print(report[ExperimentReport.tableName] ?? report[ExperimentReport.summaryName] ?? "", terminator: "")
        print("wrote: " + report.names.map { (output as NSString).appendingPathComponent($0) }.joined(separator: ", "))
    }

    /// Runs the experiment and writes its report to `output`.
    ///
    /// - Parameters:
    ///   - files: The model files to read, each with the label its rows
    ///     carry (`compare rerun`: a manifest's absolute paths under the
    ///     first run's labels); nil reads the `models` arguments.
    ///   - programs: The folder for `--emit-programs`, or nil.
    ///   - commandLine: The command line the manifest records.
    func perform(files: [(label: String, path: String)]?, output: String, programs: String?, commandLine: [String]) throws
        -> ExperimentReport
    {
        var experiment: Experiment
        var fuzzCases: (seed: UInt64, indices: ClosedRange<Int>)?
        do {
            if let fuzz { fuzzCases = try ExperimentModelFinder.parseFuzz(fuzz) }
            let known = CommandStrategies.knownNames
            var loaded =
                try files.map { try ExperimentModelFinder.load(files: $0, knownStrategies: known) }
                ?? ExperimentModelFinder.load(paths: try ExperimentModelFinder.paths(models), knownStrategies: known)
            if let fuzzCases { loaded += try ExperimentModelFinder.fuzzCases(seed: fuzzCases.seed, indices: fuzzCases.indices) }
            let limit = timeLimit.map { LPEngineOptions.duration(seconds: $0) }
            experiment = try Experiment(
                engineNames: try engineNames(), models: loaded, proposals: try proposals(),
                shard: shard == nil ? .whole : try ExperimentShard(shard!),
                jobs: jobs, solverOptions: GLPKSolver.Options(timeLimit: limit),
                layoutOptions: LPLayoutOptions(timeLimit: limit, memoryBudget: memoryBudget << 20, workLimit: workLimit),
                programsFolder: programs,
                registry: CommandStrategies.registry)
            // The classic table marks tie-broken cells with their faces.
            experiment.faces = faces || table != nil
            experiment.metrics = metrics
        } catch let error as ExperimentInputError {
            CommandFailure.printError("error: \(error)")
            throw ExitCode.badInput
        } catch {
            throw CommandFailure.exit(for: error)
        }
        let bar = ProgressBar(total: experiment.units.count, enabled: progress ?? ProgressBar.standardErrorIsTerminal)
        let result: ExperimentOutput
        do {
            result = try ExperimentRunner(experiment).run { done, _ in bar.update(done: done, unit: "units") }
        } catch {
            bar.finish()
            CommandFailure.printError("error: \(error)")
            throw ExitCode.badInput
        }
        bar.finish()
        let rowFormat = RowFormat(rawValue: format) ?? .csv
        let classic = table == nil ? nil : ClassicTable.markdown(experiment: experiment, rows: result.rows)
        var report = ExperimentReport.make(
            rows: result.rows, format: rowFormat, tolerance: tolerance, latex: latex,
            times: times ? result.times : nil, table: classic, plots: plots,
            metrics: metrics ? (result.metrics, result.childMetrics) : nil)
        let manifest = ProvenanceManifest(
            experiment: experiment, commandLine: commandLine, tolerance: tolerance, format: rowFormat,
            outputs: report.names, fuzz: fuzzCases, system: .current)
        report = report.adding(manifest: manifest)
        do {
            try report.write(to: output)
        } catch {
            CommandFailure.printError("error: \(error)")
            throw ExitCode.badInput
        }
        return report
    }
}
