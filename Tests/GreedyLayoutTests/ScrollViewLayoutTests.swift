import LayoutModel
import LayoutTestSupport
import Testing

/// ScrollView and contentMargins in the greedy engine
/// (docs/greedy-semantics.md "ScrollView and contentMargins"; seed 002's
/// contentMargins, ContentMarginPlacement and containerRelativeFrame pages).
@Suite struct ScrollViewLayoutTests {
    @Test func contentIsProposedNothingAlongTheScrollAxis() throws {
        // Proposed (200, nil), a Color answers its ideal 10 tall; it sits at the top.
        let view = ScrollView { Color().id("c") }.id("sv")
        try greedy(view, 200, 300).expectFrames(["sv": frame(0, 0, 200, 300), "c": frame(0, 0, 200, 10)])
    }

    @Test func horizontalContentSitsLeadingAndCentredVertically() throws {
        // Fixed 50 x 20 in a 200 x 100 viewport: x 0, y (100 - 20) / 2 = 40.
        let view = ScrollView([.horizontal]) { Fixed(width: 50, height: 20).id("c") }
        try greedy(view, 200, 100).expectFrames(["c": frame(0, 40, 50, 20)])
    }

    @Test func bothAxesPutTheContentTopLeading() throws {
        // Proposed (nil, nil), the Fixed keeps its size; top-leading even when wider and shorter than the viewport.
        let view = ScrollView([.horizontal, .vertical]) { Fixed(width: 300, height: 20).id("c") }
        try greedy(view, 200, 100).expectFrames(["c": frame(0, 0, 300, 20)])
    }

    @Test func scrollViewTakesItsOfferInAStack() throws {
        // HStack(spacing: 0) offered 300: the Fixed (flexibility 0) goes first and takes 50 of
        // its 150; the ScrollView takes the remaining 250 (its proposal). Height max(50, 100).
        let view = HStack(spacing: 0) {
            Fixed(width: 50, height: 50).id("f")
            ScrollView { Color().id("c") }.id("sv")
        }
        try greedy(view, 300, 100).expectFrames([
            "f": frame(0, 25, 50, 50), "sv": frame(50, 0, 250, 100), "c": frame(50, 0, 250, 10),
        ])
    }

    @Test func fixedSizeScrollViewHugsItsContentAndMargins() throws {
        // Proposed nothing on both axes: 80 + 2 * 6 by 400 + 2 * 6; the content at the margins.
        let view = ScrollView { Fixed(width: 80, height: 400).id("c") }.id("sv").contentMargins(6).fixedSize()
        try greedy(view, 200, 300).expectFrames(["sv": frame(0, 0, 92, 412), "c": frame(6, 6, 80, 400)])
    }

    @Test func marginsShrinkTheCrossProposalAndMoveTheContent() throws {
        // contentMargins(.horizontal, 20) and (.top, 5): the Color is proposed (300 - 40, nil).
        let view = ScrollView { Color().id("c") }.contentMargins(.horizontal, 20).contentMargins([.top], 5)
        try greedy(view, 300, 400).expectFrames(["c": frame(20, 5, 260, 10)])
    }

    @Test func innerMarginsOverrideOuterOnesPerEdgeAndPlacement() {
        // Seed 002: same placement, the modifier lower in the hierarchy wins; per edge (Choice).
        let outer = ContentMargins().applying(ContentMarginsValue(amount: .length(8)))
        let inner = outer.applying(ContentMarginsValue(edges: .horizontal, amount: .length(20)))
        #expect(inner.scrollContentInsets == EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
        // scrollContent wins over automatic on its edges; scrollIndicators moves nothing laid out.
        let specific =
            inner
            .applying(ContentMarginsValue(edges: [.leading], amount: .insets(EdgeInsets(top: 99, leading: 3)), placement: .scrollContent))
            .applying(ContentMarginsValue(amount: .length(50), placement: .scrollIndicators))
        #expect(specific.scrollContentInsets == EdgeInsets(top: 8, leading: 3, bottom: 8, trailing: 20))
        // A nil length is the default amount, 16 (Choice, L).
        #expect(ContentMarginsValue(edges: .vertical, amount: .length(nil)).margin(.top) == 16)
        #expect(ContentMarginsValue(edges: .vertical, amount: .length(nil)).margin(.leading) == nil)
    }

    @Test func viewportExtendsIntoTheSafeAreaOnItsScrollAxis() throws {
        // Root proposed (300 - 10, 600 - 44 - 34) at (10, 44); the viewport grows by its
        // top and bottom insets (44, 34) but not across; the content stays at y 44.
        let view = ScrollView { Fixed(width: 200, height: 100).id("c") }.id("sv")
        try greedy(view, 300, 600, safeArea: EdgeInsets(top: 44, leading: 10, bottom: 34)).expectFrames([
            "sv": frame(10, 0, 290, 600), "c": frame(55, 44, 200, 100),
        ])
    }

    @Test func viewportInsideTheSafeAreaDoesNotGrow() throws {
        // Padded by 20, the ScrollView does not reach the safe edges: no inset, no growth.
        let view = ScrollView { Color().id("c") }.id("sv").padding(20)
        try greedy(view, 300, 600, safeArea: EdgeInsets(top: 44, bottom: 34)).expectFrames([
            "sv": frame(20, 64, 260, 482), "c": frame(20, 64, 260, 10),
        ])
    }

    @Test func containerRelativeFrameMeasuresTheNearestScrollView() throws {
        // The outer horizontal ScrollView's container is 300 x 200: a is 300 wide. The inner
        // vertical one is framed 100 wide and proposed (100, 200): b is 200 / 2 tall and
        // takes the inner content's width proposal, 100.
        let view = ScrollView([.horizontal]) {
            HStack(spacing: 0) {
                Color().containerRelativeFrame([.horizontal]).id("a")
                ScrollView { Color().containerRelativeFrame([.vertical], count: 2).id("b") }.frame(width: 100)
            }
        }
        try greedy(view, 300, 200).expectFrames(["a": frame(0, 0, 300, 200), "b": frame(300, 0, 100, 100)])
    }

    @Test func containerChangeBetweenSizingAndPlacementIsNotServedFromTheCache() throws {
        // Semantics §6: frame(minHeight: 50, maxHeight: 500) proposed (300, nil) offers the
        // ScrollView (300, nil): the page has no container height, the Color is 10 tall, the
        // frame is clamp(10, 50, 500) = 50. Placement proposes the frame's size (300, 50): the
        // container is now 50 tall and the page 50, not the 10 remembered for (300, nil).
        let view = ScrollView { Color().containerRelativeFrame([.vertical]).id("page") }.id("sv")
            .frame(minHeight: 50, maxHeight: 500)
        try greedy(view, 300, nil).expectFrames(["sv": frame(0, 0, 300, 50), "page": frame(0, 0, 300, 50)])
    }
}
