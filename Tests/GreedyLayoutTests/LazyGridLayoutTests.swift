import LayoutModel
import LayoutTestSupport
import Testing

/// The lazy grids' track rule on numbers (docs/greedy-semantics.md "Lazy
/// grids"; objc.io's grid article, 2020, and the 2020 LazyVGrid prediction
/// article for the measured cases).
@Suite struct LazyGridTracksTests {
    let numbers = NumericLazyGridArithmetic()

    func tracks(_ items: [GridItem], _ offer: Double?) -> LazyGridTracks<Double> {
        LazyGridTracks<Double>.resolve(items, offer: offer, in: numbers)
    }

    @Test func fixedColumnsComeOffFirstAndAnAdaptiveItemFitsWhatItCan() {
        // objc.io quiz 1: 200 − 8 − 70 = 122 for the adaptive item;
        // floor((122 + 8) / (40 + 8)) = 2 tracks of (122 + 8) / 2 − 8 = 57.
        let resolved = tracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], 200)
        #expect(resolved.items.map(\.share) == [70, 122])
        #expect(resolved.count(of: 1, in: numbers) == 2)
        #expect(resolved.trackLength(of: 1, count: 2, in: numbers) == 57)
        #expect(resolved.total == 200)
    }

    @Test func aFlexibleMinimumWidensTheGridAndTheSecondPassSharesMore() {
        // 300 − 8 = 292: the first is offered 146 and takes it, the second
        // 146 and takes its minimum 180: 334. At 334: 326 / 2 = 163, then 180.
        let items = [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]
        #expect(tracks(items, 300).total == 334)
        #expect(tracks(items, 334).items.map(\.share) == [163, 180])
    }

    @Test func itemsAreServedInDeclarationOrderNotByFlexibility() {
        // Unlike a stack's children, the item capped at 20 is not served
        // first: [flexible, flexible(0...20)] at 100 − 8 = 92 gives 46 and 20.
        #expect(tracks([GridItem(), GridItem(.flexible(minimum: 0, maximum: 20))], 100).items.map(\.share) == [46, 20])
        #expect(tracks([GridItem(.flexible(minimum: 0, maximum: 20)), GridItem()], 100).items.map(\.share) == [20, 72])
    }

    @Test func anAdaptiveMaximumCapsEachTrackAndWhatTheItemCovers() {
        // adaptive(40, 45) at 135: floor(143 / 48) = 2 tracks of min(143 / 2 − 8, 45) = 45, covering 2 × 45 + 8 = 98.
        let two = tracks([GridItem(.adaptive(minimum: 40, maximum: 45))], 135)
        #expect(two.trackLength(of: 0, count: two.count(of: 0, in: numbers), in: numbers) == 45)
        #expect(two.total == 98)
        // adaptive(40, 50) at 80: floor(88 / 48) = 1 track of min(80, 50) = 50.
        let one = tracks([GridItem(.adaptive(minimum: 40, maximum: 50))], 80)
        #expect(one.count(of: 0, in: numbers) == 1)
        #expect(one.trackLength(of: 0, count: 1, in: numbers) == 50)
        #expect(one.total == 50)
    }

    @Test func anUnspecifiedOfferGivesFlexibleItemsTheirMinimumAndAdaptiveOnesNothing() {
        // Shared as 0: 0 − 16 − 20 = −36 left; the flexible item takes its
        // minimum 40, the adaptive one 0 of the −76 left: 16 + 20 + 40 + 0 = 76.
        let resolved = tracks(
            [GridItem(.fixed(20)), GridItem(.flexible(minimum: 40, maximum: 100)), GridItem(.adaptive(minimum: 30))], nil)
        #expect(resolved.items.map(\.share) == [20, 40, 0])
        #expect(resolved.total == 76)
    }

    @Test func anAdaptiveItemOfferedLessThanItsMinimumIsOneTrackOfItsOffer() {
        // The 2022 article's flexible(100) + fixed 100 + adaptive(100) +
        // fixed 100 at 300: 76 left, the flexible item takes 100 of its 38,
        // the adaptive item is offered −24 and is one track of 0; G = 324.
        let items = [GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100))]
        let resolved = tracks(items, 300)
        #expect(resolved.items.map(\.share) == [100, 100, 0, 100])
        #expect(resolved.count(of: 2, in: numbers) == 1)
        #expect(resolved.total == 324)
        // Offered 60 (below its minimum 100) alone, it is one track of 60.
        let alone = tracks([GridItem(.adaptive(minimum: 100))], 60)
        #expect(alone.count(of: 0, in: numbers) == 1)
        #expect(alone.trackLength(of: 0, count: 1, in: numbers) == 60)
    }

    @Test func anInfiniteOfferMakesFlexibleItemsTheirMaximumAndAdaptiveOnesOneTrack() {
        #expect(tracks([GridItem(.flexible(minimum: 10, maximum: 100)), GridItem()], .infinity).items.map(\.share) == [100, .infinity])
        let adaptive = tracks([GridItem(.adaptive(minimum: 30, maximum: 60))], .infinity)
        #expect(adaptive.count(of: 0, in: numbers) == 1)
        #expect(adaptive.trackLength(of: 0, count: 1, in: numbers) == 60)
        #expect(adaptive.total == 60)
    }

    @Test func aCountShortOfAWholeNumberByRoundOffIsThatNumber() {
        #expect(LazyGridTracks<Double>.fittingCount(88 - 1e-13, minimum: 40, spacing: 8) == 2)
        #expect(LazyGridTracks<Double>.fittingCount(87.9, minimum: 40, spacing: 8) == 1)
        #expect(LazyGridTracks<Double>.fittingCount(.infinity, minimum: 40, spacing: 8) == 1)
    }
}

