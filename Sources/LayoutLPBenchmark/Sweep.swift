import Foundation
import GLPKBackend
import LayoutModel
import LayoutModelFile
import LPLayout

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
    let (coldTime, warmTime, prepareTime) = (coldSamples.median, warmSamples.median, prepareSamples.median)
    print("runs: \(runs), median per width")
    print("prepare (bounds, propagation): \((prepareTime / count).milliseconds)")
    print("cold solve and read:           \((coldTime / count).milliseconds)")
    print("warm solve and read:           \((warmTime / count).milliseconds)")
    print(String(format: "cold / warm: %.1fx", coldTime.seconds / warmTime.seconds))
    // Without preparation: what the solver session changes. Only meaningful
    // where preparation is not most of both (noise can exceed the rest).
    let (coldRest, warmRest) = (coldTime.seconds - prepareTime.seconds, warmTime.seconds - prepareTime.seconds)
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


extension [Duration] {
    /// The middle sample (the upper one of an even count).
    var median: Duration { sorted()[count / 2] }
}
