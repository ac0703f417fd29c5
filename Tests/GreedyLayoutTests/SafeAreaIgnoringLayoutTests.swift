import LayoutModel
import LayoutTestSupport
import Testing

/// `.ignoresSafeArea` (semantics §11; docs/greedy-semantics.md "Safe area").
/// The container and safe rectangle come from `phoneInsets`: container
/// 300 x 200 at (0, 0), safe rectangle x 10...290, y 20...170.
@Suite struct SafeAreaIgnoringLayoutTests {
    @Test func ignoringViewGrowsToTheContainer() throws {
        // The modifier is the root: frame (10, 20, 280, 150), touching the safe
        // rectangle on every edge, so its insets are the distances to the
        // container: 20, 10, 30, 10. The Color is proposed 280 + 20 by
        // 150 + 50 and placed at (10 - 10, 20 - 20).
        let view = Color().id("c").ignoresSafeArea().id("i")
        try greedy(view, 300, 200, safeArea: phoneInsets).expectFrames([
            "i": frame(10, 20, 280, 150), "c": frame(0, 0, 300, 200),
        ])
    }

    @Test func onlyTheSelectedEdgesGrow() throws {
        // Top only: proposed 280 x (150 + 20), placed at (10, 0).
        let view = Color().id("c").ignoresSafeArea(edges: .top).id("i")
        try greedy(view, 300, 200, safeArea: phoneInsets).expectFrames([
            "i": frame(10, 20, 280, 150), "c": frame(10, 0, 280, 170),
        ])
    }

    @Test func aViewInsideTheSafeAreaHasNothingToIgnore() throws {
        // Padding 10 inside the root: the modifier is at (20, 30, 260, 130),
        // 10 in from every safe edge, so every inset is 0.
        let view = Color().id("c").ignoresSafeArea().id("i").padding(10)
        try greedy(view, 300, 200, safeArea: phoneInsets).expectFrames([
            "i": frame(20, 30, 260, 130), "c": frame(20, 30, 260, 130),
        ])
    }

    @Test func sizingIsUnchangedSoSiblingsDoNotMove() throws {
        // VStack(spacing: 0) proposed 280 x 150 at (10, 20). The Fixed (less
        // flexible) takes 50, the ignoring Color 100. The Color's modifier
        // touches the safe top (y 20): its top inset is 20, so the Color is
        // proposed 280 x 120 at (10, 0). The Fixed stays at y 120, centred:
        // x 10 + (280 - 100) / 2 = 100.
        let view = VStack(spacing: 0) {
            Color().id("a").ignoresSafeArea(edges: .top).id("i")
            Fixed(width: 100, height: 50).id("b")
        }
        try greedy(view, 300, 200, safeArea: phoneInsets).expectFrames([
            "i": frame(10, 20, 280, 100), "a": frame(10, 0, 280, 120), "b": frame(100, 120, 100, 50),
        ])
    }

    @Test func priorityPassesThrough() throws {
        // HStack offered 100, spacing 8: `a` keeps priority 1 and is offered
        // 92 first; `b` gets 0. A reset to 0 would give each 46.
        let view = HStack {
            Color().id("a").layoutPriority(1).ignoresSafeArea()
            Color().id("b")
        }
        try greedy(view, 100, 10).expectFrames(["a": frame(0, 0, 92, 10), "b": frame(100, 0, 0, 10)])
    }

    @Test func unspecifiedProposalStaysUnspecified() throws {
        // Root proposed nothing: the Color is 10 x 10 at (10, 20) and the
        // container hugs it (30 x 60). Growing nil gives nil: still 10 x 10,
        // moved by the insets to (0, 0).
        let view = Color().id("c").ignoresSafeArea().id("i")
        try greedy(view, nil, nil, safeArea: phoneInsets).expectFrames([
            "i": frame(10, 20, 10, 10), "c": frame(0, 0, 10, 10),
        ])
    }
}