/// LazyVGrid and LazyHGrid in the greedy engine (docs/greedy-semantics.md "Lazy grids").
@Suite struct LazyGridLayoutTests {
    @Test func aLazyHGridIsTheLazyVGridWithTheAxesExchanged() throws {
        // Columns [fixed 30, flexible]: 100 − 8 − 30 = 62 for the flexible
        // one, G = 100. Rows [a b] and [c], 40 and 10 tall, 8 apart. Cells
        // are centred in their boxes: a x (30 − 10) / 2 = 10, y (40 − 20) / 2
        // = 10; b x 38 + (62 − 20) / 2 = 59; c x (30 − 50) / 2 = −10, y 48.
        let vertical = LazyVGrid(columns: [GridItem(.fixed(30)), GridItem()]) {
            Fixed(width: 10, height: 20).id("a")
            Fixed(width: 20, height: 40).id("b")
            Fixed(width: 50, height: 10).id("c")
        }.id("grid")
        try greedy(vertical, 100, 300).expectFrames([
            "grid": frame(0, 0, 100, 58), "a": frame(10, 10, 10, 20), "b": frame(59, 0, 20, 40), "c": frame(-10, 48, 50, 10),
        ])
        let horizontal = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem()]) {
            Fixed(width: 20, height: 10).id("a")
            Fixed(width: 40, height: 20).id("b")
            Fixed(width: 10, height: 50).id("c")
        }.id("grid")
        try greedy(horizontal, 300, 100).expectFrames([
            "grid": frame(0, 0, 58, 100), "a": frame(10, 10, 20, 10), "b": frame(0, 59, 40, 20), "c": frame(48, -10, 10, 50),
        ])
    }

    @Test func cellsAreProposedNothingAlongTheGridAndKeepTheirLength() throws {
        // Two flexible columns of (100 − 8) / 2 = 46. The Color is proposed
        // 46 by nil and is 10 tall (a shape's unspecified length); the row is
        // 40 tall (the Fixed), and the Color is centred in it: y 15.
        let view = LazyVGrid(columns: [GridItem(), GridItem()]) {
            Color().id("color")
            Fixed(width: 20, height: 40).id("fixed")
        }.id("grid")
        let laidOut = try greedy(view, 100, 300)
        laidOut.expectFrames(["grid": frame(0, 0, 100, 40), "color": frame(0, 15, 46, 10), "fixed": frame(67, 0, 20, 40)])
        #expect(laidOut.proposal(of: "color") == ProposedViewSize(width: 46, height: nil))
    }

    @Test func nilSpacingBetweenTextRowsIsTheirDistance() throws {
        // Seed 001: lazy grids follow the stacks' spacing logic; two Text rows
        // are textToText (0) apart. Text("a") is 8.5 x 21.25 (docs/text-metrics.md),
        // centred in the 50-wide column: x 20.75.
        let view = LazyVGrid(columns: [GridItem(.fixed(50))]) {
            Text("a").id("a")
            Text("b").id("b")
        }.id("grid")
        try greedy(view, 100, 100).expectFrames([
            "grid": frame(0, 0, 50, 42.5), "a": frame(20.75, 0, 8.5, 21.25), "b": frame(20.75, 21.25, 8.5, 21.25),
        ])
    }

    @Test func theSecondPassLaysTheCellsOutInTracksThatDoNotFillTheGrid() throws {
        // [flexible, flexible(0...20)], spacing 0 between rows: pass 1 at 100
        // is 46 + 8 + 20 = 74 wide; pass 2 at 74 shares 66: 33 and 20, which
        // start at 0 and 41 and end at 61, inside the grid's 74.
        let view = LazyVGrid(columns: [GridItem(), GridItem(.flexible(minimum: 0, maximum: 20))], spacing: 0) {
            Color().id("a")
            Color().id("b")
        }.id("grid")
        try greedy(view, 100, 100).expectFrames(["grid": frame(0, 0, 74, 10), "a": frame(0, 0, 33, 10), "b": frame(41, 0, 20, 10)])
    }

    @Test func aGridWithoutCellsHasNoLines() throws {
        let view = LazyVGrid(columns: [GridItem(.fixed(40))]) { EmptyView() }.id("grid")
        try greedy(view, 100, 100).expectFrames(["grid": frame(0, 0, 40, 0)])
    }
}

