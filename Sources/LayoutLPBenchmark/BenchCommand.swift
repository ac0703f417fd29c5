// `layoutlp-bench`: times each stage of both engines on one model
// (docs/benchmarks.md).
//
//     swift run -c release layoutlp-bench [MODEL | --shape SHAPE] [--runs N]
//         [--proposal W,H] [--strategy S] [--engines greedy|lp|both] [--markdown]
//     swift run -c release layoutlp-bench --sweep A:B:STEP [MODEL] [--runs N]
//
// MODEL is a model file (default: seed 003's event card,
// Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json); SHAPE
// is a peer benchmark shape built in code (`huge:4x10`, `wide:10000`,
// `wide-grow:10000`, `super-deep:1000`, `flat-stack:1000`; PeerShape.swift).
// `--proposal W,H` replaces the model's or shape's proposal (each component
// a number, `inf` or `nil`). `--strategy` takes a registry specification
// (`lex-fair`, `weighted:scope=global`, `decomposed`); the default is `exact`.
//
// Prints the median and 90th percentile wall time of N runs (default 21) of
// each stage: reading the file (with its throughput), flattening the view
// tree, the greedy layout (on the fresh tree), building the LP program, and
// solving it, split into the engine's stages (LPStageTimes: preparation,
// i.e. bounds and propagation; loading the solver; the solve; polishing;
// reading frames back); then the program's size and the process's peak memory.
// `--markdown` adds the figures as one row of docs/benchmarks.md's tables.
// `--sweep` times a resize sweep cold and warm (Sweep.swift).
import Foundation
import GLPKBackend
import GreedyLayout
import LayoutModel
import LayoutModelFile
import LPLayout

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}

struct Arguments {
    var model = "Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json"
    var shape: PeerShape?
    /// `--runs`; nil for the mode's default (21, or 5 for a sweep).
    var runs: Int?
    /// `--sweep A:B:STEP`.
    var sweep: String?
    var strategy = "exact"
    /// `--proposal W,H`, replacing the model's.
    var proposal: ProposedViewSize?
    var greedy = true
    var lp = true
    var markdown = false

    init(_ list: [String]) throws {
        var list = list
        func value(of option: String) throws -> String? {
            guard let index = list.firstIndex(of: option) else { return nil }
            guard index + 1 < list.count else { throw BenchmarkFailure(description: "\(option) needs a value") }
            defer { list.removeSubrange(index...(index + 1)) }
            return list[index + 1]
        }
        if let text = try value(of: "--runs") {
            guard let count = Int(text), count > 0 else { throw BenchmarkFailure(description: "--runs needs a positive whole number") }
            runs = count
        }
        if let text = try value(of: "--strategy") { strategy = text }
        if let text = try value(of: "--proposal") {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0 == "nil" ? Optional<Double>.none : Double($0) }
            guard parts.count == 2, zip(parts, text.split(separator: ",", omittingEmptySubsequences: false))
                .allSatisfy({ $0 != nil || $1 == "nil" }) else {
                throw BenchmarkFailure(description: "--proposal: expected W,H, each a number, inf or nil, got \(text)")
            }
            proposal = ProposedViewSize(width: parts[0] ?? nil, height: parts[1] ?? nil)
        }
        sweep = try value(of: "--sweep")
        if let text = try value(of: "--shape") {
            guard let shape = PeerShape(text) else {
                throw BenchmarkFailure(description: "--shape: expected huge:DxF, wide:N, wide-grow:N, super-deep:D or flat-stack:N, got \(text)")
            }
            self.shape = shape
        }
        if let text = try value(of: "--engines") {
            switch text {
            case "greedy": lp = false
            case "lp": greedy = false
            case "both": break
            default: throw BenchmarkFailure(description: "--engines: expected greedy, lp or both, got \(text)")
            }
        }
        if let index = list.firstIndex(of: "--markdown") {
            markdown = true
            list.remove(at: index)
        }
        if let option = list.first(where: { $0.hasPrefix("--") }) { throw BenchmarkFailure(description: "unknown option \(option)") }
        if let path = list.first {
            guard shape == nil else { throw BenchmarkFailure(description: "give a MODEL or a --shape, not both") }
            model = path
        }
    }
}

func main() throws {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    if let range = arguments.sweep { return try sweep(range, model: arguments.model, runs: arguments.runs ?? 5) }
    let runs = arguments.runs ?? 21
    let strategy: any LayoutStrategy
    do {
        strategy = try StrategyRegistry.builtIn.strategy(from: arguments.strategy)
    } catch {
        throw BenchmarkFailure(description: "--strategy: \(error.expected)")
    }
    var stages = StageSamples()
    var problem: LayoutProblem
    var fileBytes: Int?
    if let shape = arguments.shape {
        problem = shape.problem
        print("model: \(shape) (built in code), proposal \(problem.proposal)")
    } else {
        problem = try ModelFile.load(path: arguments.model)
        fileBytes = try ModelFile.readBytes(path: arguments.model).count
        for _ in 0..<runs { _ = try stages.time("read") { try ModelFile.load(path: arguments.model) } }
        print("model: \(arguments.model) (\(problem.name ?? "unnamed")), proposal \(problem.proposal)")
    }
    if let proposal = arguments.proposal {
        problem.proposal = proposal
        print("proposal replaced: \(proposal)")
    }
    let tree = try LayoutTree(problem.root, environment: problem.environment)
    print("tree: \(tree.nodes.count) nodes; runs: \(runs), median / p90 wall time per run")

    if arguments.greedy {
        for _ in 0..<runs {
            let fresh = try stages.time("flatten") { try LayoutTree(problem.root, environment: problem.environment) }
            _ = try stages.time("greedy layout") { try GreedyLayoutEngine().layout(fresh, proposal: problem.proposal) }
        }
    } else {
        for _ in 0..<runs { _ = try stages.time("flatten") { try LayoutTree(problem.root, environment: problem.environment) } }
    }
    var statistics: ProgramStatistics?
    var refusal: String?
    if arguments.lp {
        let engine = LPLayoutEngine(strategy: strategy, solver: GLPKSolver())
        do {
            for _ in 0..<runs {
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
    if arguments.markdown {
        let cells = ["read", "flatten", "greedy layout", "lp build", "lp solve"].map { name in
            stages.median(name).map { "\($0.milliseconds) (p90 \(stages.p90(name)!.milliseconds))" } ?? "–"
        }
        let label = arguments.shape.map(\.description) ?? (arguments.model as NSString).lastPathComponent
        print("| \(label) | \(tree.nodes.count) | " + cells.joined(separator: " | ") + " | \(PeakMemory.description) |")
    }
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("layoutlp-bench: error: \(error)\n".utf8))
    exit(2)
}
