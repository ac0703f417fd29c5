import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutTestSupport
import LinearProgram
import Testing

/// The `exact` strategy on small trees, against numbers worked out by hand
/// from the greedy rules (docs/greedy-semantics.md), and the promise that a
/// built program only needs new bounds for a new proposal.
@Suite struct ExactEncodingTests {
    let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    func frames(_ view: some View, _ width: Double?, _ height: Double?) throws -> [ModelID: Rect] {
        let tree = try LayoutTree(view.node)
        return try engine.layout(tree, proposal: ProposedViewSize(width: width, height: height)).framesByID(in: tree)
    }

    /// Semantics §1.2-§1.3: the fixed view (flexibility 0) is served first,
    /// offered (300 − 8) / 2 = 146 and answers 50; the rectangle gets the
    /// remaining 242. Across, both are centred on the tallest (100): the
    /// fixed view's y is (100 − 20) / 2 = 40.
    @Test func stackServesTheInflexibleChildFirst() throws {
        let view = HStack {
            Rectangle().id("rect"); Fixed(width: 50, height: 20).id("fixed")
        }
        let result = try frames(view, 300, 100)
        #expect(result["rect"] == Rect(x: 0, y: 0, width: 242, height: 100))
        #expect(result["fixed"] == Rect(x: 250, y: 40, width: 50, height: 20))
    }

    /// Semantics §6: a flexible frame with only a maximum answers
    /// `min(max(offered, child), max)`; padding (§3) adds its insets.
    @Test func flexibleFrameAndPaddingCompose() throws {
        let view = Rectangle().id("rect").frame(maxWidth: 100).id("frame").padding(10).id("padding")
        let result = try frames(view, 300, 50)
        // The frame is offered 280 x 30, clamps the child's proposal to 100,
        // and answers min(max(280, 100), 100) = 100 wide, 30 high.
        #expect(result["padding"] == Rect(x: 0, y: 0, width: 120, height: 50))
        #expect(result["frame"] == Rect(x: 10, y: 10, width: 100, height: 30))
        #expect(result["rect"] == Rect(x: 10, y: 10, width: 100, height: 30))
    }

    /// The proposal's numbers enter only as bounds: two proposals of one
    /// shape give programs that differ in the root variables' bounds alone.
    @Test func proposalNumbersOnlyChangeBounds() throws {
        let tree = try LayoutTree(
            HStack {
                Rectangle(); Rectangle().frame(maxWidth: 100)
            }.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        let narrow = try program.bounding(to: ProposedViewSize(width: 50, height: 10))
        let wide = try program.bounding(to: ProposedViewSize(width: 900, height: 10))
        #expect(narrow.constraints == wide.constraints)
        #expect(narrow.objectives == wide.objectives)
        let differing = narrow.allVariables.filter { narrow.definition(of: $0) != wide.definition(of: $0) }
        #expect(differing == [program.rootProposal[0]!])
    }

    /// One program, many widths (issue 4): in `HStack { Rectangle;
    /// Rectangle.frame(maxWidth: 100) }` the framed rectangle (flexibility
    /// 100) is served first with max((W − 8) / 2, 0), capped at 100; the
    /// plain one gets max(W − 8 − framed, 0). Only the bounds of the width
    /// variable change between solves; each answer matches the hand formula
    /// and the greedy engine.
    @Test func oneProgramServesASweepOfWidths() throws {
        let tree = try LayoutTree(
            HStack {
                Rectangle().id("plain"); Rectangle().id("framed").frame(maxWidth: 100)
            }.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        #expect(program.program.binaryCount > 0, "the clamp regimes are decided by the solver")
        for width in [0.0, 4, 50, 100, 207, 208, 209, 300, 1000, 10_000] {
            let proposal = ProposedViewSize(width: width, height: 40)
            let result = try engine.solve(program, proposal: proposal).result
            let framed = min(max((width - 8) / 2, 0), 100)
            let plain = max(width - 8 - framed, 0)
            let byID = result.framesByID(in: tree)
            #expect(byID["framed"]?.width == framed, "width \(width)")
            #expect(byID["plain"]?.width == plain, "width \(width)")
            let greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal)
            #expect(ResultComparison(tree: tree, left: greedy, right: result, tolerance: Tolerance(1e-6)).agree, "width \(width)")
        }
    }

    /// A proposal above the limit the program was built for is bad input,
    /// refused before any solve.
    @Test func proposalAboveTheLimitIsRefused() throws {
        let tree = try LayoutTree(Rectangle().node)
        #expect(throws: LPLayoutError.self) {
            try engine.layout(tree, proposal: ProposedViewSize(width: 20_000, height: 10))
        }
    }
}
