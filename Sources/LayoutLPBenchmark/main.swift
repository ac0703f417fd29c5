// `layoutlp-bench`: times both engines on one model (docs/benchmarks.md).
//
//     swift run -c release layoutlp-bench [MODEL] [--runs N] [--strategy S]
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

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("layoutlp-bench: error: \(error)\n".utf8))
    exit(2)
}
