import LayoutModel
import LayoutTestSupport
import Testing

@testable import GreedyLayout

/// Semantics §9: explicit alignment guides, how they travel up through
/// modifiers and how containers combine them.
@Suite struct AlignmentGuideTests {
    @Test func constantGuideMovesViewAgainstItsSiblingInVStack() throws {
        // Seed 002, alignmentGuide(_:computeValue:): a row whose centre guide
        // is the constant 50 is placed so that its x 50 meets the title's
        // centre. Title 200 x 30 (centre 100), row 180 x 20 (guide 50).
        // Extent: lower min(0, -100, -50) = -100, upper max(0, 100, 130) = 130,
        // width 230. Title at -100 + 100 = 0, row at -50 + 100 = 50.
        // Height 30 + 8 + 20 = 58 (default spacing between views, §1.1).
        let view = VStack {
            Fixed(width: 200, height: 30).id("title")
            Fixed(width: 180, height: 20).alignmentGuide(HorizontalAlignment.center, GuideValue(constant: 50)).id("row")
        }.id("column")
        try greedy(view, nil, nil).expectFrames([
            "column": frame(0, 0, 230, 58), "title": frame(0, 0, 200, 30), "row": frame(50, 38, 180, 20),
        ])
    }

    @Test func guideComputedFromWidthShiftsLeadingAlignedView() throws {
        // Leading guide of B = 0.5 * 40 = 20; A's is its default 0. Lower
        // min(0, 0, -20) = -20, upper max(0, 100, 20) = 100: width 120. A at
        // 0 + 20 = 20, B at -20 + 20 = 0, so B's middle is under A's left edge.
        let view = VStack(alignment: .leading) {
            Fixed(width: 100, height: 10).id("a")
            Fixed(width: 40, height: 10).alignmentGuide(HorizontalAlignment.leading, GuideValue(width: 0.5)).id("b")
        }.id("column")
        try greedy(view, nil, nil).expectFrames([
            "column": frame(0, 0, 120, 28), "a": frame(20, 0, 100, 10), "b": frame(0, 18, 40, 10),
        ])
    }

    @Test func explicitGuideTravelsUpThroughPaddingMovedByChildOrigin() throws {
        // Semantics §9 (unary modifiers pass explicit guides up, translated by
        // the child's origin): B's leading guide 10, padding(5) puts B at x 5,
        // so the padding's leading guide is 15. Lower min(0, 0, -15) = -15,
        // upper max(0, 50, 30 - 15) = 50: width 65. A at 15, padding at 0, B at 5.
        let view = VStack(alignment: .leading) {
            Fixed(width: 50, height: 10).id("a")
            Fixed(width: 20, height: 10).alignmentGuide(HorizontalAlignment.leading, GuideValue(constant: 10)).id("b")
                .padding(5).id("pad")
        }.id("column")
        try greedy(view, nil, nil).expectFrames([
            "column": frame(0, 0, 65, 38), "a": frame(15, 0, 50, 10), "pad": frame(0, 18, 30, 20), "b": frame(5, 23, 20, 10),
        ])
    }

    @Test func builtInGuideDoesNotLeaveAStack() throws {
        // Semantics §9: a stack never exports leading/centre/trailing/top/bottom.
        // The inner HStack's leading guide is its default 0, not B's 10, so
        // both rows start at x 0. Inner HStack 20 + 8 + 20 = 48 wide.
        let view = VStack(alignment: .leading) {
            Fixed(width: 50, height: 10).id("a")
            HStack {
                Fixed(width: 20, height: 10).alignmentGuide(HorizontalAlignment.leading, GuideValue(constant: 10)).id("b")
                Fixed(width: 20, height: 10).id("c")
            }.id("row")
        }.id("column")
        try greedy(view, nil, nil).expectFrames([
            "column": frame(0, 0, 50, 28), "a": frame(0, 0, 50, 10), "row": frame(0, 18, 48, 10), "b": frame(0, 18, 20, 10),
        ])
    }

