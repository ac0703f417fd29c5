import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel

/// What `layoutlp check` does once its arguments are read: lay the model out
/// with the greedy engine and (unless greedy only) the LP engine, compare the
/// two node by node on layout frames within `tolerance`, and check each
/// result against the model's expectations within the model's own
/// tolerance: greedy against `expect`, the LP engine against what the model
/// sets for its strategy (`expect` merged with `expectByStrategy[name]` for a
/// strategy that claims the greedy rules, `expectByStrategy[name]` alone
/// otherwise), the same verdict as `check --json` gives.
///
/// Kept apart from argument parsing so tests can hand it an LP engine with a
/// fake solver.
struct EngineCheck {
    var model: LoadedModel
    /// The LP engine, or nil to check the expectations with the greedy engine alone.
    var lpEngine: LPLayoutEngine?
    /// How far the engines' frames may be apart.
    var tolerance: Tolerance

    /// Whether everything agreed, and the text to print on standard output.
    struct Outcome {
        var passed: Bool
        var text: String
    }

    /// - Throws: `GreedyLayoutError`, `UnsupportedLayoutError` or
    ///   `LPLayoutError` when an engine gives no frames.
    func run() throws -> Outcome {
        let problem = model.problem, tree = model.tree
        let greedy = try GreedyLayoutEngine().layout(tree, proposal: problem.proposal)
        let greedyMismatches = mismatches(of: greedy, expect: problem.expect)
        guard let lpEngine else {
            if greedyMismatches.isEmpty {
                let note = model.proposalNote.map { "\n\($0)" } ?? ""
                return Outcome(passed: true, text: "ok: \(model.title): greedy meets all \(problem.expect.count) expected frames\(note)\n")
            }
            return Outcome(
                passed: false, text: "FAILED: \(model.title)\n" + ExpectationCheck.report(greedyMismatches, result: greedy, tree: tree))
        }

        let run = try lpEngine.run(tree, proposal: problem.proposal)
        let lpExpect = problem.expectations(forStrategy: lpEngine.strategy.name, claimsGreedyRules: lpEngine.strategy.claimsGreedyRules)
        let lpMismatches = mismatches(of: run.result, expect: lpExpect)
        let comparison = ResultComparison(tree: tree, left: greedy, right: run.result, tolerance: tolerance)
        let rules = Dictionary(uniqueKeysWithValues: run.program.rules.enumerated().map { ($0.offset, $0.element.map(\.name)) })
        let report = EngineComparisonReport(model: model.title, proposal: problem.proposal, comparison: comparison, rightRules: rules)
        var program = "program: \(MultiEngineCheck.describe(run.program.statistics))\n"
        if let note = model.proposalNote { program = "\(note)\n" + program }

        if comparison.agree, greedyMismatches.isEmpty, lpMismatches.isEmpty {
            // Each engine's expectations count once: greedy's `expect`, then
            // the frames only the strategy's own entry adds or changes.
            let expectations = problem.expect.count + (problem.expectByStrategy[lpEngine.strategy.name]?.count ?? 0)
            // "N of N", as `check` with several strategies words it; none is said so.
            let count = expectations == 0 ? "no expectations" : EngineVerdict.expectationsMet(expectations, of: expectations)
            let met = model.proposalNote == nil ? "; \(count)" : ""
            return Outcome(passed: true, text: "ok: \(model.title): \(report.summary)\(met)\n" + program)
        }
        var text = "FAILED: \(model.title)\n"
        if !comparison.agree { text += report.text }
        for (result, found) in [(greedy, greedyMismatches), (run.result, lpMismatches)] where !found.isEmpty {
            text += ExpectationCheck.report(found, result: result, tree: tree)
        }
        return Outcome(passed: false, text: text + program)
    }

    private func mismatches(of result: LayoutResult, expect: [ModelID: ExpectedFrame]) -> [ExpectationMismatch] {
        ExpectationCheck.mismatches(
            result, tree: model.tree, expect: expect,
            tolerance: Tolerance(model.problem.tolerance))
    }
}
