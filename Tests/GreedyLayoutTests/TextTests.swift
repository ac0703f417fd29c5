import LayoutModel
import LayoutTestSupport
import Testing

/// Text as a greedy leaf (semantics §15 with docs/text-metrics.md) and its
/// spacing (semantics §1.1, seed 001). At font size 10 a character is 5 wide
/// and a line 12.5 tall; at 17, 8.5 and 21.25.
@Suite struct TextTests {
    @Test func textAnswersWithItsWrappedSize() throws {
        // Width 50 holds floor(50 / 8.5) = 5 characters: "Hello" / "world",
        // 5 x 8.5 = 42.5 wide, 2 x 21.25 = 42.5 tall.
        try greedy(Text("Hello world").id("t"), 50, nil).expectFrames(["t": frame(0, 0, 42.5, 42.5)])
    }

    @Test func lessFlexibleTextIsOfferedSpaceFirst() throws {
        // §1.2/1.3: a Text's minimum width is 0, its maximum its one-line width.
        // long: 9 x 5 = 45 (flexibility 45); short: 2 x 5 = 10 (flexibility 10).
        // Text-text horizontal gap 8 (no shared category). available 40 - 8 = 32.
        // short first: offered 16 -> 10 (available 22); long offered 22 holds
        // 4 characters: "aaaa" / "aaaa", 20 x 25. Height max(25, 12.5) = 25,
        // short centred at y 6.25, x 20 + 8 = 28. (Declaration order would have
        // offered long 16 and broken its words.)
        let view = HStack {
            Text("aaaa aaaa", fontSize: 10).id("long")
            Text("bb", fontSize: 10).id("short")
        }.id("h")
        try greedy(view, 40, 100).expectFrames([
            "h": frame(0, 0, 38, 25), "long": frame(0, 0, 20, 25), "short": frame(28, 6.25, 10, 12.5),
        ])
    }

    @Test func textShrinksByWholeLinesInAVStack() throws {
        // Width 25: 3 lines "aa bb" / "cc dd" / "ee" (37.5); at height 0 one
        // line (12.5): flexibility 25. The 20-point frame (flexibility 0) goes
        // first: offered 45/2 -> 20; the text is offered 25 and keeps 2 lines,
        // the second truncated: 25 x 25.
        let view = VStack(spacing: 0) {
            Text("aa bb cc dd ee", fontSize: 10).id("t")
            Color().frame(height: 20).id("c")
        }
        try greedy(view, 25, 45).expectFrames(["t": frame(0, 0, 25, 25), "c": frame(0, 25, 25, 20)])
    }

    @Test func textKeepsTextDistancesFromShapesAboveAndBelow() throws {
        // Seed 001: a Text between two rectangles is not 8 from them. A plain
        // view above a 17-point Text is 0.5 x 17 = 8.5 away, one below it
        // 0.875 x 17 = 14.875 (docs/text-metrics.md, Choice values).
        // Heights 10 + 8.5 + 21.25 + 14.875 + 10; width max(20, 17) = 20,
        // the text centred at x 1.5.
        let view = VStack {
            Color().frame(width: 20, height: 10).id("a")
            Text("Hi").id("t")
            Color().frame(width: 20, height: 10).id("b")
        }.id("v")
        try greedy(view, 100, 100).expectFrames([
            "v": frame(0, 0, 20, 64.625), "a": frame(0, 0, 20, 10),
            "t": frame(1.5, 18.5, 17, 21.25), "b": frame(0, 54.625, 20, 10),
        ])
    }

    @Test func stackedTextsAreFlush() throws {
        // textToText is 0 on both sides: the second line starts at 21.25.
        let view = VStack {
            Text("A").id("a"); Text("B", fontSize: 10).id("b")
        }
        try greedy(view, nil, nil).expectFrames(["a": frame(0, 0, 8.5, 21.25), "b": frame(1.75, 21.25, 5, 12.5)])
    }

    @Test func textIsEightFromAHorizontalNeighbour() throws {
        // A Text has no horizontal entries: no shared category, default 8.
        // Height max(10, 21.25); the square centred at y 5.625.
        let view = HStack {
            Color().frame(width: 10, height: 10).id("c"); Text("A").id("t")
        }
        try greedy(view, nil, nil).expectFrames(["c": frame(0, 5.625, 10, 10), "t": frame(18, 0, 8.5, 21.25)])
    }

    @Test func paddedTextIsAnOrdinaryNeighbour() throws {
        // §1.1: padding resets the padded edges to the plain table, so the
        // padded text is 8 below the square. p: 8.5 + 4 by 21.25 + 4.
        let view = VStack {
            Color().frame(width: 10, height: 10).id("c"); Text("A").padding(2).id("p")
        }
        try greedy(view, nil, nil).expectFrames(["c": frame(1.25, 0, 10, 10), "p": frame(0, 18, 12.5, 25.25)])
    }

    @Test func textNextToASpacerIsFlush() throws {
        // A Spacer's uncategorised 0 decides when no category is shared. The
        // Spacer keeps 8 reserved, the text takes 21.25, the Spacer the other
        // 78.75; the stack is as wide as the text, the Spacer centred at 4.25.
        let view = VStack {
            Text("A").id("t"); Spacer().id("s")
        }
        try greedy(view, 50, 100).expectFrames(["t": frame(0, 0, 8.5, 21.25), "s": frame(4.25, 21.25, 0, 78.75)])
    }
}
