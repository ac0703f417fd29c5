import Foundation
import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// Issue 4's bar: every model gives the same frames from the greedy engine
/// and from the LP engine's `exact` strategy, node by node within 1e-6 pt,
/// and the LP frames meet the model's hand-derived `expect` too (so a shared
/// mistake in both engines cannot pass unnoticed).
@Suite struct EngineAgreementCorpusTests {
    static let tolerance = Tolerance(1e-6)

    @Test(arguments: ModelCorpusTests.files.map(PackagePaths.relative))
    func exactStrategyAgreesWithGreedy(_ path: String) throws {
        try agree(path, strategy: .exact)
    }

    /// Issue 15, goal 6: `decomposed` claims the greedy rules too.
    @Test(arguments: ModelCorpusTests.files.map(PackagePaths.relative))
    func decomposedStrategyAgreesWithGreedy(_ path: String) throws {
        try agree(path, strategy: .decomposed)
    }

    func agree(_ path: String, strategy: some LayoutStrategy) throws {
        let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent(path).path)
        guard problem.disabled == nil else { return }
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let greedy = try GreedyLayoutEngine().layout(tree, proposal: problem.proposal)
        let lp = try LPLayoutEngine(strategy: strategy, solver: GLPKSolver()).layout(tree, proposal: problem.proposal)
        let comparison = ResultComparison(tree: tree, left: greedy, right: lp, tolerance: Self.tolerance)
        #expect(
            comparison.agree,
            Comment(
                rawValue: "\(path)\n" + comparison.differences.map(\.description).joined(separator: "\n")
                    + "\n"
                    + FrameTreeRenderer(tree: tree, showsPaths: true).render(greedy, lp, marked: Set(comparison.differences.map(\.node)))))
        let expected = problem.expectations(forStrategy: strategy.name, claimsGreedyRules: true)
        let mismatches = ExpectationCheck.mismatches(lp, tree: tree, expect: expected, tolerance: Tolerance(problem.tolerance))
        #expect(mismatches.isEmpty, Comment(rawValue: "\(path)\n" + ExpectationCheck.report(mismatches, result: lp, tree: tree)))
    }
}