/// The arguments a lazy grid is refused for when the tree is built.
@Suite struct LazyGridTreeTests {
    func tree(_ items: [GridItem], spacing: Double? = nil) throws -> LayoutTree {
        try LayoutTree(LazyVGrid(columns: items, spacing: spacing) { Color() }.node)
    }

    @Test func aGridWithoutItemsIsRefused() {
        #expect(throws: LayoutTreeError.invalidValue(path: "root", what: "columns", expected: "at least one GridItem", found: "none")) {
            try tree([])
        }
    }

    @Test func aMaximumBelowItsMinimumIsRefused() {
        #expect(
            throws: LayoutTreeError.outOfRange(
                path: "root", what: "columns[1].maximum", value: 5,
                expected: "a number >= the minimum (20.0), or infinity")
        ) {
            try tree([GridItem(), GridItem(.flexible(minimum: 20, maximum: 5))])
        }
    }

    @Test func anAdaptiveItemWithoutPositiveMinimumPlusSpacingIsRefused() {
        #expect(
            throws: LayoutTreeError.invalidValue(
                path: "root", what: "columns[0] (adaptive)", expected: "minimum + spacing > 0",
                found: "minimum 4.0, spacing -4.0")
        ) {
            try tree([GridItem(.adaptive(minimum: 4), spacing: -4)])
        }
    }

    @Test func aNaNLengthOrSpacingIsRefused() {
        #expect(throws: LayoutTreeError.notANumber(path: "root", what: "columns[0].fixed")) { try tree([GridItem(.fixed(.nan))]) }
        #expect(throws: LayoutTreeError.notANumber(path: "root", what: "spacing")) { try tree([GridItem()], spacing: .nan) }
    }
}
