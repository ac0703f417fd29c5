import LayoutModel
import LayoutTestSupport
import Testing

/// Semantics §1: HStack/VStack distribution, spacing, alignment, placement.
@Suite struct StackLayoutTests {
    @Test func colorBesideSpacerLeavesSpacerItsMinimum() throws {
        // Spacer priority -inf: its 8 is reserved, Color offered 300 - 8 = 292;
        // then the Spacer group gets back 8. Color–Spacer distance is 0 (§1.1).
        let view = HStack {
            Color().id("c"); Spacer().id("s")
        }
        try greedy(view, 300, 20).expectFrames(["c": frame(0, 0, 292, 20), "s": frame(292, 10, 8, 0)])
    }

    @Test func explicitSpacingSeparatesEveryPair() throws {
        // 20 + 10 + 30 = 60 wide; height max(10, 20) = 20; centred: first y = 5.
        let view = HStack(spacing: 10) {
            Fixed(width: 20, height: 10).id("a"); Fixed(width: 30, height: 20).id("b")
        }.id("h")
        try greedy(view, 200, 100).expectFrames([
            "h": frame(0, 0, 60, 20), "a": frame(0, 5, 20, 10), "b": frame(30, 0, 30, 20),
        ])
    }

    @Test func defaultSpacingIsEightBetweenOrdinaryViews() throws {
        // Seed 001: with spacing nil two rectangles are 8 apart.
        let view = VStack {
            Rectangle().frame(width: 150, height: 30).id("a")
            Rectangle().frame(width: 150, height: 30).id("b")
        }
        try greedy(view, 390, 844).expectFrames(["a": frame(0, 0, 150, 30), "b": frame(0, 38, 150, 30)])
    }

    @Test func lessFlexibleChildIsOfferedFirstAndOverflowIsKept() throws {
        // §1.8 (objc.io measured): red flex 100 before green flex inf; red
        // offered 150/2 = 75 -> 75; green offered 75, its minWidth makes it 100.
        // No second pass: the stack is 175 wide in a 150 offer.
        let view = HStack(spacing: 0) {
            Color().frame(maxWidth: 100).id("red")
            Color().frame(minWidth: 100).id("green")
        }.id("h")
        try greedy(view, 150, 50).expectFrames([
            "h": frame(0, 0, 175, 50), "red": frame(0, 0, 75, 50), "green": frame(75, 0, 100, 50),
        ])
    }

    @Test func compressedVStackOverflowsItsMinimum() throws {
        // §1.8 (stackotter): blue clamps to [5, 100] (flex 95), orange min 80
        // (flex inf). Offered 85: blue 85/2 = 42.5; orange 42.5 -> 80; total 122.5.
        let view = VStack(spacing: 0) {
            Color().frame(minHeight: 5, maxHeight: 100).id("blue")
            Color().frame(minHeight: 80).id("orange")
        }.id("v")
        try greedy(view, 20, 85).expectFrames([
            "v": frame(0, 0, 20, 122.5), "blue": frame(0, 0, 20, 42.5), "orange": frame(0, 42.5, 20, 80),
        ])
    }

    @Test func higherPriorityGroupIsOfferedSpaceMinusLowerMinimums() throws {
        // Seed 002 layoutPriority: b (priority 1) is offered 200 - min(a) = 200 - 50
        // = 150; then a's group gets back its 50 and a takes 50.
        let view = HStack(spacing: 0) {
            Color().frame(minWidth: 50).id("a")
            Color().layoutPriority(1).id("b")
        }
        try greedy(view, 200, 10).expectFrames(["a": frame(0, 0, 50, 10), "b": frame(50, 0, 150, 10)])
    }

    @Test func equalFlexibilityKeepsDeclarationOrder() throws {
        // a: [0, 40] and b: [30, 70] both have flexibility 40. In declaration
        // order a is offered 20 -> 20, then b 20 -> clamped up to 30 (overflow 50 in 40).
        let view = HStack(spacing: 0) {
            Color().frame(minWidth: 0, maxWidth: 40).id("a")
            Color().frame(minWidth: 30, maxWidth: 70).id("b")
        }
        try greedy(view, 40, 10).expectFrames(["a": frame(0, 0, 20, 10), "b": frame(20, 0, 30, 10)])
        // Declared the other way round, b goes first: 20 -> 30, then a gets 10.
        let swapped = HStack(spacing: 0) {
            Color().frame(minWidth: 30, maxWidth: 70).id("b")
            Color().frame(minWidth: 0, maxWidth: 40).id("a")
        }
        try greedy(swapped, 40, 10).expectFrames(["b": frame(0, 0, 30, 10), "a": frame(30, 0, 10, 10)])
    }

    @Test func infinitelyFlexibleTieGoesToLargerMinimum() throws {
        // §1.2 [M]: both infinitely flexible; b (min 60) before a (min 0).
        // b offered 50 -> 60; a offered 100 - 60 = 40.
        let view = HStack(spacing: 0) {
            Color().id("a")
            Color().frame(minWidth: 60).id("b")
        }
        try greedy(view, 100, 10).expectFrames(["a": frame(0, 0, 40, 10), "b": frame(40, 0, 60, 10)])
    }

    @Test func unspecifiedMajorProposalGivesIdealSizes() throws {
        // §1.4: Color ideal 10, Fixed 30, gap 8 -> 48 x 20. Placement re-proposes
        // the cross axis with the stack's height 20 (§1.6), so the Color is 10 x 20.
        let view = HStack {
            Color().id("c"); Fixed(width: 30, height: 20).id("f")
        }.id("h")
        try greedy(view, nil, nil).expectFrames([
            "h": frame(0, 0, 48, 20), "c": frame(0, 0, 10, 20), "f": frame(18, 0, 30, 20),
        ])
    }