    @Test func customGuideCrossesNestedStackInContainerCoordinates() throws {
        // Seed 002, "Aligning views across stacks": a custom guide set inside a
        // VStack reaches the enclosing HStack. Y (10 x 20) sits at y 18 in the
        // VStack (X 10 + spacing 8) and sets mid = its top, so the VStack's mid
        // is 18. Z has no explicit value: the custom default, its centre 5.
        // Lower min(0, -18, -5) = -18, upper max(0, 38 - 18, 5) = 20: height 38.
        // VStack at y 0; Z at -5 + 18 = 13, its centre level with Y's top.
        let mid = VerticalAlignment.custom("mid")
        let view = HStack(alignment: mid) {
            VStack {
                Fixed(width: 10, height: 10).id("x")
                Fixed(width: 10, height: 20).alignmentGuide(mid, GuideValue(guide: .vertical(.top))).id("y")
            }.id("column")
            Fixed(width: 10, height: 10).id("z")
        }.id("row")
        try greedy(view, nil, nil).expectFrames([
            "row": frame(0, 0, 28, 38), "column": frame(0, 0, 10, 38), "y": frame(0, 18, 10, 20), "z": frame(18, 13, 10, 10),
        ])
    }

    @Test func customGuideOfContainerIsMeanOfChildrenValues() throws {
        // Semantics §9 (custom AlignmentID combines by running mean): X sets mid
        // 0 at y 0, Y sets mid 0 at y 18: the VStack's mid is (0 + 18) / 2 = 9.
        // Lower min(0, -9, -5) = -9, upper max(0, 29, 5) = 29: height 38; Z at
        // -5 + 9 = 4.
        let mid = VerticalAlignment.custom("mid")
        let view = HStack(alignment: mid) {
            VStack {
                Fixed(width: 10, height: 10).alignmentGuide(mid, GuideValue(constant: 0)).id("x")
                Fixed(width: 10, height: 20).alignmentGuide(mid, GuideValue(constant: 0)).id("y")
            }.id("column")
            Fixed(width: 10, height: 10).id("z")
        }.id("row")
        try greedy(view, nil, nil).expectFrames([
            "row": frame(0, 0, 28, 38), "column": frame(0, 0, 10, 38), "z": frame(18, 4, 10, 10),
        ])
    }

    @Test func guideValueReadsAnotherGuideOfTheSameView() throws {
        // Seed 003 alignAsBadge: top = d[.bottom] - 0.8 * height. The 20 x 20
        // badge's top guide is 20 - 16 = 4 and its trailing guide 0.8 * 20 = 16.
        // ZStack(.topTrailing) with the 82 x 82 card: horizontal lower
        // min(-82, -16) = -82, upper max(0, 4) = 4, width 86; vertical lower
        // min(0, -4) = -4, upper max(82, 16) = 82, height 86. Card at (0, 4),
        // badge at (-16 + 82, -4 + 4) = (66, 0).
        let view = ZStack(alignment: .topTrailing) {
            Fixed(width: 82, height: 82).id("card")
            Fixed(width: 20, height: 20)
                .alignmentGuide(HorizontalAlignment.trailing, GuideValue(width: 0.8))
                .alignmentGuide(VerticalAlignment.top, GuideValue(height: -0.8, guide: .vertical(.bottom))).id("badge")
        }.id("z")
        try greedy(view, nil, nil).expectFrames([
            "z": frame(0, 0, 86, 86), "card": frame(0, 4, 82, 82), "badge": frame(66, 0, 20, 20),
        ])
    }

    @Test func guideForAnotherAxisLeavesStackAlignmentAlone() throws {
        // A vertical guide does not change a VStack's horizontal alignment:
        // both views centred in the 40-wide column (x 0 and 10).
        let view = VStack {
            Fixed(width: 40, height: 10).id("a")
            Fixed(width: 20, height: 10).alignmentGuide(VerticalAlignment.top, GuideValue(constant: 99)).id("b")
        }
        try greedy(view, nil, nil).expectFrames(["a": frame(0, 0, 40, 10), "b": frame(10, 18, 20, 10)])
    }

