import LayoutModel
import LayoutTestSupport
import Testing

/// Semantics §7 (fixedSize) and §8 (layoutPriority forwarding and resets).
@Suite struct FixedSizeAndPriorityTests {
    @Test func fixedSizeRefusesCompressionInStack() throws {
        // a is fixed at its ideal width 120 (flexibility 0, so first); b is offered
        // max(100 - 120, 0) = 0. The stack overflows to 120.
        let view = HStack(spacing: 0) {
            Color().frame(idealWidth: 120, maxWidth: 200).fixedSize(horizontal: true, vertical: false).id("a")
            Color().id("b")
        }.id("h")
        try greedy(view, 100, 20).expectFrames([
            "h": frame(0, 0, 120, 20), "a": frame(0, 0, 120, 20), "b": frame(120, 0, 0, 20),
        ])
    }

    @Test func fixedSizeProposesNothingOnFixedAxes() throws {
        // Both axes: the Color's ideal 10 x 10 whatever the offer.
        try greedy(Color().fixedSize().id("c"), 300, 300).expectFrames(["c": frame(0, 0, 10, 10)])
        // Vertical only: the width offer passes, the height is ideal.
        try greedy(Color().fixedSize(horizontal: false, vertical: true).id("c"), 300, 300).expectFrames(["c": frame(0, 0, 300, 10)])
    }

    @Test func fixedSizeForwardsLayoutPriority() throws {
        // b's priority 1 passes through fixedSize: b is offered 200 - 50 (a's
        // minimum) - 0 (c's) = 150. Then a (larger minimum first) is offered
        // 50 / 2 = 25 and answers 50; c gets max(0, 0) = 0. b's height is its
        // ideal 10, centred in 20.
        let view = HStack(spacing: 0) {
            Color().frame(minWidth: 50).id("a")
            Color().layoutPriority(1).fixedSize(horizontal: false, vertical: true).id("b")
            Color().id("c")
        }
        try greedy(view, 200, 20).expectFrames([
            "a": frame(0, 0, 50, 20), "b": frame(50, 5, 150, 10), "c": frame(200, 0, 0, 20),
        ])
    }

    @Test func paddingResetsLayoutPriority() throws {
        // `.layoutPriority(1).padding(0)` has priority 0: a and b tie at infinite
        // flexibility, a's larger minimum (50) goes first: 100 each.
        let view = HStack(spacing: 0) {
            Color().frame(minWidth: 50).id("a")
            Color().layoutPriority(1).padding(0).id("b")
        }
        try greedy(view, 200, 10).expectFrames(["a": frame(0, 0, 100, 10), "b": frame(100, 0, 100, 10)])
    }

    @Test func frameResetsLayoutPriority() throws {
        // Same with a frame outside the priority: b's frame(maxWidth: 150) (flex 150)
        // goes first as the less flexible, offered 100 -> 100; a gets 100.
        let view = HStack(spacing: 0) {
            Color().frame(minWidth: 50).id("a")
            Color().layoutPriority(5).frame(maxWidth: 150).id("b")
        }
        try greedy(view, 200, 10).expectFrames(["a": frame(0, 0, 100, 10), "b": frame(100, 0, 100, 10)])
    }

    @Test func negativePriorityIsSizedAfterOrdinaryViews() throws {
        // b (priority -1) waits: a is offered 100 - 0 = 100 and takes it all, b gets 0.
        let view = HStack(spacing: 0) {
            Color().layoutPriority(-1).id("b"); Color().id("a")
        }
        try greedy(view, 100, 10).expectFrames(["b": frame(0, 0, 0, 10), "a": frame(0, 0, 100, 10)])
    }

    @Test func spacerGoesAfterNegativePriority() throws {
        // Spacer is -inf, below -1: groups a (0), b (-1), Spacer. Reserving
        // b's 0 and the Spacer's 8, a is offered 92 and answers 30; b's group then
        // has 100 - 8 - 30 = 62 and takes it; the Spacer's group gets back its 8.
        let view = HStack(spacing: 0) {
            Color().layoutPriority(-1).id("b"); Fixed(width: 30, height: 10).id("a"); Spacer().id("s")
        }
        try greedy(view, 100, 10).expectFrames(["b": frame(0, 0, 62, 10), "a": frame(62, 0, 30, 10), "s": frame(92, 5, 8, 0)])
    }
}
