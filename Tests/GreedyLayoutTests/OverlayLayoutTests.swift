import LayoutModel
import LayoutTestSupport
import Testing

/// Semantics §12: overlay and background are transparent for the primary
/// view; the secondary is proposed the primary's final size and aligned on it.
@Suite struct OverlayLayoutTests {
    @Test func secondaryIsProposedThePrimarySize() throws {
        // The Color in the overlay is proposed (40, 20), not the (200, 200)
        // the modifier was offered.
        let view = Fixed(width: 40, height: 20).id("f").overlay { Color().id("c") }.id("o")
        try greedy(view, 200, 200).expectFrames([
            "o": frame(0, 0, 40, 20), "f": frame(0, 0, 40, 20), "c": frame(0, 0, 40, 20),
        ])
    }

    @Test func overlayNeverChangesPrimarySize() throws {
        // A 60 x 60 secondary on a 40 x 20 primary: the modifier stays
        // 40 x 20; centres meet: (20 - 30, 10 - 30) = (-10, -20).
        let view = Fixed(width: 40, height: 20).id("f").overlay { Fixed(width: 60, height: 60).id("big") }.id("o")
        try greedy(view, 200, 200).expectFrames([
            "o": frame(0, 0, 40, 20), "f": frame(0, 0, 40, 20), "big": frame(-10, -20, 60, 60),
        ])
    }

    @Test func smallerSecondaryIsAlignedByTheTwoDimensionalAlignment() throws {
        // origin = primary origin + primary guide - secondary guide, per axis.
        // bottomTrailing in 100 x 50: (100 - 10, 50 - 10) = (90, 40).
        let bottomTrailing = Color().frame(width: 100, height: 50).background(alignment: .bottomTrailing) {
            Fixed(width: 10, height: 10).id("s")
        }.id("b")
        try greedy(bottomTrailing, 300, 300).expectFrames(["b": frame(0, 0, 100, 50), "s": frame(90, 40, 10, 10)])
        // top: (50 - 5, 0 - 0) = (45, 0).
        let top = Color().frame(width: 100, height: 50).overlay(alignment: .top) { Fixed(width: 10, height: 10).id("s") }
        try greedy(top, 300, 300).expectFrames(["s": frame(45, 0, 10, 10)])
        // leading: (0, 25 - 5) = (0, 20).
        let leading = Color().frame(width: 100, height: 50).overlay(alignment: .leading) { Fixed(width: 10, height: 10).id("s") }
        try greedy(leading, 300, 300).expectFrames(["s": frame(0, 20, 10, 10)])
    }

    @Test func secondaryTakesThePrimarysFinalNotItsSizingSize() throws {
        // HStack { Fixed 20 x 40; Color with a background } proposed (100, nil):
        // the Color is measured 72 x 10 (100 - 20 - 8; nil height -> 10) but
        // placed with the stack's height 40 (§1.6): 72 x 40 at x 28. The
        // background is proposed (72, 40).
        let view = HStack {
            Fixed(width: 20, height: 40)
            Color().id("c").background { Color().id("bg") }.id("b")
        }
        try greedy(view, 100, nil).expectFrames([
            "b": frame(28, 0, 72, 40), "c": frame(28, 0, 72, 40), "bg": frame(28, 0, 72, 40),
        ])
    }

    @Test func layoutPriorityPassesThrough() throws {
        // a keeps priority 1 through the overlay (§8, §12): it is offered
        // 100 - b's minimum 0 = 100; b is offered 0. Had the overlay reset the
        // priority, b (flexibility 60) would go first and both be 50.
        let view = HStack(spacing: 0) {
            Color().layoutPriority(1).overlay { Color() }.id("a")
            Color().frame(maxWidth: 60).id("b")
        }
        try greedy(view, 100, 10).expectFrames(["a": frame(0, 0, 100, 10), "b": frame(100, 0, 0, 10)])
    }

    @Test func spacingPassesThrough() throws {
        // The Spacer keeps its 0 spacing (and priority -inf) through the
        // background: the Color is offered 100 - 0 - 0 = 100 (92 if the
        // background reset the spacing to 8). The Spacer is 0 x 0 at x 100,
        // centred in height 10 at y 5; its background is proposed (0, 0).
        let view = HStack {
            Color().id("c")
            Spacer(minLength: 0).background { Color().id("bg") }.id("b")
        }
        try greedy(view, 100, 10).expectFrames([
            "c": frame(0, 0, 100, 10), "b": frame(100, 5, 0, 0), "bg": frame(100, 5, 0, 0),
        ])
    }

    @Test func emptySecondaryIsAbsent() throws {
        // The Empty overlay content reports a 0 x 0 frame at the modifier's
        // origin (10, 10); the primary is placed as an identity child.
        let view = Fixed(width: 30, height: 30).id("f").overlay { EmptyView().id("e") }.id("o").padding(10)
        try greedy(view, 100, 100).expectFrames([
            "o": frame(10, 10, 30, 30), "f": frame(10, 10, 30, 30), "e": frame(10, 10, 0, 0),
        ])
    }

    @Test func severalSecondaryViewsFormACentredZStack() throws {
        // overlay { 10 x 10; 20 x 4 } is a ZStack proposed (40, 20): 20 x 10,
        // centred on the primary at (10, 5); inside it a at (15, 5), b at
        // (10, 5 + 3) = (10, 8).
        let view = Fixed(width: 40, height: 20).overlay {
            Fixed(width: 10, height: 10).id("a")
            Fixed(width: 20, height: 4).id("b")
        }
        try greedy(view, 100, 100).expectFrames(["a": frame(15, 5, 10, 10), "b": frame(10, 8, 20, 4)])
    }
}
