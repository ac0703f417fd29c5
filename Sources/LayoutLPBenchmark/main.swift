// `layoutlp-bench`: times both engines on one model (docs/benchmarks.md).
//
//     swift run -c release layoutlp-bench [MODEL] [--runs N] [--strategy S]
//     swift run -c release layoutlp-bench --sweep A:B:STEP [MODEL] [--runs N]
//
// `--strategy` takes a registry specification (`lex-fair`,
// `weighted:scope=global`); the default is `exact`.
//
// Prints the LP program's size and the median wall time of N runs (default
// 21) of: the greedy layout, building the LP program, and solving it
// (bounds, GLPK, polishing, reading frames). Without MODEL it uses seed 003's
// event card (Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json).
import Foundation
import GLPKBackend
import GreedyLayout
import LayoutModel
import LayoutModelFile
import LPLayout

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}

func median(_ samples: [Duration]) -> Duration {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func milliseconds(_ duration: Duration) -> String {
    String(format: "%.3f ms", seconds(duration) * 1000)
}

func time(runs: Int, _ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    for _ in 0..<runs { samples.append(try clock.measure(body)) }
    return median(samples)
}

func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if let index = arguments.firstIndex(of: "--sweep") {
        guard index + 1 < arguments.count else { throw BenchmarkFailure(description: "--sweep needs A:B:STEP") }
        let range = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return try sweep(range, arguments: arguments)
    }
    var runs = 21
    if let index = arguments.firstIndex(of: "--runs") {
        guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
            throw BenchmarkFailure(description: "--runs needs a positive whole number")
        }
        runs = value
        arguments.removeSubrange(index...(index + 1))
    }
    var specification = "exact"
    if let index = arguments.firstIndex(of: "--strategy") {
        guard index + 1 < arguments.count else { throw BenchmarkFailure(description: "--strategy needs a strategy") }
        specification = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
    }
    let strategy: any LayoutStrategy
    do {
        strategy = try StrategyRegistry.builtIn.strategy(from: specification)
    } catch {
        throw BenchmarkFailure(description: "--strategy: \(error.expected)")
    }
    let path = arguments.first ?? "Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json"
    let problem = try ModelFile.load(path: path)
    let tree = try LayoutTree(problem.root, environment: problem.environment)
    let lp = LPLayoutEngine(strategy: strategy, solver: GLPKSolver())
    let program = try lp.compile(tree, shape: ProposalShape(of: problem.proposal))
    print("model: \(path) (\(problem.name ?? "unnamed")), proposal \(problem.proposal)")
    print("program (\(lp.name)): \(program.statistics)")
    print("runs: \(runs), median wall time per run")
    let greedy = try time(runs: runs) { _ = try GreedyLayoutEngine().layout(tree, proposal: problem.proposal) }
    let build = try time(runs: runs) { _ = try lp.compile(tree, shape: ProposalShape(of: problem.proposal)) }
    let solve = try time(runs: runs) { _ = try lp.solve(program, proposal: problem.proposal) }
    print("greedy layout:      \(milliseconds(greedy))")
    print("lp build program:   \(milliseconds(build))")
    print("lp solve and read:  \(milliseconds(solve))")
    let ratio = (seconds(build) + seconds(solve)) / max(1e-12, seconds(greedy))
    print(String(format: "lp (build + solve) / greedy: %.1fx", ratio))
}

/// `--sweep A:B:STEP [MODEL] [--runs N]`: the model's program laid out at
/// the widths A, A+STEP, … ≤ B (the model's height), cold (a new solver
/// problem per width, `LPLayoutEngine.solve`) and warm (one `WarmLPLayout`
/// across the widths); prints the median per width over N sweeps of each
/// (default 5), the time of the preparation (bounds and propagation) alone,
/// and checks that both give the same frames.
func sweep(_ range: String, arguments: [String]) throws {
    var arguments = arguments
    var runs = 5
    if let index = arguments.firstIndex(of: "--runs") {
        guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
            throw BenchmarkFailure(description: "--runs needs a positive whole number")
        }
        runs = value
        arguments.removeSubrange(index...(index + 1))
    }
    let parts = range.split(separator: ":").compactMap { Double($0) }
    guard parts.count == 3, parts[2] > 0, parts[0] <= parts[1] else {
        throw BenchmarkFailure(description: "--sweep takes A:B:STEP with A <= B and STEP > 0, got \(range)")
    }
    let path = arguments.first ?? "Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json"
    let problem = try ModelFile.load(path: path)
    let tree = try LayoutTree(problem.root, environment: problem.environment)
    let proposals = stride(from: parts[0], through: parts[1], by: parts[2]).map {
        ProposedViewSize(width: $0, height: problem.proposal.height)
    }
    let lp = LPLayoutEngine(solver: GLPKSolver())
    let program = try lp.compile(tree, shape: ProposalShape(of: proposals[0]))
    print("model: \(path) (\(problem.name ?? "unnamed")), \(proposals.count) widths \(range), height \(problem.proposal.height.map { "\($0)" } ?? "nil")")
    print("program (\(lp.name)): \(program.statistics)")
    var cold: [LayoutResult] = [], warm: [LayoutResult] = []
    let clock = ContinuousClock()
    var coldSamples: [Duration] = [], warmSamples: [Duration] = [], prepareSamples: [Duration] = []
    for _ in 0..<runs {
        prepareSamples.append(try clock.measure {
            for proposal in proposals { _ = try lp.prepare(program, proposal: proposal) }
        })
        coldSamples.append(try clock.measure {
            cold = try proposals.map { try lp.solve(program, proposal: $0).result }
        })
        warmSamples.append(try clock.measure {
            warm = try lp.sweep(program, proposals: proposals).map(\.result)
        })
    }
    let count = Double(proposals.count)
    let (coldTime, warmTime, prepareTime) = (median(coldSamples), median(warmSamples), median(prepareSamples))
    print("runs: \(runs), median per width")
    print("prepare (bounds, propagation): \(milliseconds(prepareTime / count))")
    print("cold solve and read:           \(milliseconds(coldTime / count))")
    print("warm solve and read:           \(milliseconds(warmTime / count))")
    print(String(format: "cold / warm: %.1fx", seconds(coldTime) / seconds(warmTime)))
    // Without preparation: what the solver session changes. Only meaningful
    // where preparation is not most of both (noise can exceed the rest).
    let (coldRest, warmRest) = (seconds(coldTime) - seconds(prepareTime), seconds(warmTime) - seconds(prepareTime))
    if coldRest > 0, warmRest > 0 {
        print(String(format: "without preparation: cold %.3f ms, warm %.3f ms per width, %.1fx", coldRest * 1000 / count,
                     warmRest * 1000 / count, coldRest / warmRest))
    } else {
        print("without preparation: n/a (preparation is nearly all of the time)")
    }
    var largest = 0.0
    for (coldResult, warmResult) in zip(cold, warm) {
        for (frame, other) in zip(coldResult.frames, warmResult.frames) {
            for (a, b) in [(frame.origin.x, other.origin.x), (frame.origin.y, other.origin.y),
                           (frame.size.width, other.size.width), (frame.size.height, other.size.height)] where a.isFinite || b.isFinite {
                largest = max(largest, abs(a - b))
            }
        }
    }
    print("largest difference between cold and warm frames: \(largest)")
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("layoutlp-bench: error: \(error)\n".utf8))
    exit(2)
}
