import LayoutModel
import LayoutTestSupport
import Testing

/// Semantics §13: aspectRatio proposes its child a size of the ratio scaled
/// to fit or fill the proposal, and reports the child's answer.
@Suite struct AspectRatioLayoutTests {
    @Test func fitWithUnspecifiedHeightProposesHalfTheWidth() throws {
        // §13's consequence: ratio 2, .fit, proposal (100, nil): R = (2, 1),
        // scales 100 / 2 = 50 and infinity (nil), min 50 -> child (100, 50).
        // Without the modifier the Color would be 100 x 10.
        try greedy(Color().id("c").aspectRatio(2, contentMode: .fit).id("a"), 100, nil).expectFrames([
            "a": frame(0, 0, 100, 50), "c": frame(0, 0, 100, 50),
        ])
    }

    /// §13: on the axis whose scale `.fit` takes, R·(q / R) is q itself, so
    /// the child is proposed exactly q: ratio 140.5 in (20, 150) takes
    /// 20 / 140.5 and proposes (20, 20 / 140.5). Multiplying back gives
    /// 140.5 · (20 / 140.5) = 20.000000000000004 in binary, an ulp that a
    /// Text further down read as a width (docs/divergences.md, class 9).
    @Test func fitAxisIsProposedExactlyItsProposal() throws {
        let laidOut = try greedy(Color().id("c").aspectRatio(140.5, contentMode: .fit).id("a"), 20, 150)
        let color = try #require(laidOut.result.framesByID(in: laidOut.tree)["c"])
        #expect(color.width == 20)
        #expect(color.height == 20 / 140.5)
    }

    @Test func fillWithUnspecifiedComponentIsInfinite() throws {
        // §13: .fill takes max(50, infinity) = infinity -> child (inf, inf).
        try greedy(Color().id("c").aspectRatio(2, contentMode: .fill).id("a"), 100, nil).expectFrames([
            "a": frame(0, 0, .infinity, .infinity), "c": frame(0, 0, .infinity, .infinity),
        ])
    }

    @Test func fitInSquareTakesTheNarrowerScaleAndIsCentredByItsParent() throws {
        // R = (2, 1) in (100, 100): scales 50 and 100, fit 50 -> 100 x 50. The
        // modifier is 100 x 50 itself; the 100 x 100 frame centres it at y 25.
        let view = Color().id("c").aspectRatio(2, contentMode: .fit).id("a").frame(width: 100, height: 100)
        try greedy(view, 300, 300).expectFrames(["a": frame(0, 25, 100, 50), "c": frame(0, 25, 100, 50)])
    }

    @Test func fillInSquareTakesTheWiderScaleAndOverflows() throws {
        // Fill: max(50, 100) = 100 -> 200 x 100, centred in the 100 x 100
        // frame at x (100 - 200) / 2 = -50.
        let view = Color().id("c").aspectRatio(2, contentMode: .fill).id("a").frame(width: 100, height: 100)
        try greedy(view, 300, 300).expectFrames(["a": frame(-50, 0, 200, 100), "c": frame(-50, 0, 200, 100)])
    }

    @Test func nilRatioUsesTheChildsIdealSize() throws {
        // A resizable 40 x 20 image: R = its ideal (40, 20). In (100, 100) the
        // scales are 2.5 and 5: fit 2.5 -> (100, 50); fill 5 -> (200, 100).
        try greedy(Image(width: 40, height: 20, resizable: true).id("i").scaledToFit().id("a"), 100, 100).expectFrames([
            "a": frame(0, 0, 100, 50), "i": frame(0, 0, 100, 50),
        ])
        try greedy(Image(width: 40, height: 20, resizable: true).id("i").scaledToFill().id("a"), 100, 100).expectFrames([
            "a": frame(0, 0, 200, 100), "i": frame(0, 0, 200, 100),
        ])
    }

    @Test func zeroIdealSizeCountsAsSquare() throws {
        // Ideal 0 x 0 has equal sides, so R = (1, 1): in (100, 60) fit takes
        // min(100, 60) = 60 -> 60 x 60 (R = (0, 0) would propose 0 x 0).
        try greedy(Image(width: 0, height: 0, resizable: true).id("i").scaledToFit().id("a"), 100, 60).expectFrames([
            "a": frame(0, 0, 60, 60), "i": frame(0, 0, 60, 60),
        ])
    }

    @Test func unspecifiedProposalAsksForTheIdealSize() throws {
        // §13: a wholly nil proposal passes on as nil: the Color's 10 x 10,
        // not the 20 x 10 of its ratio.
        try greedy(Color().id("c").aspectRatio(2, contentMode: .fit).id("a"), nil, nil).expectFrames([
            "a": frame(0, 0, 10, 10), "c": frame(0, 0, 10, 10),
        ])
    }

