import LayoutModel
import LayoutTestSupport
import Testing

/// `.safeAreaInset(edge:alignment:spacing:content:)` (semantics §11, seed 002's
/// safeAreaInset pages, seed 001's spacing: 0 example).
@Suite struct SafeAreaInsetLayoutTests {
    static func bar(spacing: Double?) -> ViewNode {
        Color().id("list").safeAreaInset(edge: .bottom, spacing: spacing) { Fixed(width: 100, height: 30).id("bar") }.id("inset")
    }

    @Test func defaultSpacingIsEightBetweenOrdinaryViews() throws {
        // Spacing nil: neither table has an entry, so 8. Proposed 200 x 300:
        // the bar is offered 300 - 8 - 0 (the Color's minimum) and is 100 x 30;
        // the list is offered 300 - 38 = 262. Size 30 + 8 + 262 = 300.
        // The list is anchored at the top, centred: (0, 0). The bar at the
        // bottom, y 300 - 30, centred on the list's centre: x 100 - 50.
        try greedy(Self.bar(spacing: nil), 200, 300).expectFrames([
            "inset": frame(0, 0, 200, 300), "list": frame(0, 0, 200, 262), "bar": frame(50, 270, 100, 30),
        ])
    }

    @Test func zeroSpacingLeavesNoGap() throws {
        // Seed 001: spacing 0 removes the gap. The list is offered 300 - 30.
        try greedy(Self.bar(spacing: 0), 200, 300).expectFrames([
            "list": frame(0, 0, 200, 270), "bar": frame(50, 270, 100, 30),
        ])
    }

    @Test func secondaryIsAlignedToThePrimaryNotToTheView() throws {
        // Leading edge, top alignment, spacing 10, proposed 200 x 100.
        // Secondary offered 200 - 10 - 50 (the Fixed primary's minimum) = 140:
        // 30 x 60. Primary offered 200 - 40 = 160: 50 x 20. Size 90 x 60.
        // Primary anchored at the trailing edge's centre: (90 - 50, (60 - 20) / 2).
        // Secondary at x 0, its top on the primary's top: y 20.
        let view = Fixed(width: 50, height: 20).id("p")
            .safeAreaInset(edge: .leading, alignment: .vertical(.top), spacing: 10) { Fixed(width: 30, height: 60).id("s") }.id("i")
        try greedy(view, 200, 100).expectFrames([
            "i": frame(0, 0, 90, 60), "p": frame(40, 20, 50, 20), "s": frame(0, 20, 30, 60),
        ])
    }

    @Test func secondaryLeavesThePrimaryItsMinimum() throws {
        // Top edge, spacing 0, proposed 100 x 200. The primary's minimum
        // height is 80, so the greedy secondary is offered 200 - 80 = 120;
        // the primary 200 - 120 = 80. Secondary at the top, primary anchored
        // at the bottom: y 200 - 80.
        let view = Fixed(width: 100, height: 80).id("p")
            .safeAreaInset(edge: .top, spacing: 0) { Color().id("s") }.id("i")
        try greedy(view, 100, 200).expectFrames([
            "i": frame(0, 0, 100, 200), "s": frame(0, 0, 100, 120), "p": frame(0, 120, 100, 80),
        ])
    }

    @Test func unspecifiedAxisIsPassedThrough() throws {
        // Proposed (100, nil), bottom edge, spacing 0: both children are
        // offered (100, nil): Fixed 40 x 30, Color 100 x 10. Size 100 x 40.
        // Bar at y 40 - 30, x 50 - 20.
        let view = Color().id("p").safeAreaInset(edge: .bottom, spacing: 0) { Fixed(width: 40, height: 30).id("s") }.id("i")
        try greedy(view, 100, nil).expectFrames([
            "i": frame(0, 0, 100, 40), "p": frame(0, 0, 100, 10), "s": frame(30, 10, 40, 30),
        ])
    }

