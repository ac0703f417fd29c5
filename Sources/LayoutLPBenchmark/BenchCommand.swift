// `layoutlp-bench`: times each stage of both engines on one model
// (docs/benchmarks.md); `layoutlp-bench --help` lists the options.
//
//     swift run -c release layoutlp-bench [MODEL | --shape SHAPE] [--runs N] [--warmup N] [--clock wall|cpu]
//         [--proposal W,H] [--strategy S] [--engines greedy|lp|both] [--markdown]
//         [--export-json FILE] [--export-csv FILE] [--export-markdown FILE]
//     swift run -c release layoutlp-bench --sweep A:B:STEP [MODEL] [--runs N] [--warmup N] [--clock wall|cpu]
//
// MODEL is a model file (default: seed 003's event card,
// Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json); SHAPE
// is a peer benchmark shape built in code (`huge:4x10`, `wide:10000`,
// `wide-grow:10000`, `super-deep:1000`, `flat-stack:1000`; PeerShape.swift).
//
// Prints the median and 90th percentile of N runs (default 21) of each
// stage on the chosen clock (wall by default; `--clock cpu` counts the
// process's CPU time, every thread's): reading the file (with its
// throughput), flattening the view tree, the greedy layout (on the fresh
// tree), building the LP program, and solving it, split into the engine's
// stages (LPStageTimes, which the engine measures on the wall clock:
// preparation, i.e. bounds and propagation; loading the solver; the solve;
// polishing; reading frames back); then the program's size, the process's
// peak memory and the load average before and after. `--warmup N` runs
// each stage N more times first and keeps none of them. `--markdown` adds
// the figures as one row of docs/benchmarks.md's tables; the `--export-*`
// options write every stage's mean, standard deviation, median, p90,
// minimum, maximum and runs, as hyperfine does. `--sweep` times a resize
// sweep cold and warm (Sweep.swift).
import ArgumentParser
import Foundation
import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutModel
import LayoutModelFile

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}

