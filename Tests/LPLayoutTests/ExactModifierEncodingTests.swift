import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutTestSupport
import Testing

/// aspectRatio, position, overlay and background in the `exact` strategy:
/// one compiled program per tree, solved for a sweep of root proposals, each
/// answer checked against numbers worked out by hand from the greedy rules
/// (docs/greedy-semantics.md) and against the greedy engine itself.
@Suite struct ExactModifierEncodingTests {
    let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    /// Solves `program` for `proposal`, checks agreement with the greedy
    /// engine, and returns the LP frames by id.
    func solve(_ program: LayoutProgram, _ tree: LayoutTree, _ proposal: ProposedViewSize) throws -> [ModelID: Rect] {
        let result = try engine.solve(program, proposal: proposal).result
        let greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        let comparison = ResultComparison(tree: tree, left: greedy, right: result, tolerance: Tolerance(1e-6))
        #expect(comparison.agree, "proposal \(proposal): \(comparison.differences.map(\.description))")
        return result.framesByID(in: tree)
    }

    /// `VStack(spacing: 10) { Rectangle.aspectRatio(2, .fit) #pic;
    /// Rectangle.frame(maxHeight: 60) #bar }` proposed (W, 200).
    ///
    /// Semantics §13: offered (W, h) the picture is proposed R·min(W/2, h)
    /// with R = (2, 1), so offered 0 high it is 0 high and offered ∞ high it
    /// is W/2 high: its vertical flexibility is W/2, which depends on the
    /// width. The bar's (§6) is 60. Semantics §1.2 serves the less flexible
    /// first (declaration order on a tie), so the order flips at W = 120
    /// and the solver, not the tree, picks it: one binary family in one
    /// program serves every width.
    ///
    /// available = 200 − 10 = 190.
    /// - W ≤ 120: the picture first, offered 95 high: min(W/2, 95) = W/2
    ///   (≤ 60); the bar then gets 190 − W/2 ≥ 130 and answers 60.
    /// - W > 120: the bar first, offered 95, answers 60; the picture gets
    ///   130: min(W/2, 130). Above W = 260 this is 130, where the other order
    ///   would have given 95: the order is visible in the frames.
    /// So the picture is h = min(W/2, 130) high and 2h wide, centred across
    /// the stack (whose width is the bar's W): x = (W − 2h)/2; the bar sits
    /// at y = h + 10, W × 60.
    @Test func aspectRatioFitInVStackFollowsTheWidthInOneProgram() throws {
        let view = VStack(spacing: 10) {
            Rectangle().id("pic").aspectRatio(2, contentMode: .fit)
            Rectangle().id("bar").frame(maxHeight: 60)
        }.id("stack")
        let tree = try LayoutTree(view.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        #expect(program.program.binaryCount > 0, "the fit's min and the fitting order are left to the solver")
        for width in [0.0, 50, 100, 119, 121, 200, 259, 260, 261, 300, 1000] {
            try expectPictureAndBar(program, tree, width: width)
        }
    }

    func expectPictureAndBar(_ program: LayoutProgram, _ tree: LayoutTree, width: Double) throws {
        let frames = try solve(program, tree, ProposedViewSize(width: width, height: 200))
        let h = min(width / 2, 130)
        #expect(frames["pic"] == Rect(x: (width - 2 * h) / 2, y: 0, width: 2 * h, height: h), "width \(width)")
        #expect(frames["bar"] == Rect(x: 0, y: h + 10, width: width, height: 60), "width \(width)")
        #expect(frames["stack"] == Rect(x: 0, y: 0, width: width, height: h + 70), "width \(width)")
    }

    /// The same tree at the tie W = 120 (both flexibilities 60; either order
    /// gives h = 60). The comparison's "no" branch needs W/2 − 60 ≥ the
    /// resolution (1e-4), which GLPK's MIP presolver, rounding the binary's
    /// bound 1e-4 / 60 ≈ 1.7e-6 down to 0, does not enforce: branch-and-cut
    /// returns "no", and the polishing LP with that binary fixed is
    /// infeasible. A ProgramBuilder/solver issue (`lessOrEqual` at an exact
    /// tie), not one of aspectRatio's rules; this test fails once it is fixed
    /// so the known issue can be removed.
    @Test func aspectRatioFitInVStackAtTheFlexibilityTie() throws {
        let view = VStack(spacing: 10) {
            Rectangle().id("pic").aspectRatio(2, contentMode: .fit)
            Rectangle().id("bar").frame(maxHeight: 60)
        }.id("stack")
        let tree = try LayoutTree(view.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        try expectPictureAndBar(program, tree, width: 120)
    }

    /// Semantics §13, `.fill` with both components given: the larger scale,
    /// max(W/2, H); the Color takes the proposed (2s, s) and, being the
    /// modifier's size, sits at the origin. At (100, 80): s = 80, 160 × 80;
    /// at (300, 80): s = 150, 300 × 150.
    @Test func aspectRatioFillTakesTheLargerScale() throws {
        let tree = try LayoutTree(Color().id("c").aspectRatio(2, contentMode: .fill).node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        for (width, height) in [(100.0, 80.0), (300, 80), (160, 80), (0, 0), (40, 5)] {
            let frames = try solve(program, tree, ProposedViewSize(width: width, height: height))
            let s = max(width / 2, height)
            #expect(frames["c"] == Rect(x: 0, y: 0, width: 2 * s, height: s), "proposal \(width) x \(height)")
        }
    }

    /// Semantics §13 with a nil ratio: R is the child's ideal size. A
    /// `Fixed(40 × 10)` ignores proposals, so whatever the scale it stays
    /// 40 × 10 (the ratio is not forced on it), and R is a constant.
    @Test func scaledToFitUsesTheIdealSizeAsRatio() throws {
        let tree = try LayoutTree(Fixed(width: 40, height: 10).id("f").scaledToFit().id("fit").node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        for width in [0.0, 20, 500] {
            let frames = try solve(program, tree, ProposedViewSize(width: width, height: 30))
            #expect(frames["f"] == Rect(x: 0, y: 0, width: 40, height: 10))
            #expect(frames["fit"] == Rect(x: 0, y: 0, width: 40, height: 10))
        }
    }

    /// Semantics §10: proposed (W, H) the position view is W × H and its
    /// child, proposed that size, is W × H too, centred at (30, 20) of the
    /// position view: origin (30 − W/2, 20 − H/2).
    @Test func positionCentresTheChildAtThePoint() throws {
        let tree = try LayoutTree(Rectangle().id("r").position(x: 30, y: 20).id("p").node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        for (width, height) in [(0.0, 0.0), (60, 40), (200, 10), (1000, 700)] {
            let frames = try solve(program, tree, ProposedViewSize(width: width, height: height))
            #expect(frames["p"] == Rect(x: 0, y: 0, width: width, height: height))
            #expect(frames["r"] == Rect(x: 30 - width / 2, y: 20 - height / 2, width: width, height: height))
        }
    }

    /// Semantics §10: with an unspecified height the position view takes the
    /// child's answer on that axis: a `Fixed(20 × 30)` gives W × 30, and the
    /// child (proposed W × 30, staying 20 × 30) is centred at (5, 5):
    /// origin (−5, −10).
    @Test func positionTakesAMissingComponentFromTheChild() throws {
        let tree = try LayoutTree(Fixed(width: 20, height: 30).id("f").position(x: 5, y: 5).id("p").node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .unspecified))
        for width in [0.0, 90] {
            let frames = try solve(program, tree, ProposedViewSize(width: width, height: nil))
            #expect(frames["p"] == Rect(x: 0, y: 0, width: width, height: 30))
            #expect(frames["f"] == Rect(x: -5, y: -10, width: 20, height: 30))
        }
    }

    /// Semantics §12 and §6: the primary, `Rectangle.frame(maxWidth: 100)`
    /// proposed (W, 50), is min(W, 100) × 50; the overlay answers that. The
    /// secondary, a `Fixed(20 × 10)` proposed the primary's size, keeps its
    /// size and is aligned bottom-trailing: x = min(W, 100) − 20,
    /// y = 50 − 10 = 40.
    @Test func overlayAlignsTheSecondaryOnThePrimarysFinalSize() throws {
        let view = Rectangle().frame(maxWidth: 100).id("primary")
            .overlay(alignment: .bottomTrailing) { Fixed(width: 20, height: 10).id("badge") }.id("overlay")
        let tree = try LayoutTree(view.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        for width in [0.0, 10, 60, 100, 101, 400] {
            let frames = try solve(program, tree, ProposedViewSize(width: width, height: 50))
            let primary = min(width, 100)
            #expect(frames["overlay"] == Rect(x: 0, y: 0, width: primary, height: 50), "width \(width)")
            #expect(frames["primary"] == Rect(x: 0, y: 0, width: primary, height: 50), "width \(width)")
            #expect(frames["badge"] == Rect(x: primary - 20, y: 40, width: 20, height: 10), "width \(width)")
        }
    }

    /// Semantics §12: a background's secondary is proposed the primary's
    /// final size, so a Color behind `Fixed(30 × 12).padding(4)` is exactly
    /// 38 × 20 at the origin, whatever the root proposal.
    @Test func backgroundSecondaryFillsThePrimary() throws {
        let view = Fixed(width: 30, height: 12).padding(4).id("primary").background { Color().id("fill") }
        let tree = try LayoutTree(view.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        for width in [0.0, 300] {
            let frames = try solve(program, tree, ProposedViewSize(width: width, height: 100))
            #expect(frames["fill"] == Rect(x: 0, y: 0, width: 38, height: 20))
        }
    }
}
