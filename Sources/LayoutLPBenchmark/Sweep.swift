import Foundation
import GLPKBackend
import LPLayout
import LayoutModel
import LayoutModelFile

/// `--sweep A:B:STEP [MODEL] [--runs N] [--warmup N] [--clock wall|cpu]`: the model's program laid out at
/// the widths A, A+STEP, … ≤ B (the model's height), cold (a new solver
/// problem per width, `LPLayoutEngine.solve`) and warm (one `WarmLPLayout`
/// narrowed to the range, as `LPLayoutEngine.sweep`); prints, as medians over
/// N sweeps of each (default 5): the cold and warm cost per width (the
/// whole sweep over the widths), the cold solves' preparation, the warm
/// sweep's one-off costs (narrowing, the first width, which is a full
/// solve) and its later widths' median, how many widths each step of
/// `WarmLPLayout` laid out, each width's time in the last warm sweep (a
/// width that reloads the solver stands out), and the largest difference
/// between cold and warm frames.
func runSweep(_ range: String, model path: String, runs: Int, clock: BenchClock, warmup: Int) throws {
    let parts = range.split(separator: ":").compactMap { Double($0) }
    guard parts.count == 3, parts[2] > 0, parts[0] <= parts[1] else {
        throw BenchmarkFailure(description: "--sweep takes A:B:STEP with A <= B and STEP > 0, got \(range)")
    }
    let problem = try ModelFile.load(path: path)
    let tree = try LayoutTree(problem.root, environment: problem.environment)
    let proposals = stride(from: parts[0], through: parts[1], by: parts[2]).map {
        ProposedViewSize(width: $0, height: problem.proposal.height)
    }
    let lp = LPLayoutEngine(solver: GLPKSolver())
    let program = try lp.compile(tree, shape: ProposalShape(of: proposals[0]))
    print(
        "model: \(path) (\(problem.name ?? "unnamed")), \(proposals.count) widths \(range), height \(problem.proposal.height.map { "\($0)" } ?? "nil")"
    )
    print("program (\(lp.name)): \(program.statistics)")
    var cold: [LayoutResult] = [], warm: [LayoutResult] = []
    var stages = StageSamples(clock: clock, warmup: warmup)
    var steps: [Int] = []
    var lastWidths: [Duration] = []
    for _ in 0..<(warmup + runs) {
        let coldRuns = try stages.time("cold") { try proposals.map { try lp.solve(program, proposal: $0) } }
        cold = coldRuns.map(\.result)
        stages.record("prepare", coldRuns.reduce(.zero) { $0 + $1.times.preparation })
        // Warm: one WarmLPLayout narrowed to the range, each width timed.
        var warmLayout = WarmLPLayout(engine: lp, program: program)
        let started = clock.now()
        warmLayout.narrowing(to: proposals)
        stages.record("narrowing", clock.now() - started)
        var warmRuns: [LPRun] = [], perWidth: [Duration] = []
        for proposal in proposals {
            let start = clock.now()
            warmRuns.append(try warmLayout.run(proposal))
            perWidth.append(clock.now() - start)
        }
        stages.record("warm", clock.now() - started)
        lastWidths = perWidth
        stages.record("warm first", perWidth[0])
        let later = perWidth.dropFirst().sorted()
        if !later.isEmpty { stages.record("warm later", later[later.count / 2]) }
        steps = warmLayout.stepCounts
        warm = warmRuns.map(\.result)
    }
    let count = Double(proposals.count)
    guard let coldTime = stages.median("cold"), let warmTime = stages.median("warm"), let prepareTime = stages.median("prepare") else {
        return
    }
    print("runs: \(runs) after \(warmup) warm-up, median per width, \(clock.rawValue) clock; load average \(BenchClock.loadAverage)")
    print("prepare (bounds, propagation): \((prepareTime / count).milliseconds)")
    print("cold solve and read:           \((coldTime / count).milliseconds)")
    print("warm solve and read:           \((warmTime / count).milliseconds)")
    print(String(format: "cold / warm: %.1fx", coldTime.seconds / warmTime.seconds))
    if let narrowing = stages.median("narrowing"), let first = stages.median("warm first") {
        print("warm, once per sweep: narrowing \(narrowing.milliseconds), first width \(first.milliseconds)")
    }
    if let later = stages.median("warm later") {
        print("warm, each later width (median): \(later.milliseconds)")
        print(String(format: "cold / warm later width: %.1fx", coldTime.seconds / count / later.seconds))
    }
    print("warm widths by step (kept integers, prepared and kept, full solve): \(steps.map(String.init).joined(separator: ", "))")
    print("warm, each width of the last sweep: \(lastWidths.map(\.milliseconds).joined(separator: ", "))")
    var largest = 0.0
    for (coldResult, warmResult) in zip(cold, warm) {
        for (frame, other) in zip(coldResult.frames, warmResult.frames) {
            for (a, b) in [
                (frame.origin.x, other.origin.x), (frame.origin.y, other.origin.y),
                (frame.size.width, other.size.width), (frame.size.height, other.size.height),
            ] where a.isFinite || b.isFinite {
                largest = max(largest, abs(a - b))
            }
        }
    }
    print("largest difference between cold and warm frames: \(largest)")
}
