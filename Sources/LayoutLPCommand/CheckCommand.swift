import ArgumentParser
import GreedyLayout
import LayoutChecker
import LayoutModel

/// `layoutlp check [MODEL]`: lays the model out and checks its `expect`.
/// (The comparison with the LP engine joins when that engine lands.)
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a model's expected frames against the greedy engine; exit 1 when one is not met.")

    @OptionGroup var modelOptions: ModelOptions

    func run() throws {
        let outcome: (mismatches: [ExpectationMismatch], report: String, count: Int)
        do {
            let (problem, source) = try modelOptions.load()
            let tree = try LayoutTree(problem.root, environment: problem.environment)
            for warning in tree.warnings { CommandFailure.printError("warning: \(warning)") }
            let result = try GreedyLayoutEngine().layout(tree, proposal: problem.proposal)
            let mismatches = ExpectationCheck.mismatches(result, tree: tree, expect: problem.expect,
                                                         tolerance: Tolerance(problem.tolerance))
            let header = "\(problem.name ?? source) (\(source))"
            outcome = (mismatches, mismatches.isEmpty ? header : header + "\n" + ExpectationCheck.report(mismatches, result: result, tree: tree),
                       problem.expect.count)
        } catch {
            throw CommandFailure.exit(for: error)
        }
        if outcome.mismatches.isEmpty {
            print("ok: \(outcome.report): greedy meets all \(outcome.count) expected frames")
        } else {
            print("FAILED: \(outcome.report)", terminator: "")
            throw ExitCode.disagreement
        }
    }
}