    @Test func infiniteProposalMakesFlexibleChildrenInfinite() throws {
        // §1.3: every child is offered inf / r = inf.
        let view = HStack(spacing: 0) {
            Color().id("a"); Fixed(width: 5, height: 5).id("f")
        }.id("h")
        try greedy(view, .infinity, 10).expectFrames([
            "h": frame(0, 0, .infinity, 10), "a": frame(0, 0, .infinity, 10), "f": frame(.infinity, 2.5, 5, 5),
        ])
    }

    @Test(arguments: [
        (VerticalAlignment.top, 0.0), (.center, 10.0), (.bottom, 20.0),
    ])
    func crossAxisAlignment(alignment: VerticalAlignment, y: Double) throws {
        // A 10-high view beside a 30-high one: top 0, centre (30-10)/2, bottom 30-10.
        let view = HStack(alignment: alignment) {
            Fixed(width: 10, height: 10).id("small"); Fixed(width: 10, height: 30)
        }
        try greedy(view, 100, 100).expectFrames(["small": frame(0, y, 10, 10)])
    }

    @Test func vStackAlignsOnHorizontalGuides() throws {
        // Leading: x 0; trailing: 40 - 10 = 30.
        let leading = VStack(alignment: .leading) {
            Fixed(width: 10, height: 10).id("s"); Fixed(width: 40, height: 10)
        }
        try greedy(leading, 100, 100).expectFrames(["s": frame(0, 0, 10, 10)])
        let trailing = VStack(alignment: .trailing) {
            Fixed(width: 10, height: 10).id("s"); Fixed(width: 40, height: 10)
        }
        try greedy(trailing, 100, 100).expectFrames(["s": frame(30, 0, 10, 10)])
    }

    @Test func placementReproposesUnspecifiedCrossAxisWithFinalSize() throws {
        // Sizing at (100, nil): Fixed (flex 0) first, offered 50 -> 20; Color offered
        // 80 -> 80 x 10; stack height 40. Placement proposes height 40, so the
        // Color is drawn 80 x 40 (§1.6).
        let view = HStack(spacing: 0) {
            Fixed(width: 20, height: 40).id("f"); Color().id("c")
        }.id("h")
        try greedy(view, 100, nil).expectFrames([
            "h": frame(0, 0, 100, 40), "f": frame(0, 0, 20, 40), "c": frame(20, 0, 80, 40),
        ])
    }

    @Test func emptyChildContributesNothing() throws {
        // Two 10-wide views and one gap of 8: 28.
        let view = HStack {
            Fixed(width: 10, height: 10); EmptyView(); Fixed(width: 10, height: 10).id("b")
        }.id("h")
        try greedy(view, 100, 100).expectFrames(["h": frame(0, 0, 28, 10), "b": frame(18, 0, 10, 10)])
    }

    @Test func spacerMinimumIsKeptWhenStackOverflows() throws {
        // Reserve 20 for the Spacer: fixed views offered 15 and 0 answer 30 each;
        // the Spacer group gets max(-30 + 20, 0) = 0 and answers its minimum 20.
        let view = HStack {
            Fixed(width: 30, height: 10).id("a"); Spacer(minLength: 20).id("s"); Fixed(width: 30, height: 10).id("b")
        }.id("h")
        try greedy(view, 50, 10).expectFrames([
            "h": frame(0, 0, 80, 10), "a": frame(0, 0, 30, 10), "s": frame(30, 5, 20, 0), "b": frame(50, 0, 30, 10),
        ])
    }

    @Test func spacerInVStackTakesVerticalMinimumAndNoWidth() throws {
        // Spacer across its axis is 0 wide; centred in the 50-wide stack at x 25.
        let view = VStack {
            Color().id("c"); Spacer().id("s")
        }
        try greedy(view, 50, 100).expectFrames(["c": frame(0, 0, 50, 92), "s": frame(25, 92, 0, 8)])
    }

    @Test func explicitSpacingAppliesNextToSpacers() throws {
        // spacing 5 overrides the Spacer's 0: Color gets 100 - 5 - 8 = 87.
        let view = HStack(spacing: 5) {
            Color().id("c"); Spacer().id("s")
        }
        try greedy(view, 100, 10).expectFrames(["c": frame(0, 0, 87, 10), "s": frame(92, 5, 8, 0)])
    }

    @Test func framedSpacerIsEightFromNeighbours() throws {
        // §1.1 [M]: frame(width:) resets the Spacer's horizontal spacing to the
        // default table, so Color and framed Spacer are 8 apart: 100 - 8 - 20 = 72.
        // The frame's height is the Spacer's: 0 across its stack axis (§2).
        let view = HStack {
            Color().id("c"); Spacer().frame(width: 20).id("s")
        }
        try greedy(view, 100, 10).expectFrames(["c": frame(0, 0, 72, 10), "s": frame(80, 5, 20, 0)])
    }

    @Test func nestedStackShowsFirstChildsLeadingSpacing() throws {
        // §1.7 [M]: the inner HStack's leading edge is its Spacer's (0), so the
        // outer pair is 0 apart. Outer: Color flex inf, inner stack min 8;
        // equal infinite flexibility, larger minimum first: inner offered 50 -> 50;
        // Color offered 50 -> 50. Inner: Spacer reserved 8, Color 42, Spacer 8.
        let view = HStack {
            Color().id("a")
            HStack {
                Spacer().id("s"); Color().id("b")
            }.id("inner")
        }
        try greedy(view, 100, 10).expectFrames([
            "a": frame(0, 0, 50, 10), "inner": frame(50, 0, 50, 10), "s": frame(50, 5, 8, 0), "b": frame(58, 0, 42, 10),
        ])
    }
}