/// The command line (swift-argument-parser).
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlp-bench",
        abstract: "Time each stage of the greedy and LP engines on one model (docs/benchmarks.md).")

    @Argument(help: "A model file (default: seed 003's event card).")
    var model = "Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json"

    @Option(
        help: ArgumentHelp(
            "A peer benchmark shape built in code: huge:DxF, wide:N, wide-grow:N, super-deep:D, flat-stack:N.",
            valueName: "shape"))
    var shape: String?

    @Option(help: "Timed runs of each stage (default: 21, or 5 for --sweep).")
    var runs: Int?

    @Option(help: "Runs of each stage before the timed ones, kept out of every figure.")
    var warmup = 0

    @Option(help: "wall (the default) or cpu: the process's CPU time, every thread's, which a shared machine's load changes far less.")
    var clock: BenchClock = .wall

    @Option(help: ArgumentHelp("Replace the proposal: W,H, each a number, inf or nil.", valueName: "W,H"))
    var proposal: String?

    @Option(help: "The LP strategy: a registry specification such as lex-fair or weighted:scope=global.")
    var strategy = "exact"

    @Option(help: "greedy, lp or both.")
    var engines = "both"

    @Flag(help: "Also print the figures as one row of docs/benchmarks.md's tables.")
    var markdown = false

    @Option(help: ArgumentHelp("Time a resize sweep cold and warm over the widths A, A+STEP, ... up to B.", valueName: "A:B:STEP"))
    var sweep: String?

    @Option(help: ArgumentHelp("Write every stage's statistics and runs as JSON (hyperfine's layout).", valueName: "file"))
    var exportJSON: String?

    @Option(help: ArgumentHelp("Write every stage's statistics as CSV.", valueName: "file"))
    var exportCSV: String?

    @Option(help: ArgumentHelp("Write every stage's statistics as a Markdown table.", valueName: "file"))
    var exportMarkdown: String?

    func validate() throws {
        if let runs, runs < 1 { throw ValidationError("--runs needs a positive whole number, not \(runs)") }
        if warmup < 0 { throw ValidationError("--warmup needs a whole number ≥ 0, not \(warmup)") }
        guard ["greedy", "lp", "both"].contains(engines) else {
            throw ValidationError("--engines: expected greedy, lp or both, got \(engines)")
        }
        if let shape, PeerShape(shape) == nil {
            throw ValidationError("--shape: expected huge:DxF, wide:N, wide-grow:N, super-deep:D or flat-stack:N, got \(shape)")
        }
        _ = try parsedProposal()
    }

    /// `--proposal W,H`.
    func parsedProposal() throws -> ProposedViewSize? {
        guard let text = proposal else { return nil }
        let fields = text.split(separator: ",", omittingEmptySubsequences: false)
        let parts = fields.map { $0 == "nil" ? Optional<Double>.none : Double($0) }
        guard parts.count == 2, zip(parts, fields).allSatisfy({ $0 != nil || $1 == "nil" }) else {
            throw ValidationError("--proposal: expected W,H, each a number, inf or nil, got \(text)")
        }
        return ProposedViewSize(width: parts[0] ?? nil, height: parts[1] ?? nil)
    }

    func run() throws {
        do {
            try bench()
        } catch let error as BenchmarkFailure {
            FileHandle.standardError.write(Data("layoutlp-bench: error: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}

extension BenchCommand {
    /// Times the stages (or, with `--sweep`, the sweep) and prints them.
    func bench() throws {
        let arguments = self
        let loadBefore = BenchClock.loadAverage
        if let range = arguments.sweep {
            return try runSweep(range, model: arguments.model, runs: arguments.runs ?? 5, clock: clock, warmup: warmup)
        }
        let runs = arguments.runs ?? 21
        let peerShape = shape.flatMap(PeerShape.init)
        let strategy: any LayoutStrategy
        do {
            strategy = try StrategyRegistry.builtIn.strategy(from: arguments.strategy)
        } catch {
            throw BenchmarkFailure(description: "--strategy: \(error.expected)")
        }
        var stages = StageSamples(clock: clock, warmup: warmup)
        var problem: LayoutProblem
        var fileBytes: Int?
        if let shape = peerShape {
            problem = shape.problem
            print("model: \(shape) (built in code), proposal \(problem.proposal)")
        } else {
            problem = try ModelFile.load(path: arguments.model)
            fileBytes = try ModelFile.readBytes(path: arguments.model).count
            for _ in 0..<(warmup + runs) { _ = try stages.time("read") { try ModelFile.load(path: arguments.model) } }
            print("model: \(arguments.model) (\(problem.name ?? "unnamed")), proposal \(problem.proposal)")
        }
        if let proposal = try parsedProposal() {
            problem.proposal = proposal
            print("proposal replaced: \(proposal)")
        }
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        print(
            "tree: \(tree.nodes.count) nodes; runs: \(runs) after \(warmup) warm-up, median / p90 \(clock.rawValue) time per run; "
                + "load average \(loadBefore)")

        if engines != "lp" {
            for _ in 0..<(warmup + runs) {
                let fresh = try stages.time("flatten") { try LayoutTree(problem.root, environment: problem.environment) }
                _ = try stages.time("greedy layout") { try GreedyLayoutEngine().layout(fresh, proposal: problem.proposal) }
            }
        } else {
            for _ in 0..<(warmup + runs) {
                _ = try stages.time("flatten") { try LayoutTree(problem.root, environment: problem.environment) }
            }
        }
        var statistics: ProgramStatistics?
        var refusal: String?
        if engines != "greedy" {
            let engine = LPLayoutEngine(strategy: strategy, solver: GLPKSolver())
            do {
                for _ in 0..<(warmup + runs) {
                    let program = try stages.time("lp build") { try engine.compile(tree, proposal: problem.proposal) }
                    statistics = program.statistics
                    let run = try stages.time("lp solve") { try engine.solve(program, proposal: problem.proposal) }
                    for (name, duration) in run.times.stages { stages.record("  \(name)", duration) }
                }
            } catch {
                refusal = "\(engine.name): \(error)"
            }
        }

        for name in stages.names {
            guard let median = stages.median(name), let p90 = stages.p90(name) else { continue }
            var line = "\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(median.milliseconds) / \(p90.milliseconds)"
            if name == "read", let bytes = fileBytes {
                line += String(format: "   (%.2f MB, %.1f MB/s)", Double(bytes) / 1e6, Double(bytes) / 1e6 / median.seconds)
            }
            print(line)
        }
        if let statistics { print("program (lp/\(strategy.name)): \(statistics)") }
        if let refusal { print("lp refused or failed: \(refusal)") }
        if let greedy = stages.median("greedy layout"), let build = stages.median("lp build"), let solve = stages.median("lp solve") {
            print(String(format: "lp (build + solve) / greedy: %.1fx", (build.seconds + solve.seconds) / max(1e-12, greedy.seconds)))
        }
        print("peak memory: \(PeakMemory.description)")
        let loadAfter = BenchClock.loadAverage
        print("load average: \(loadBefore) before, \(loadAfter) after")
        let subject = peerShape.map(\.description) ?? arguments.model
        try BenchExport(
            subject: subject, strategy: strategy.name, clock: clock, warmup: warmup, runs: runs, loadBefore: loadBefore,
            loadAfter: loadAfter, stages: stages
        ).write(json: exportJSON, csv: exportCSV, markdown: exportMarkdown)
        if arguments.markdown {
            let cells = ["read", "flatten", "greedy layout", "lp build", "lp solve"].map { name in
                stages.median(name).map { "\($0.milliseconds) (p90 \(stages.p90(name)!.milliseconds))" } ?? "–"
            }
            let label = peerShape.map(\.description) ?? (arguments.model as NSString).lastPathComponent
            print("| \(label) | \(tree.nodes.count) | " + cells.joined(separator: " | ") + " | \(PeakMemory.description) |")
        }
    }
}
