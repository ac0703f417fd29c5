import LayoutModel
import LayoutTestSupport
import Testing

/// `.safeAreaPadding` (semantics §11; docs/greedy-semantics.md "Safe area":
/// sized like padding, the padded strips leave the child's safe area).
@Suite struct SafeAreaPaddingLayoutTests {
    @Test func sizesAndPlacesLikePadding() throws {
        // 20 on every edge, proposed 200 x 100: the Color is offered 160 x 60
        // and placed at (20, 20), as with padding (semantics §3).
        try greedy(Color().id("c").safeAreaPadding(.all, 20).id("p"), 200, 100).expectFrames([
            "p": frame(0, 0, 200, 100), "c": frame(20, 20, 160, 60),
        ])
    }

    @Test func defaultLengthIsSixteen() throws {
        try greedy(Color().id("c").safeAreaPadding(.horizontal).id("p"), 200, 100).expectFrames([
            "p": frame(0, 0, 200, 100), "c": frame(16, 0, 168, 100),
        ])
    }

    @Test func fixedContentIsNotStretchedAcrossTheOtherAxis() throws {
        // Like padding: 40 x 30 plus 10 on the vertical edges is 40 x 50,
        // however wide the proposal (clear strips would not widen it either).
        try greedy(Fixed(width: 40, height: 30).id("f").safeAreaPadding(.vertical, 10).id("p"), 200, 100).expectFrames([
            "p": frame(0, 0, 40, 50), "f": frame(0, 10, 40, 30),
        ])
    }

    @Test func ignoringContentGrowsBackOverThePaddedStrips() throws {
        // The padding fills the container (no root safe area), so its child's
        // container keeps the root's edges and its safe rectangle is
        // (20, 20, 160, 60). The ignoring view at (20, 20, 160, 60) reaches
        // it on every edge: insets 20, the Color is 200 x 100 at (0, 0).
        let view = Color().id("c").ignoresSafeArea().id("i").safeAreaPadding(.all, 20).id("p")
        try greedy(view, 200, 100).expectFrames([
            "i": frame(20, 20, 160, 60), "c": frame(0, 0, 200, 100),
        ])
    }

    @Test func insideTheSafeAreaOnlyTheStripsAreGivenBack() throws {
        // Plain padding 10 first: the safeAreaPadding view is at
        // (10, 10, 200, 100), away from the root's edges, so its child's
        // container ends at its own edges. The Color grows to (10, 10, 200, 100),
        // not to the root's (0, 0, 220, 120).
        let view = Color().id("c").ignoresSafeArea().id("i").safeAreaPadding(.all, 20).id("p").padding(10)
        try greedy(view, 220, 120).expectFrames([
            "p": frame(10, 10, 200, 100), "i": frame(30, 30, 160, 60), "c": frame(10, 10, 200, 100),
        ])
    }

    @Test func infiniteLengthIsRejected() {
        let view = Color().safeAreaPadding(.top, .points(.infinity))
        #expect {
            try LayoutTree(view.node)
        } throws: { error in
            guard case .outOfRange(let path, let what, _, _)? = error as? LayoutTreeError else { return false }
            return path == "root/safeAreaPadding" && what == "top"
        }
    }
}
