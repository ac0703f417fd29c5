import LayoutModel
import LayoutTestSupport
import Testing

@testable import GreedyLayout

/// Semantics §5 and §6; seed 002's frame(width:height:) and frame(minWidth:…) pages.
@Suite struct FrameLayoutTests {
    @Test func fixedFrameWithBothDimensionsIgnoresChild() throws {
        // 50 x 20 without asking the child; the 100 x 100 child is centred:
        // (50 - 100) / 2 = -25, (20 - 100) / 2 = -40.
        try greedy(Fixed(width: 100, height: 100).id("f").frame(width: 50, height: 20).id("fr"), 300, 300).expectFrames([
            "fr": frame(0, 0, 50, 20), "f": frame(-25, -40, 100, 100),
        ])
    }

    @Test func fixedFrameWithOneDimensionTakesChildsOther() throws {
        // Seed 002: "The second ellipse is laid out in a frame with only a fixed
        // height, so it occupies that height, and whatever width … offers".
        try greedy(Ellipse().id("e").frame(height: 100).id("fr"), 200, 300).expectFrames([
            "fr": frame(0, 0, 200, 100), "e": frame(0, 0, 200, 100),
        ])
    }

    @Test func fixedFrameAlignsChild() throws {
        try greedy(Fixed(width: 10, height: 10).id("f").frame(width: 50, height: 50, alignment: .bottomTrailing), 100, 100)
            .expectFrames(["f": frame(40, 40, 10, 10)])
        try greedy(Fixed(width: 10, height: 10).id("f").frame(width: 50, height: 50, alignment: .topLeading), 100, 100)
            .expectFrames(["f": frame(0, 0, 10, 10)])
    }

    @Test func negativeFixedDimensionIsTreatedAsUnspecified() throws {
        // §5: width -5 becomes nil (with a warning): the Color takes the 80 offered.
        let laidOut = try greedy(Color().frame(width: -5, height: 10).id("fr"), 80, 80)
        laidOut.expectFrames(["fr": frame(0, 0, 80, 10)])
        #expect(laidOut.tree.warnings.count == 1)
    }

    @Test func onlyMinimumHugsSmallerChild() throws {
        // Child offered clamp(100, 30, inf) = 100, answers 10: max(min(100, 10), 30) = 30.
        try greedy(Fixed(width: 10, height: 10).id("f").frame(minWidth: 30).id("fr"), 100, 100).expectFrames([
            "fr": frame(0, 0, 30, 10), "f": frame(10, 0, 10, 10),
        ])
    }

    @Test func onlyMinimumWithChildLargerThanProposalTakesProposalClampedToMinimum() throws {
        // Child 60 wide offered 40: max(min(40, 60), 30) = 40; child centred: (40 - 60) / 2.
        try greedy(Fixed(width: 60, height: 10).id("f").frame(minWidth: 30).id("fr"), 40, 100).expectFrames([
            "fr": frame(0, 0, 40, 10), "f": frame(-10, 0, 60, 10),
        ])
    }

    @Test func infiniteMaximumFillsProposal() throws {
        // min(max(200, 10), inf) = 200; the 10-wide child is centred at 95.
        try greedy(Fixed(width: 10, height: 10).id("f").frame(maxWidth: .infinity).id("fr"), 200, 50).expectFrames([
            "fr": frame(0, 0, 200, 10), "f": frame(95, 0, 10, 10),
        ])
    }

    @Test func infiniteMaximumOfferedInfinityIsInfinite() throws {
        try greedy(Fixed(width: 10, height: 10).frame(maxWidth: .infinity).id("fr"), .infinity, 50).expectFrames([
            "fr": frame(0, 0, .infinity, 10)
        ])
    }

    @Test func bothBoundsClampProposalWithoutChild() throws {
        // "unconditionally adopts the size proposed for it, clamped": clamp(100, 20, 60) = 60.
        try greedy(Fixed(width: 10, height: 10).id("f").frame(minWidth: 20, maxWidth: 60).id("fr"), 100, nil).expectFrames([
            "fr": frame(0, 0, 60, 10), "f": frame(25, 0, 10, 10),
        ])
    }

    @Test func idealReplacesUnspecifiedProposal() throws {
        // Width 70 (ideal, nil proposal); the Color is offered (70, nil) -> 70 x 10.
        try greedy(Color().id("c").frame(idealWidth: 70).id("fr"), nil, nil).expectFrames([
            "fr": frame(0, 0, 70, 10), "c": frame(0, 0, 70, 10),
        ])
    }

    @Test func bothBoundsWithUnspecifiedProposalClampChildIdeal() throws {
        // Nil proposal, no ideal: child ideal 10 clamped into [30, 50] = 30.
        try greedy(Color().frame(minWidth: 30, maxWidth: 50).id("fr"), nil, nil).expectFrames(["fr": frame(0, 0, 30, 10)])
    }

    @Test func contradictoryBoundsAdoptChildSize() throws {
        // min 100 > max 50 with no ideal survives normalisation; the child is
        // offered min(max(200, 100), 50) = 50 and the frame adopts its 50.
        let laidOut = try greedy(Color().frame(minWidth: 100, maxWidth: 50).id("fr"), 200, 20)
        laidOut.expectFrames(["fr": frame(0, 0, 50, 20)])
        #expect(laidOut.tree.warnings.contains { $0.message.contains("contradictory") })
    }

    @Test func flexiblePlacementProposesNothingWhereSizeCameFromIdeal() {
        // §6.3: no ideal, proposal nil, and 0 < 28 < 1000 -> propose nil; with an
        // ideal width the frame's size is proposed.
        let plain = FlexFrameLayout(
            spec: FlexFrameSpec(horizontal: FlexFrameAxis(min: 0, max: 1000), vertical: FlexFrameAxis(), alignment: .center))
        #expect(
            plain.placementProposal(ProposedViewSize(width: nil, height: 50), size: Size(width: 28, height: 50))
                == ProposedViewSize(width: nil, height: 50))
        let withIdeal = FlexFrameLayout(
            spec: FlexFrameSpec(horizontal: FlexFrameAxis(min: 0, ideal: 28, max: 1000), vertical: FlexFrameAxis(), alignment: .center))
        #expect(
            withIdeal.placementProposal(ProposedViewSize(width: nil, height: 50), size: Size(width: 28, height: 50))
                == ProposedViewSize(width: 28, height: 50))
        // At a bound the size did not come from the child: propose it.
        #expect(
            plain.placementProposal(ProposedViewSize(width: nil, height: 50), size: Size(width: 0, height: 50))
                == ProposedViewSize(width: 0, height: 50))
    }
}