    @Test func unspecifiedCrossBecomesTheViewsLengthWhenPlacing() throws {
        // Proposed (nil, 100): sizing offers the Fixed (nil, 100) and the
        // Color (nil, 70): width max(40, 10) = 40. Placing offers both 40 wide,
        // so the Color is drawn 40 x 70.
        let view = Color().id("p").safeAreaInset(edge: .bottom, spacing: 0) { Fixed(width: 40, height: 30).id("s") }.id("i")
        try greedy(view, nil, 100).expectFrames([
            "i": frame(0, 0, 40, 100), "p": frame(0, 0, 40, 70), "s": frame(0, 70, 40, 30),
        ])
    }

    @Test func spacingNilReadsTheSpacingTables() throws {
        // A Spacer primary (outside stacks: 0 on every edge) sits flush: spacing
        // 0. Its minimum height is 8, so the Fixed is offered 100 - 8 and is
        // 20 x 20; the Spacer is offered (50, 80): 50 x 80. The Fixed at y 80.
        let view = Spacer().id("p").safeAreaInset(edge: .bottom) { Fixed(width: 20, height: 20).id("s") }.id("i")
        try greedy(view, 50, 100).expectFrames([
            "i": frame(0, 0, 50, 100), "p": frame(0, 0, 50, 80), "s": frame(15, 80, 20, 20),
        ])
    }

    @Test func emptyContentAddsNothing() throws {
        // Empty content: no length and no spacing; the Color takes everything.
        let view = Color().id("p").safeAreaInset(edge: .bottom) { EmptyView() }.id("i")
        try greedy(view, 50, 60).expectFrames(["i": frame(0, 0, 50, 60), "p": frame(0, 0, 50, 60)])
    }

    @Test func primaryCanExtendUnderTheInsetContent() throws {
        // Padding 10 puts the inset view at (10, 10, 100, 200), away from the
        // container's edges. The bar is 30 tall (spacing 0); the primary,
        // (10, 10, 100, 170), reaches the added safe edge (y 180) and may grow
        // down to the inset view's bottom (210), not to the container's (220).
        let view = Color().id("c").ignoresSafeArea(edges: .bottom).id("ignore")
            .safeAreaInset(edge: .bottom, spacing: 0) { Fixed(width: 100, height: 30).id("bar") }.id("inset")
            .padding(10)
        try greedy(view, 120, 220).expectFrames([
            "inset": frame(10, 10, 100, 200), "ignore": frame(10, 10, 100, 170),
            "bar": frame(10, 180, 100, 30), "c": frame(10, 10, 100, 200),
        ])
    }

    @Test func primaryAtTheSafeEdgeExtendsToTheContainer() throws {
        // Root safe area: container 300 x 200, safe y 20...170. The inset view
        // fills the safe rectangle (10, 20, 280, 150) and reaches its bottom,
        // so the primary may grow past the bar (30) and the bottom inset (30):
        // primary (10, 20, 280, 120) grows by 60 down and 20 up.
        let view = Color().id("c").ignoresSafeArea(edges: .vertical).id("ignore")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color().frame(height: 30).id("bar") }.id("inset")
        try greedy(view, 300, 200, safeArea: phoneInsets).expectFrames([
            "inset": frame(10, 20, 280, 150), "ignore": frame(10, 20, 280, 120),
            "bar": frame(10, 140, 280, 30), "c": frame(10, 0, 280, 200),
        ])
    }

    @Test func priorityIsReset() throws {
        // The inset view reports priority 0: both children of the HStack get
        // (100 - 8) / 2 = 46. Passing the 1 through would give `a` 92.
        let view = HStack {
            Color().layoutPriority(1).safeAreaInset(edge: .bottom, spacing: 0) { Fixed(width: 0, height: 0) }.id("a")
            Color().id("b")
        }
        try greedy(view, 100, 10).expectFrames(["a": frame(0, 0, 46, 10), "b": frame(54, 0, 46, 10)])
    }

    @Test func nonFiniteSpacingIsRejected() {
        let view = Color().safeAreaInset(edge: .top, spacing: .nan) { Color() }
        #expect(throws: LayoutTreeError.notANumber(path: "root/safeAreaInset", what: "spacing")) { try LayoutTree(view.node) }
    }
}
