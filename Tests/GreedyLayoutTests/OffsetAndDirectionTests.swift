import GreedyLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// Semantics §10: an offset moves what it wraps when drawn, and nothing else.
@Suite struct OffsetTests {
    @Test func offsetMovesDrawnFrameButNotLayoutFrames() throws {
        // HStack of three 10 x 10 views, spacing 8: x 0, 18, 36, width 46.
        // B is drawn 5 right and 3 up: (23, -3). The offset modifier's own id
        // reports the layout frame (model format), and C does not move.
        let view = HStack {
            Fixed(width: 10, height: 10).id("a")
            Fixed(width: 10, height: 10).id("b").offset(x: 5, y: -3).id("offset")
            Fixed(width: 10, height: 10).id("c")
        }.id("row")
        let laidOut = try greedy(view, nil, nil)
        laidOut.expectFrames([
            "row": frame(0, 0, 46, 10), "a": frame(0, 0, 10, 10), "b": frame(23, -3, 10, 10),
            "offset": frame(18, 0, 10, 10), "c": frame(36, 0, 10, 10),
        ])
        let b = try #require(laidOut.tree.idIndex["b"])
        #expect(laidOut.result.frames[b] == frame(18, 0, 10, 10), "the layout frame stays where the stack put it")
    }

    @Test func nestedOffsetsAddUpAndMoveEverythingInside() throws {
        // Two offsets (4, 0) and (0, 6) around a padded view: the padding
        // (layout 0,0 20x20) is drawn at (4, 6), the view inside at (9, 11).
        let view = Fixed(width: 10, height: 10).id("v").padding(5).id("pad")
            .offset(x: 4).offset(y: 6)
        try greedy(view, nil, nil).expectFrames(["pad": frame(4, 6, 20, 20), "v": frame(9, 11, 10, 10)])
    }

    @Test func offsetKeepsPriorityAndSpacingOfItsView() throws {
        // Semantics §10: no effect on layout priority. Priority 1 on A inside
        // the offset still sizes A first: 60 of 100 (its ideal cap is the
        // proposal), B gets 100 - 60 - 8 = 32.
        let view = HStack {
            Color().frame(maxWidth: 60).layoutPriority(1).offset(x: 1).id("a")
            Color().id("b")
        }
        try greedy(view, 100, 10).expectFrames(["a": frame(0, 0, 60, 10), "b": frame(68, 0, 32, 10)])
    }
}

/// Seed 002 ("Layout direction"): right to left reverses leading and trailing.
@Suite struct RightToLeftTests {
    let rightToLeft = ModelEnvironment(layoutDirection: .rightToLeft)

    @Test func rightToLeftRootMirrorsStack() throws {
        // Left to right: A (30 x 10) at (0, 5), B (50 x 20) at (38, 0), stack
        // 88 x 20. Right to left, mirrored within the stack: A at 88 - 30 = 58,
        // B at 88 - 38 - 50 = 0.
        let view = HStack {
            Fixed(width: 30, height: 10).id("a")
            Fixed(width: 50, height: 20).id("b")
        }.id("row")
        let laidOut = try LaidOut(view, proposal: .unspecified, environment: rightToLeft, engine: GreedyLayoutEngine())
        laidOut.expectFrames(["row": frame(0, 0, 88, 20), "a": frame(58, 5, 30, 10), "b": frame(0, 0, 50, 20)])
    }

    @Test func leadingAlignmentIsTheRightEdgeRightToLeft() throws {
        // VStack(alignment: .leading) of 60 and 20 wide views: the 20 is at
        // x 0 left to right, at 60 - 20 = 40 right to left.
        let view = VStack(alignment: .leading) {
            Fixed(width: 60, height: 10).id("wide")
            Fixed(width: 20, height: 10).id("narrow")
        }
        let laidOut = try LaidOut(view, proposal: .unspecified, environment: rightToLeft, engine: GreedyLayoutEngine())
        laidOut.expectFrames(["wide": frame(0, 0, 60, 10), "narrow": frame(40, 18, 20, 10)])
    }

    @Test func environmentModifierMirrorsOnlyItsSubtree() throws {
        // C (20 x 10) then the right-to-left row (88 x 20) at x 28. Inside the
        // row, A's left-to-right x 28 mirrors to 28 + 88 - 0 - 30 = 86 and B's
        // 66 to 28 + 88 - 38 - 50 = 28. C stays at 0.
        let view = HStack {
            Fixed(width: 20, height: 10).id("c")
            HStack {
                Fixed(width: 30, height: 10).id("a")
                Fixed(width: 50, height: 20).id("b")
            }.environment(layoutDirection: .rightToLeft).id("env")
        }
        try greedy(view, nil, nil).expectFrames([
            "c": frame(0, 5, 20, 10), "env": frame(28, 0, 88, 20), "a": frame(86, 5, 30, 10), "b": frame(28, 0, 50, 20),
        ])
    }

    @Test func leftToRightIslandInsideRightToLeftRootIsNotMirrored() throws {
        // The root mirrors the island as a whole (88 wide row at x 0 of 88),
        // and the island mirrors its own children back: A at 0, B at 38.
        let view = HStack {
            Fixed(width: 30, height: 10).id("a")
            Fixed(width: 50, height: 20).id("b")
        }.environment(layoutDirection: .leftToRight)
        let laidOut = try LaidOut(view, proposal: .unspecified, environment: rightToLeft, engine: GreedyLayoutEngine())
        laidOut.expectFrames(["a": frame(0, 5, 30, 10), "b": frame(38, 0, 50, 20)])
    }

    @Test func offsetXIsNegatedRightToLeft() throws {
        // Semantics §10: x is negated right to left. The 10 x 10 view in a
        // 10 x 10 root is drawn at (-5, 2) for offset (5, 2).
        let view = Fixed(width: 10, height: 10).id("v").offset(x: 5, y: 2)
        let laidOut = try LaidOut(view, proposal: .unspecified, environment: rightToLeft, engine: GreedyLayoutEngine())
        laidOut.expectFrames(["v": frame(-5, 2, 10, 10)])
    }

    @Test func rootSafeAreaLeadingInsetIsOnTheRightRightToLeft() throws {
        // Root safe area leading 10, trailing 30 in a 200 x 100 container: the
        // Color is proposed 200 - 40 = 160 wide and placed at x 10 left to
        // right; mirrored within [0, 10 + 160 + 30] it starts at x 30.
        var environment = rightToLeft
        environment.safeArea = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        let laidOut = try LaidOut(
            Color().id("c"), proposal: ProposedViewSize(width: 200, height: 100),
            environment: environment, engine: GreedyLayoutEngine())
        laidOut.expectFrames(["c": frame(30, 0, 160, 100)])
    }

    @Test func explicitLeadingGuideCountsFromTheRightEdge() throws {
        // Seed 002: custom guides and built-in guides reverse right to left.
        // Left to right B (40 wide, leading guide 20) is at x 0 and A at 20 in
        // a 120-wide column; mirrored: A at 120 - 20 - 100 = 0, B at 80.
        let view = VStack(alignment: .leading) {
            Fixed(width: 100, height: 10).id("a")
            Fixed(width: 40, height: 10).alignmentGuide(HorizontalAlignment.leading, GuideValue(width: 0.5)).id("b")
        }
        let laidOut = try LaidOut(view, proposal: .unspecified, environment: rightToLeft, engine: GreedyLayoutEngine())
        laidOut.expectFrames(["a": frame(0, 0, 100, 10), "b": frame(80, 18, 40, 10)])
    }
}
