import LayoutModel
import LayoutTestSupport
import Testing

/// Grid and GridRow (docs/greedy-semantics.md "Grid").
@Suite struct GridLayoutTests {
    @Test func unspecifiedProposalGivesEveryColumnAndRowItsIdealLength() throws {
        // Widths unspecified: columns are the widest ideal cells, Color 10
        // (a shape's unspecified length) and 30. Row 0 is max(10, 20) = 20;
        // the circle spans both columns, box 10 + 4 + 30 = 44, and is 10
        // tall. Grid 44 by 20 + 4 + 10 = 34.
        let view = Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Color().id("color")
                Fixed(width: 30, height: 20).id("fixed")
            }
            GridRow { Circle().gridCellColumns(2).id("circle") }
        }.id("grid")
        try greedy(view, nil, nil).expectFrames([
            "grid": frame(0, 0, 44, 34), "color": frame(0, 0, 10, 20), "fixed": frame(14, 0, 30, 20), "circle": frame(0, 24, 44, 10),
        ])
    }

    @Test func emptyCellsTakeNoColumn() throws {
        // The Empty view yields no cell: two columns 10 wide, 8 apart (seed 001's default between ordinary views).
        let view = Grid {
            GridRow {
                Fixed(width: 10, height: 10); EmptyView().id("empty"); Fixed(width: 10, height: 10).id("b")
            }
        }.id("grid")
        try greedy(view, 100, 100).expectFrames(["grid": frame(0, 0, 28, 10), "b": frame(18, 0, 10, 10)])
    }

    @Test func nilSpacingBetweenRowsIsTheDistanceAVStackUses() throws {
        // Seed 001: Grid follows the stacks' spacing logic. Two Text rows are
        // textToText (0) apart; a Text row above a Color row is the Text's
        // edgeBelowText away, 0.875 x 17 = 14.875 (docs/text-metrics.md).
        // The column is max(8.5, 8.5, 10) = 10 wide; Texts are centred in it.
        // The VStack of the same views puts them at the same heights.
        let grid = Grid {
            GridRow { Text("a").id("a") }
            GridRow { Text("b").id("b") }
            GridRow { Color().frame(width: 10, height: 10).id("c") }
        }
        try greedy(grid, 100, 200).expectFrames([
            "a": frame(0.75, 0, 8.5, 21.25), "b": frame(0.75, 21.25, 8.5, 21.25), "c": frame(0, 57.375, 10, 10),
        ])
        let stack = VStack {
            Text("a").id("a")
            Text("b").id("b")
            Color().frame(width: 10, height: 10).id("c")
        }
        try greedy(stack, 100, 200).expectFrames(["b": frame(0.75, 21.25, 8.5, 21.25), "c": frame(0, 57.375, 10, 10)])
    }

    @Test func gridWithoutRowsIsEmpty() throws {
        let view = Grid { EmptyView() }.id("grid")
        try greedy(view, 100, 100).expectFrames(["grid": frame(0, 0, 0, 0)])
    }

    @Test func infiniteProposalGivesFlexibleColumnsInfinity() throws {
        // A Color column offered infinity takes it; the Fixed column keeps 20.
        let view = Grid(horizontalSpacing: 0) {
            GridRow {
                Fixed(width: 20, height: 20).id("f"); Color().id("c")
            }
        }.id("grid")
        let laidOut = try greedy(view, .infinity, 50)
        #expect(laidOut["grid"].width == .infinity)
        #expect(laidOut["f"].width == 20)
    }
}

/// Lazy stacks (docs/greedy-semantics.md "Lazy stacks").
@Suite struct LazyStackLayoutTests {
    @Test func lazyVStackFillsTheWidthAVStackHugs() throws {
        // The VStack is as wide as its widest child (30); the LazyVStack
        // takes the 100 it is proposed and centres that stack: x = 35.
        try greedy(VStack { Fixed(width: 30, height: 10).id("a") }.id("s"), 100, 100)
            .expectFrames(["s": frame(0, 0, 30, 10), "a": frame(0, 0, 30, 10)])
        try greedy(LazyVStack { Fixed(width: 30, height: 10).id("a") }.id("s"), 100, 100)
            .expectFrames(["s": frame(0, 0, 100, 10), "a": frame(35, 0, 30, 10)])
    }

    @Test func lazyHStackProposedInfinityAcrossIsInfinite() throws {
        let laidOut = try greedy(LazyHStack { Fixed(width: 30, height: 10) }.id("s"), 100, .infinity)
        #expect(laidOut["s"].height == .infinity)
        #expect(laidOut["s"].width == 30)
    }
}
