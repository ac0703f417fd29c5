import Foundation
import GLPKBackend
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// Issue 13's bar: every model in `Models/strategies/` (the classic cases,
/// each strategy's frames derived by hand in the model's description) meets,
/// for every built-in strategy, the expectations the model sets for it:
/// `expectByStrategy[name]`, or `expect` for a strategy that claims the
/// greedy rules (`layoutlp check --engine all` applies the same rule).
@Suite struct StrategyCorpusTests {
    static let files = PackagePaths.modelFiles()
        .filter { PackagePaths.relative($0).hasPrefix("Models/strategies/") }
        .map(PackagePaths.relative)

    @Test func everyClassicCaseIsThere() {
        #expect(Self.files.count >= 8)
    }

    @Test(arguments: files, StrategyRegistry.builtIn.names)
    func strategyMeetsItsExpectations(_ path: String, _ name: String) throws {
        let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent(path).path)
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let strategy = try #require(StrategyRegistry.builtIn.strategy(named: name))
        let expected = problem.expectations(forStrategy: name, claimsGreedyRules: strategy.claimsGreedyRules)
        #expect(!expected.isEmpty, "\(path) sets no expectation for \(name)")
        let result = try LPLayoutEngine(strategy: strategy, solver: GLPKSolver()).layout(tree, proposal: problem.proposal)
        let mismatches = ExpectationCheck.mismatches(result, tree: tree, expect: expected, tolerance: Tolerance(problem.tolerance))
        #expect(mismatches.isEmpty, Comment(rawValue: "\(path)\n" + ExpectationCheck.report(mismatches, result: result, tree: tree)))
    }
}
