import Foundation
import GreedyLayout
import LayoutChecker
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// Every model under Models/ is laid out by the greedy engine and checked
/// against the frames its author worked out by hand (its `expect`).
@Suite struct ModelCorpusTests {
    static let files = PackagePaths.modelFiles()

    @Test func corpusIsNotEmpty() {
        #expect(Self.files.count >= 30, "Models/ holds \(Self.files.count) model files")
    }

    /// Models/README.md: `name` equals the file name, and the description
    /// carries the derivation.
    @Test(arguments: files.map(PackagePaths.relative))
    func modelFollowsCorpusConventions(_ path: String) throws {
        let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent(path).path)
        let fileName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        #expect(problem.name == fileName, "\(path): name \(problem.name ?? "missing") differs from the file name")
        #expect((problem.description ?? "").count >= 40, "\(path): the description should derive the expected frames")
    }

    @Test(arguments: files.map(PackagePaths.relative))
    func greedyEngineMeetsExpectations(_ path: String) throws {
        let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent(path).path)
        if let reason = problem.disabled {
            withKnownIssue("disabled: \(reason)") { throw CancellationError() }
            return
        }
        #expect(!problem.expect.isEmpty, "\(path) has no expectations")
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let result = try GreedyLayoutEngine().layout(tree, proposal: problem.proposal)
        let mismatches = ExpectationCheck.mismatches(result, tree: tree, expect: problem.expect, tolerance: Tolerance(problem.tolerance))
        #expect(mismatches.isEmpty, Comment(rawValue: "\(path)\n" + ExpectationCheck.report(mismatches, result: result, tree: tree)))
    }
}
