import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LinearProgram

/// What `layoutlp` prints when run with no arguments, the README's first
/// command: everything a newcomer needs from one run on the built-in model
/// (seed 003's event card) — the layout, whether the two engines agree and
/// meet the frames worked out by hand, the program's size in context (and
/// how many of its integers bound propagation fixed before the solve), how
/// long each engine took, and what to run next (docs/cli.md, "No
/// arguments").
///
/// Exit 0 when both engines agree and meet the expectations, 1 when not (as
/// `check`), 3 or 4 when the LP engine gives no frames.
struct FirstRun {
    var model: LoadedModel
    var lpEngine: LPLayoutEngine
    var tolerance = Tolerance(CheckCommand.defaultTolerance)

    /// Whether everything agreed, and the text to print.
    struct Outcome {
        var passed: Bool
        var text: String
    }

    /// - Throws: `GreedyLayoutError` or `LPLayoutError` when an engine gives no frames.
    func run() throws -> Outcome {
        let problem = model.problem, tree = model.tree
        let clock = ContinuousClock()
        var start = clock.now
        let greedy = try GreedyLayoutEngine().layout(tree, proposal: problem.proposal)
        let greedyTime = clock.now - start

        start = clock.now
        let program = try lpEngine.compile(tree, proposal: problem.proposal)
        let buildTime = clock.now - start
        let run = try lpEngine.solve(program, proposal: problem.proposal)
        let prepared = try lpEngine.prepare(program, proposal: problem.proposal)

        var text = "layoutlp \(LayoutLPVersion.number): the built-in model, \(model.title), proposal \(problem.proposal)\n"
        text +=
            "(seed 003's event card: the same model as Models/seeds/\(DefaultModel.name).json; `layoutlp solve` prints this tree alone)\n\n"
        text += FrameTreeRenderer(tree: tree).render(greedy)
        text += "\n" + agreement(greedy: greedy, lp: run.result)
        text += programLine(
            program.program.variableCount, integers: program.program.integerCount,
            fixed: Self.fixedIntegers(in: prepared), rows: program.program.rowCount, nodes: tree.nodes.count)
        text +=
            "time: greedy \(Self.format(greedyTime)); \(lpEngine.name) \(Self.format(buildTime + Self.total(run.times))) "
            + "(building the program \(Self.format(buildTime)), "
            + run.times.stages.filter { $0.duration > .zero }.map { "\($0.name) \(Self.format($0.duration))" }.joined(separator: ", ")
            + ")\n"
        text += Self.nextSteps
        return Outcome(passed: passed(greedy: greedy, lp: run.result), text: text)
    }

    private func mismatches(_ result: LayoutResult) -> [ExpectationMismatch] {
        ExpectationCheck.mismatches(result, tree: model.tree, expect: model.problem.expect, tolerance: Tolerance(model.problem.tolerance))
    }

    private func passed(greedy: LayoutResult, lp: LayoutResult) -> Bool {
        ResultComparison(tree: model.tree, left: greedy, right: lp, tolerance: tolerance).agree
            && mismatches(greedy).isEmpty && mismatches(lp).isEmpty
    }

    /// `agreement: …`: the engines node by node, and the hand-worked frames.
    private func agreement(greedy: LayoutResult, lp: LayoutResult) -> String {
        let comparison = ResultComparison(tree: model.tree, left: greedy, right: lp, tolerance: tolerance)
        var line = "agreement: "
        line +=
            comparison.agree
            ? "greedy and \(lp.engine) agree on all \(model.tree.nodes.count) nodes (tolerance \(tolerance))"
            : "greedy and \(lp.engine) DIFFER at \(comparison.differences.count) of \(model.tree.nodes.count) nodes "
                + "(first: \(comparison.differences[0]); `layoutlp check` shows where)"
        let expected = model.problem.expect.count
        let missed = Set(mismatches(greedy).map(\.id)).union(mismatches(lp).map(\.id))
        line +=
            missed.isEmpty
            ? "; both meet the \(expected) frames worked out by hand in the model's description\n"
            : "; \(missed.count) of the \(expected) frames worked out by hand are missed (`layoutlp check` lists them)\n"
        return line
    }

    /// `program: …`: the size, what it is per node and what its integers decide.
    private func programLine(_ variables: Int, integers: Int, fixed: Int, rows: Int, nodes: Int) -> String {
        let perNode = { (count: Int) in String(format: "%.0f", Double(count) / Double(max(nodes, 1))) }
        return "program: \(variables) variables (\(integers) integer, \(fixed) of them fixed by bound propagation before the solve), "
            + "\(rows) rows for \(nodes) nodes, about \(perNode(variables)) variables and \(perNode(rows)) rows per node: "
            + "the integers choose each clamp's branch and the order in which stacks share space (docs/lp-encoding.md)\n"
    }

    /// Integer variables whose bounds propagation made equal.
    static func fixedIntegers(in program: Program) -> Int {
        program.variables.count { $0.kind.isIntegral && $0.lowerBound == $0.upperBound }
    }

    static func total(_ times: LPStageTimes) -> Duration {
        times.stages.reduce(Duration.zero) { $0 + $1.duration }
    }

    /// `0.42 ms`, `12 ms`, `1.3 s`.
    static func format(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        if seconds >= 1 { return String(format: "%.1f s", seconds) }
        let milliseconds = seconds * 1000
        return milliseconds >= 10 ? String(format: "%.0f ms", milliseconds) : String(format: "%.2f ms", milliseconds)
    }

    static let nextSteps = """

        next:
          layoutlp check                              both engines on this model, compared node by node (exit 1 if they differ)
          layoutlp solve --proposal 390x600           the same card in a taller sheet (--engine exact: the LP engine's frames)
          layoutlp render -o card.svg                 this layout as a picture (.png, .pdf with rsvg-convert)
          layoutlp check Models/strategies/classic-2-later-minimum-above-share.json --engine all
                                                      greedy against every LP strategy on a case where greedy is not fair
          layoutlp fuzz --count 200                   random trees through both engines
          layoutlp --help                             every command; docs/cli.md explains each

        """
}
