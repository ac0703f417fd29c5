import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutTestSupport
import Testing

/// The safe-area family in the `exact` strategy: one compiled program per
/// tree serves a sweep of root proposals, each answer matching numbers
/// worked out by hand from docs/greedy-semantics.md "Safe area" (§11, §14)
/// and the greedy engine.
@Suite struct ExactSafeAreaTests {
    let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    /// Frames from the solver within 1e-6 pt of a hand value.
    func close(_ frame: Rect?, _ expected: Rect) -> Bool {
        guard let frame else { return false }
        return [
            frame.origin.x - expected.origin.x, frame.origin.y - expected.origin.y,
            frame.size.width - expected.size.width, frame.size.height - expected.size.height,
        ].allSatisfy { abs($0) <= 1e-6 }
    }

    func expectAgreement(_ tree: LayoutTree, _ proposal: ProposedViewSize, _ lp: LayoutResult) throws {
        let greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        #expect(ResultComparison(tree: tree, left: greedy, right: lp, tolerance: Tolerance(1e-6)).agree, "\(proposal)")
    }

    /// Seed 002's bottom bar: a list that ignores the bottom safe area under
    /// a 100 × 30 bar inset at the bottom with spacing 0, proposed W × H.
    /// §11 safeAreaInset: the bar is offered H − 0 − 0 (the list's minimum)
    /// and is 100 × 30; the list's ignoresSafeArea is offered
    /// (W, max(0, H − 30)). The view is max(100, W) × max(H, 30); the list
    /// is centred across, the bar at the bottom centred on the list. The
    /// added safe area (30 at the bottom) moves the safe bottom edge to
    /// max(H, 30) − 30, which the ignoresSafeArea's frame reaches, so its
    /// bottom inset is the distance to the container's bottom edge (H, the
    /// root proposal): the list is proposed and takes (W, H) from y 0.
    @Test func oneProgramServesBottomBarSweep() throws {
        let view = Color().id("list").ignoresSafeArea(edges: .bottom).id("ignore")
            .safeAreaInset(edge: .bottom, spacing: 0) { Fixed(width: 100, height: 30).id("bar") }.id("inset")
        let tree = try LayoutTree(view.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        #expect(program.program.binaryCount > 0, "the reach tests and clamps are left to the solver")
        for (width, height) in [(320.0, 480.0), (60, 480), (100, 30), (1000, 844), (320, 20), (0, 0)] {
            let proposal = ProposedViewSize(width: width, height: height)
            let result = try engine.solve(program, proposal: proposal).result
            let byID = result.framesByID(in: tree)
            let outer = max(100, width), x = (outer - width) / 2
            #expect(close(byID["inset"], Rect(x: 0, y: 0, width: outer, height: max(height, 30))), "\(proposal)")
            #expect(close(byID["ignore"], Rect(x: x, y: 0, width: width, height: max(0, height - 30))), "\(proposal)")
            #expect(close(byID["list"], Rect(x: x, y: 0, width: width, height: height)), "\(proposal)")
            #expect(close(byID["bar"], Rect(x: outer / 2 - 50, y: max(height, 30) - 30, width: 100, height: 30)), "\(proposal)")
            try expectAgreement(tree, proposal, result)
        }
    }

    /// §14: with the root safe area leading 10 and trailing 10 the container
    /// is max(0, W − 20) wide; two columns of a 4-column grid with spacing
    /// 20 are max(0, (L − 60) / 4 · 2 + 20) wide. The frame takes the
    /// container's height minus top 5 (the proposal less the insets) from
    /// the child, a Color, and sits at the safe area's corner (10, 5).
    @Test func containerRelativeFrameFollowsTheRootProposal() throws {
        let view = Color().id("c").containerRelativeFrame([.horizontal], count: 4, span: 2, spacing: 20).id("f")
        let environment = ModelEnvironment(safeArea: EdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 10))
        let tree = try LayoutTree(view.node, environment: environment)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        for width in [0.0, 20, 80, 100, 420, 10_000] {
            let proposal = ProposedViewSize(width: width, height: 100)
            let result = try engine.solve(program, proposal: proposal).result
            let container = max(0, width - 20)
            let length = max(0, (container - 60) / 4 * 2 + 20)
            #expect(close(result.framesByID(in: tree)["f"], Rect(x: 10, y: 5, width: length, height: 95)), "width \(width)")
            try expectAgreement(tree, proposal, result)
        }
    }
}