    @Test func firstBaselineOfColumnIsItsFirstText() throws {
        // Text metrics (docs/text-metrics.md) at 17 pt: line 21.25, baseline
        // 17. Two Texts stacked flush (Text above Text: 0): baselines 17 and
        // 38.25 in the column; the first baseline is the smaller, 17. The
        // Fixed's baseline is its height, 10. Lower min(0, -17, -10) = -17,
        // upper max(0, 42.5 - 17, 0) = 25.5: height 42.5; Fixed y 17 - 10 = 7.
        let view = HStack(alignment: .firstTextBaseline) {
            VStack {
                Text("ab").id("t1"); Text("cd").id("t2")
            }.id("column")
            Fixed(width: 10, height: 10).id("f")
        }.id("row")
        try greedy(view, nil, nil).expectFrames([
            "row": frame(0, 0, 35, 42.5), "column": frame(0, 0, 17, 42.5), "t2": frame(0, 21.25, 17, 21.25), "f": frame(25, 7, 10, 10),
        ])
    }

    @Test func lastBaselineOfColumnIsItsLastText() throws {
        // As above, aligned on the last baseline: the column's is the larger,
        // 38.25 (Choice: the bottommost). Lower -38.25, upper 4.25: height
        // 42.5; Fixed y = 38.25 - 10 = 28.25.
        let view = HStack(alignment: .lastTextBaseline) {
            VStack {
                Text("ab"); Text("cd")
            }.id("column")
            Fixed(width: 10, height: 10).id("f")
        }.id("row")
        try greedy(view, nil, nil).expectFrames([
            "row": frame(0, 0, 35, 42.5), "column": frame(0, 0, 17, 42.5), "f": frame(25, 28.25, 10, 10),
        ])
    }

    @Test func wrappedTextBaselineTravelsThroughFrame() throws {
        // "ab cd" offered 20 wraps into two lines of 17 (metrics): 17 x 42.5,
        // last baseline 21.25 + 17 = 38.25. The 20-wide frame centres it
        // (x 1.5) and passes the baseline up unchanged (y 0). Fixed y 28.25.
        let view = HStack(alignment: .lastTextBaseline) {
            Text("ab cd").id("text").frame(width: 20).id("frame")
            Fixed(width: 10, height: 10).id("f")
        }
        try greedy(view, nil, nil).expectFrames([
            "frame": frame(0, 0, 20, 42.5), "text": frame(1.5, 0, 17, 42.5), "f": frame(28, 28.25, 10, 10),
        ])
    }

    @Test func guideThroughIgnoresSafeAreaIsReadWithoutTheExtension() throws {
        // Choice (greedy-semantics.md, Alignment guides): a probe cannot know
        // safe-area insets, so the ignoresSafeArea view's leading guide is its
        // child's 5. Root safe area leading 10 in (100, 50): the VStack is
        // proposed 90 wide at x 10. Lower min(0, -5, 0) = -5, upper
        // max(0, 15, 30) = 30: width 35. The modifier at 10 + (5 - 5) = 10
        // touches the safe edge, so its child is moved out by the 10-point
        // inset to x 0; B at 10 + 5 = 15, y 10 + 8 = 18.
        let view = VStack(alignment: .leading) {
            Fixed(width: 20, height: 10).id("a").alignmentGuide(HorizontalAlignment.leading, GuideValue(constant: 5))
                .ignoresSafeArea().id("ignoring")
            Fixed(width: 30, height: 10).id("b")
        }.id("column")
        let environment = ModelEnvironment(safeArea: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0))
        let laidOut = try LaidOut(
            view, proposal: ProposedViewSize(width: 100, height: 50), environment: environment,
            engine: GreedyLayoutEngine())
        laidOut.expectFrames([
            "column": frame(10, 0, 35, 28), "ignoring": frame(10, 0, 20, 10), "a": frame(0, 0, 20, 10), "b": frame(15, 18, 30, 10),
        ])
    }

    @Test func containersCombineExplicitValues() {
        // OpenSwiftUI's combine test: 1, 3, 5 (and views with no value) give 3.
        #expect(ExplicitGuides.combine([1, 3, 5], .horizontal(.custom("g"))) == 3)
        #expect(ExplicitGuides.combine([12, 4], .vertical(.firstTextBaseline)) == 4)
        #expect(ExplicitGuides.combine([12, 4], .vertical(.lastTextBaseline)) == 12)
        #expect(ExplicitGuides.combine([], .horizontal(.custom("g"))) == nil)
    }
}
