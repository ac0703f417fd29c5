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

/// Seed 002 ("Layout direction"): the same model laid out right to left gives
/// every frame mirrored about the root (x' = root width - x - width), for
/// every left-to-right model without a safe area and without a subtree
/// that sets its own direction.
@Suite struct RightToLeftCorpusTests {
    @Test(arguments: ModelCorpusTests.files.map(PackagePaths.relative))
    func rightToLeftMirrorsEveryFrame(_ path: String) throws {
        let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent(path).path)
        guard problem.environment.layoutDirection == .leftToRight, problem.environment.safeArea == .zero,
            problem.disabled == nil
        else { return }
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let setsDirection = tree.nodes.contains {
            if case .environment(let overrides) = $0.element { overrides.layoutDirection != nil } else { false }
        }
        if setsDirection { return }
        var mirrored = problem.environment
        mirrored.layoutDirection = .rightToLeft
        let mirroredTree = try LayoutTree(problem.root, environment: mirrored)
        let engine = GreedyLayoutEngine()
        let left = try engine.layout(tree, proposal: problem.proposal).drawnFrames(in: tree)
        let right = try engine.layout(mirroredTree, proposal: problem.proposal).drawnFrames(in: mirroredTree)
        let rootWidth = left[tree.root].width
        guard rootWidth.isFinite else { return }
        for index in tree.preorder where left[index].width.isFinite && left[index].x.isFinite {
            let expected = rootWidth - left[index].x - left[index].width
            #expect(
                abs(right[index].x - expected) < 1e-9 && right[index].y == left[index].y
                    && right[index].size == left[index].size,
                "\(path) \(tree[index].path): left to right \(left[index]), right to left \(right[index])")
        }
    }
}