    @Test func infiniteComponentScalesByTheOther() throws {
        // (inf, 100), R = (2, 1): scales inf / 2 = inf and 100; fit 100 ->
        // (200, 100); fill inf -> (inf, inf).
        try greedy(Color().aspectRatio(2, contentMode: .fit).id("a"), .infinity, 100).expectFrames(["a": frame(0, 0, 200, 100)])
        try greedy(Color().aspectRatio(2, contentMode: .fill).id("a"), .infinity, 100).expectFrames([
            "a": frame(0, 0, .infinity, .infinity)
        ])
    }

    @Test func childThatIgnoresProposalsKeepsItsSize() throws {
        // The 30 x 30 Fixed is proposed (100, 50) and answers 30 x 30: the
        // modifier reports the child's answer, not the ratio.
        try greedy(Fixed(width: 30, height: 30).id("f").aspectRatio(2, contentMode: .fit).id("a"), 100, 100).expectFrames([
            "a": frame(0, 0, 30, 30), "f": frame(0, 0, 30, 30),
        ])
    }

    @Test func layoutPriorityIsResetToZero() throws {
        // HStack (100, 50). a = aspectRatio(1, .fill) of a Color: offered 0
        // it is max(0, 50) -> 50 wide, offered inf it is inf (flexibility inf);
        // b: min 0, max 60 (flexibility 60). With priority 0 (§8, §13) b goes
        // first: offered 100 / 2 = 50 -> 50; a is offered 50 -> (50, 50).
        // Had a kept priority 1 it would be offered 100 -> 100 wide, b 0.
        let view = HStack(spacing: 0) {
            Color().layoutPriority(1).aspectRatio(1, contentMode: .fill).id("a")
            Color().frame(maxWidth: 60).id("b")
        }
        try greedy(view, 100, 50).expectFrames(["a": frame(0, 0, 50, 50), "b": frame(50, 0, 50, 50)])
    }

    @Test func spacingPassesThrough() throws {
        // The Spacer keeps its 0 spacing through aspectRatio, so the Color and
        // the modifier are 0 apart (8 if aspectRatio reset it). The modifier's
        // priority is 0: offered 0 it proposes (0, 0) -> Spacer 8 x 0; offered
        // inf it proposes min(inf, 20) -> (20, 20) -> 20 x 0: flexibility 12,
        // so it goes first: offered 100 / 2 = 50 -> (20, 20) -> 20 x 0. The
        // Color gets 80. The modifier is 0 tall, centred in 20 at y 10.
        let view = HStack {
            Color().id("c")
            Spacer().aspectRatio(1, contentMode: .fit).id("a")
        }
        try greedy(view, 100, 20).expectFrames(["c": frame(0, 0, 80, 20), "a": frame(80, 10, 20, 0)])
    }

    @Test func nanRatioIsRejectedWithItsPath() throws {
        #expect(throws: LayoutTreeError.notANumber(path: "root/aspectRatio", what: "ratio")) {
            try LayoutTree(Color().aspectRatio(.nan, contentMode: .fit).node)
        }
    }

    @Test func degenerateRatiosNeverGiveNaN() throws {
        // Only the DSL can make these (model files refuse ratios <= 0).
        // Ratio 0: R = (0, 1) in (100, 100): scales 100 / 0 = inf and 100;
        // fit 100 -> (0, 100); fill inf -> (0 [Choice: 0 x inf = 0], inf).
        try greedy(Color().aspectRatio(0, contentMode: .fit).id("a"), 100, 100).expectFrames(["a": frame(0, 0, 0, 100)])
        try greedy(Color().aspectRatio(0, contentMode: .fill).id("a"), 100, 100).expectFrames(["a": frame(0, 0, 0, .infinity)])
        // Ratio inf: scales 100 / inf = 0 and 100; fit 0 -> (0 [inf x 0 = 0], 0).
        try greedy(Color().aspectRatio(.infinity, contentMode: .fit).id("a"), 100, 100).expectFrames(["a": frame(0, 0, 0, 0)])
        // Ratio -2: scales -50 and 100; fit -50 -> (-2 x -50, 1 x -50) =
        // (100, -50), the negative length clamped to 0: the Color is 100 x 0.
        try greedy(Color().aspectRatio(-2, contentMode: .fit).id("a"), 100, 100).expectFrames(["a": frame(0, 0, 100, 0)])
    }
}
