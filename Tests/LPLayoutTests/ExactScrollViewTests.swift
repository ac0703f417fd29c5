import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutTestSupport
import Testing

/// ScrollView in the `exact` strategy (docs/lp-encoding.md "ScrollView and
/// contentMargins"): one compiled program per tree serves a sweep of root
/// proposals, each answer matching numbers worked out by hand from
/// docs/greedy-semantics.md "ScrollView and contentMargins" and the greedy
/// engine.
@Suite struct ExactScrollViewTests {
    let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    func close(_ frame: Rect?, _ expected: Rect) -> Bool {
        guard let frame else { return false }
        return [
            frame.origin.x - expected.origin.x, frame.origin.y - expected.origin.y,
            frame.size.width - expected.size.width, frame.size.height - expected.size.height,
        ].allSatisfy { abs($0) <= 1e-6 }
    }

    /// A horizontal ScrollView with contentMargins(.horizontal, 10) holding two
    /// containerRelativeFrame columns (count 2, spacing 10) in an HStack(spacing:
    /// 10), proposed W × H: the container is max(0, W − 20) wide, a column
    /// max(0, (max(0, W − 20) − 10) / 2) wide and H tall (the HStack's height
    /// offer); the first column at x 10, the second one column and 10 later,
    /// both centred vertically at y 0 (they are H tall).
    @Test func oneProgramServesColumnSweep() throws {
        let view = ScrollView([.horizontal]) {
            HStack(spacing: 10) {
                Color().containerRelativeFrame([.horizontal], count: 2, spacing: 10).id("p1")
                Color().containerRelativeFrame([.horizontal], count: 2, spacing: 10).id("p2")
            }
        }.id("sv").contentMargins(.horizontal, 10)
        let tree = try LayoutTree(view.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        for (width, height) in [(300.0, 500.0), (20, 40), (0, 0), (35, 100), (1000, 1)] {
            let proposal = ProposedViewSize(width: width, height: height)
            let result = try engine.solve(program, proposal: proposal).result
            let byID = result.framesByID(in: tree)
            let column = max(0, (max(0, width - 20) - 10) / 2)
            #expect(close(byID["sv"], Rect(x: 0, y: 0, width: width, height: height)), "\(proposal)")
            #expect(close(byID["p1"], Rect(x: 10, y: 0, width: column, height: height)), "\(proposal)")
            #expect(close(byID["p2"], Rect(x: 10 + column + 10, y: 0, width: column, height: height)), "\(proposal)")
            let greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal)
            #expect(ResultComparison(tree: tree, left: greedy, right: result, tolerance: Tolerance(1e-6)).agree, "\(proposal)")
        }
    }

    /// A vertical ScrollView at the root with safe area top 44, bottom 34,
    /// proposed W × H: the root is proposed (W, max(0, H − 78)) at (0, 44); it
    /// touches both safe edges, so its viewport is (0, 0, W, max(H, 78)) (the
    /// bottom inset is the distance from its bottom, 44 + max(0, H − 78), to
    /// the container's H when H ≥ 78); the Fixed 50 × 20 stays at y 44,
    /// centred across: x (W − 50) / 2.
    @Test func viewportExtensionSweep() throws {
        let view = ScrollView { Fixed(width: 50, height: 20).id("c") }.id("sv")
        let tree = try LayoutTree(view.node, environment: ModelEnvironment(safeArea: EdgeInsets(top: 44, bottom: 34)))
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        for (width, height) in [(300.0, 600.0), (100, 78), (50, 200)] {
            let proposal = ProposedViewSize(width: width, height: height)
            let result = try engine.solve(program, proposal: proposal).result
            let byID = result.framesByID(in: tree)
            #expect(close(byID["sv"], Rect(x: 0, y: 0, width: width, height: height)), "\(proposal)")
            #expect(close(byID["c"], Rect(x: (width - 50) / 2, y: 44, width: 50, height: 20)), "\(proposal)")
        }
    }
}
