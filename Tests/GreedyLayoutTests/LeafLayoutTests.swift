import LayoutModel
import LayoutTestSupport
import Testing

/// Semantics §0 and §16: how leaves answer proposals.
@Suite struct LeafLayoutTests {
    @Test func colorTakesProposalAndTenWhereUnspecified() throws {
        // Shapes answer the proposal, nil components become 10.
        try greedy(Color().id("c"), nil, 50).expectFrames(["c": frame(0, 0, 10, 50)])
        try greedy(Color().id("c"), 30, nil).expectFrames(["c": frame(0, 0, 30, 10)])
    }

    @Test func colorOfferedInfinityIsInfinite() throws {
        try greedy(Circle().id("c"), .infinity, 5).expectFrames(["c": frame(0, 0, .infinity, 5)])
    }

    @Test func fixedViewIgnoresProposal() throws {
        try greedy(Fixed(width: 40, height: 25).id("f"), 300, 0).expectFrames(["f": frame(0, 0, 40, 25)])
    }

    @Test func imageKeepsItsSizeUnlessResizable() throws {
        // Non-resizable: its content size. Resizable: specified components of
        // the proposal, its own size where unspecified.
        try greedy(Image(width: 24, height: 16).id("i"), 100, 100).expectFrames(["i": frame(0, 0, 24, 16)])
        try greedy(Image(width: 24, height: 16).resizable().id("i"), 100, nil).expectFrames(["i": frame(0, 0, 100, 16)])
    }

    @Test func spacerOutsideStackExpandsOnBothAxes() throws {
        // §2: with no stack orientation, max(proposal ?? -inf, minLength) on each axis.
        try greedy(Spacer().id("s"), nil, nil).expectFrames(["s": frame(0, 0, 8, 8)])
        try greedy(Spacer().id("s"), 100, 3).expectFrames(["s": frame(0, 0, 100, 8)])
    }
}
