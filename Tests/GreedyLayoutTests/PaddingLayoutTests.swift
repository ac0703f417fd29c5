import LayoutModel
import LayoutTestSupport
import Testing

/// Semantics §3 and seed 002's padding pages.
@Suite struct PaddingLayoutTests {
    @Test func defaultPaddingIsSixteenOnEveryEdge() throws {
        // Child offered 100 - 32 = 68 each way, placed at (16, 16).
        try greedy(Color().id("c").padding().id("p"), 100, 100).expectFrames([
            "p": frame(0, 0, 100, 100), "c": frame(16, 16, 68, 68),
        ])
    }

    @Test func paddingOnChosenEdgesOnly() throws {
        // Horizontal 10: child offered 80 x 50 at (10, 0); size 100 x 50.
        try greedy(Color().id("c").padding(.horizontal, 10).id("p"), 100, 50).expectFrames([
            "p": frame(0, 0, 100, 50), "c": frame(10, 0, 80, 50),
        ])
    }

    @Test func perEdgeInsets() throws {
        let view = Fixed(width: 20, height: 20).id("f").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("p")
        try greedy(view, 100, 100).expectFrames(["p": frame(0, 0, 26, 24), "f": frame(2, 1, 20, 20)])
    }

    @Test func negativePaddingShrinksTheResult() throws {
        // 20 + 2 * (-5) = 10; the child starts at (-5, -5).
        try greedy(Fixed(width: 20, height: 20).id("f").padding(-5).id("p"), 100, 100).expectFrames([
            "p": frame(0, 0, 10, 10), "f": frame(-5, -5, 20, 20),
        ])
    }

    @Test func insetProposalIsClampedAtZero() throws {
        // 40 - 60 < 0 -> the Color is offered 0 and answers 0; padding is 60 x 60.
        try greedy(Color().id("c").padding(30).id("p"), 40, 40).expectFrames([
            "p": frame(0, 0, 60, 60), "c": frame(30, 30, 0, 0),
        ])
    }

    @Test func unspecifiedProposalStaysUnspecified() throws {
        // Color ideal 10 x 10 plus 8 on each edge.
        try greedy(Color().id("c").padding(8).id("p"), nil, nil).expectFrames([
            "p": frame(0, 0, 26, 26), "c": frame(8, 8, 10, 10),
        ])
    }
}
