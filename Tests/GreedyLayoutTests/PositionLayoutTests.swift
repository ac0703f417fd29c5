import LayoutModel
import LayoutTestSupport
import Testing

/// Semantics §10 (position) and seed 002's position pages: the view takes its
/// proposal and puts its child's centre at (x, y) in its own coordinates.
@Suite struct PositionLayoutTests {
    @Test func positionTakesTheWholeProposalAndCentresTheChild() throws {
        // (200, 100) taken whole; the 20 x 10 child's centre at (30, 40):
        // origin (30 - 10, 40 - 5) = (20, 35).
        try greedy(Fixed(width: 20, height: 10).id("f").position(x: 30, y: 40).id("p"), 200, 100).expectFrames([
            "p": frame(0, 0, 200, 100), "f": frame(20, 35, 20, 10),
        ])
    }

    @Test func unspecifiedComponentComesFromTheChild() throws {
        // Proposed (200, nil): the Color answers (200, nil) with 200 x 10, so
        // the position view is 200 x 10. Placed, the Color is proposed
        // (200, 10) and its centre goes to (50, 5): origin (50 - 100, 0).
        try greedy(Color().id("c").position(x: 50, y: 5).id("p"), 200, nil).expectFrames([
            "p": frame(0, 0, 200, 10), "c": frame(-50, 0, 200, 10),
        ])
    }

    @Test func pointIsInThePositionViewsOwnCoordinates() throws {
        // VStack(spacing: 0) in (100, 100): the Fixed (flexibility 0) first,
        // offered 50 -> 30; the position view offered 70 takes 100 x 70 at
        // y 30. The dot's centre at (0, 0) of that view is (0, 30) in the
        // root: origin (-5, 25).
        let view = VStack(spacing: 0) {
            Fixed(width: 100, height: 30)
            Fixed(width: 10, height: 10).id("dot").position(x: 0, y: 0).id("p")
        }
        try greedy(view, 100, 100).expectFrames(["p": frame(0, 30, 100, 70), "dot": frame(-5, 25, 10, 10)])
    }

    @Test func childIsProposedThePositionViewsFinalSize() throws {
        // Seed 002: a circle put halfway down the right side of a quadrant.
        // ZStack proposed nothing: the position view answers its child's
        // 50 x 50, the quadrant 200 x 200 sizes the ZStack. Placed, the
        // ZStack proposes (200, 200) to both (§4), so the position view is
        // 200 x 200 and the circle's centre at (200, 100): origin (175, 75).
        let view = ZStack {
            Rectangle().frame(width: 200, height: 200).id("quadrant")
            Circle().frame(width: 50, height: 50).id("circle").position(x: 200, y: 100).id("p")
        }
        try greedy(view, nil, nil).expectFrames([
            "quadrant": frame(0, 0, 200, 200), "p": frame(0, 0, 200, 200), "circle": frame(175, 75, 50, 50),
        ])
    }

    @Test func layoutPriorityIsResetToZero() throws {
        // HStack (100, 10): p takes any width (flexibility inf), b has
        // flexibility 60 and goes first at priority 0: 50 each. Had p kept
        // priority 1 it would be offered 100 and b 0.
        let view = HStack(spacing: 0) {
            Color().layoutPriority(1).position(x: 0, y: 0).id("p")
            Color().frame(maxWidth: 60).id("b")
        }
        try greedy(view, 100, 10).expectFrames(["p": frame(0, 0, 50, 10), "b": frame(50, 0, 50, 10)])
    }

    @Test func spacingIsThePlainDefault() throws {
        // The Spacer's 0 spacing does not pass through position (§1.1), so
        // the pair is 8 apart. Both have minimum 0 and infinite flexibility:
        // declaration order, 92 / 2 = 46 each; p at 46 + 8 = 54. The Spacer is
        // proposed (46, 10) -> 46 x 0, centred at (0, 0) of p: (54 - 23, 0).
        let view = HStack {
            Color().id("c")
            Spacer(minLength: 0).id("s").position(x: 0, y: 0).id("p")
        }
        try greedy(view, 100, 10).expectFrames([
            "c": frame(0, 0, 46, 10), "p": frame(54, 0, 46, 10), "s": frame(31, 0, 46, 0),
        ])
    }
}
