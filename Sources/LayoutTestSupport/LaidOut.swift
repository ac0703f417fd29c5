import LayoutChecker
import LayoutModel
import Testing

/// A view laid out by one engine, for tests: frames by id, and an expectation
/// check that fails with the whole frame tree when a frame is off.
public struct LaidOut: Sendable {
    /// The layout tree built from the view.
    public var tree: LayoutTree
    /// The engine's frames for `tree`.
    public var result: LayoutResult

    /// Builds the tree of `view` and lays it out with `engine`.
    public init(
        _ view: some View, proposal: ProposedViewSize, environment: ModelEnvironment = ModelEnvironment(), engine: some LayoutEngine
    ) throws {
        tree = try LayoutTree(view.node, environment: environment)
        result = try engine.layout(tree, proposal: proposal)
    }

    /// The frame of the view with `id`; a test failure and `.zero` when absent.
    public subscript(id: String) -> Rect {
        guard let index = tree.idIndex[ModelID(id)] else {
            Issue.record("no view has id \(id)")
            return .zero
        }
        return result.frames[index]
    }

    /// The proposal the view with `id` was placed with; nil (and a test
    /// failure for an unknown id) when absent or not reported.
    public func proposal(of id: String) -> ProposedViewSize? {
        guard let index = tree.idIndex[ModelID(id)] else {
            Issue.record("no view has id \(id)")
            return nil
        }
        return result.proposals.indices.contains(index) ? result.proposals[index] : nil
    }

    /// Records one failure, with the frame tree, unless every id has the
    /// expected frame within `tolerance`.
    public func expectFrames(
        _ expected: [String: Rect], tolerance: Double = 0.001, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let mismatches = ExpectationCheck.mismatches(
            result, tree: tree, expect: Dictionary(uniqueKeysWithValues: expected.map { (ModelID($0.key), ExpectedFrame($0.value)) }),
            tolerance: Tolerance(tolerance))
        if !mismatches.isEmpty {
            Issue.record(Comment(rawValue: ExpectationCheck.report(mismatches, result: result, tree: tree)), sourceLocation: sourceLocation)
        }
    }

    /// The frame tree as text.
    public var treeText: String { FrameTreeRenderer(tree: tree).render(result) }
}

/// Shorthand for expected frames.
public func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
