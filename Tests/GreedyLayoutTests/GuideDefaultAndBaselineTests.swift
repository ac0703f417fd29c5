import GreedyLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// Model-file parity with SwiftUI's alignment vocabulary (issue 17, item 7):
/// custom guide defaults (`AlignmentID.defaultValue(in:)`), `d[explicit:]`,
/// Images with a text baseline, and the six text-baseline 2-D alignments.
/// Rules: docs/greedy-semantics.md, "Alignment guides".
@Suite struct GuideDefaultAndBaselineTests {
    static let quarter = HorizontalAlignment.custom("quarter")
    static let quarterDefault = ModelEnvironment(guideDefaults: [.horizontal(quarter): GuideValue(width: 0.25)])

    func laidOut(_ view: some View, _ width: Double?, _ height: Double?, environment: ModelEnvironment = ModelEnvironment()) throws
        -> LaidOut
    {
        try LaidOut(view, proposal: ProposedViewSize(width: width, height: height), environment: environment, engine: GreedyLayoutEngine())
    }

    @Test func customGuideWithoutADeclaredDefaultSitsAtTheCentre() throws {
        // Without guideDefaults a custom guide is the centre: 20 and 40 in a
        // VStack(alignment: .quarter, spacing: 0): width max(40 - 20, 80 - 40)
        // + 40 = 80, narrow x 40 - 20 = 20.
        let view = VStack(alignment: Self.quarter, spacing: 0) {
            Fixed(width: 40, height: 10).id("narrow")
            Fixed(width: 80, height: 10).id("wide")
        }.id("column")
        try laidOut(view, nil, nil).expectFrames([
            "column": frame(0, 0, 80, 20), "narrow": frame(20, 0, 40, 10), "wide": frame(0, 10, 80, 10),
        ])
    }

    @Test func declaredDefaultReplacesTheCentre() throws {
        // Seed 002's width / 4 guide: 10 and 20. Lower min(-10, -20) = -20,
        // upper max(30, 60) = 60: width 80; narrow x 20 - 10 = 10.
        let view = VStack(alignment: Self.quarter, spacing: 0) {
            Fixed(width: 40, height: 10).id("narrow")
            Fixed(width: 80, height: 10).id("wide")
        }.id("column")
        try laidOut(view, nil, nil, environment: Self.quarterDefault).expectFrames([
            "column": frame(0, 0, 80, 20), "narrow": frame(10, 0, 40, 10), "wide": frame(0, 10, 80, 10),
        ])
    }

    @Test func explicitValueStillWinsOverTheDeclaredDefault() throws {
        // alignmentGuide(.quarter) { 0 } on the wide view: guides 10 and 0.
        // Lower min(-10, 0) = -10, upper max(30, 80) = 80: width 90; narrow
        // x 0, wide x 10.
        let view = VStack(alignment: Self.quarter, spacing: 0) {
            Fixed(width: 40, height: 10).id("narrow")
            Fixed(width: 80, height: 10).alignmentGuide(Self.quarter, GuideValue(constant: 0)).id("wide")
        }.id("column")
        try laidOut(view, nil, nil, environment: Self.quarterDefault).expectFrames([
            "column": frame(0, 0, 90, 20), "narrow": frame(0, 0, 40, 10), "wide": frame(10, 10, 80, 10),
        ])
    }

    @Test func frameMeetsItsChildAtTheDefaultOverItsOwnSize() throws {
        // frame(width: 100, alignment: (quarter, center)): the frame's point
        // is 100 / 4 = 25, the child's 40 / 4 = 10: x 15. A default reading a
        // built-in guide reads the frame's default fraction: d[.trailing] / 2
        // gives 50 and 20: x 30.
        let byWidth = Fixed(width: 40, height: 10).id("child").frame(
            width: 100, height: 10, alignment: Alignment(horizontal: Self.quarter, vertical: .center))
        try laidOut(byWidth, nil, nil, environment: Self.quarterDefault).expectFrames(["child": frame(15, 0, 40, 10)])
        let byGuide = ModelEnvironment(guideDefaults: [
            .horizontal(Self.quarter): GuideValue(guide: .horizontal(.trailing), guideScale: 0.5)
        ])
        try laidOut(byWidth, nil, nil, environment: byGuide).expectFrames(["child": frame(30, 0, 40, 10)])
    }

    @Test func explicitReadFallsBackWhereTheViewHasNoExplicitValue() throws {
        // d[explicit: .firstTextBaseline] ?? 4 as a leading guide: the Text
        // "Hi" at 20 pt has an explicit baseline 20; the Fixed has none, so 4
        // (not its bottom, 30, which d[.firstTextBaseline] would read).
        // VStack(alignment: .leading): lower min(-20, -4) = -20, upper
        // max(20 - 20, 30 - 4) = 26, width 46; text x 0, fixed x 16.
        let read = GuideValue.explicit(.vertical(.firstTextBaseline), fallback: 4)
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Hi", fontSize: 20).alignmentGuide(HorizontalAlignment.leading, read).id("text")
            Fixed(width: 30, height: 10).alignmentGuide(HorizontalAlignment.leading, read).id("fixed")
        }.id("column")
        try laidOut(view, nil, nil).expectFrames([
            "column": frame(0, 0, 46, 35), "text": frame(0, 0, 20, 25), "fixed": frame(16, 25, 30, 10),
        ])
    }

    @Test func resizableSymbolKeepsItsBaselineFractionOfTheHeight() throws {
        // A 20 x 20 symbol with baseline 16 (0.8 of its height) made resizable
        // and framed 40 x 40 has its baseline at 32. Beside Text("A") at 10 pt
        // (5 x 12.5, baseline 10) in HStack(alignment: .firstTextBaseline,
        // spacing: 0): lower min(-32, -10) = -32, upper max(8, 2.5) = 8:
        // height 40; symbol y 0, text y 32 - 10 = 22.
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(width: 20, height: 20, baseline: 16).resizable().frame(width: 40, height: 40).id("symbol")
            Text("A", fontSize: 10).id("text")
        }.id("row")
        try laidOut(view, nil, nil).expectFrames([
            "row": frame(0, 0, 45, 40), "symbol": frame(0, 0, 40, 40), "text": frame(40, 22, 5, 12.5),
        ])
    }

    @Test func imageWithoutABaselineAlignsItsBottom() throws {
        // Seed 002: custom images provide no text baseline, so the bottom
        // (20) meets the Text's baseline 10: lower min(-20, -10) = -20, upper
        // max(0, 2.5): height 22.5; text y 10.
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(width: 20, height: 20).id("image")
            Text("A", fontSize: 10).id("text")
        }.id("row")
        try laidOut(view, nil, nil).expectFrames([
            "row": frame(0, 0, 25, 22.5), "image": frame(0, 0, 20, 20), "text": frame(20, 10, 5, 12.5),
        ])
    }

    @Test func leadingFirstTextBaselineAlignsLeadingEdgesAndTopBaselines() throws {
        // ZStack(alignment: .leadingFirstTextBaseline): Text("Hi") at 10 pt
        // (10 x 12.5, baseline 10) over a 30 x 20 Fixed (baseline = bottom 20):
        // x 0 both; lower min(-10, -20) = -20, upper max(2.5, 0): height 22.5;
        // text y 20 - 10 = 10.
        let view = ZStack(alignment: .leadingFirstTextBaseline) {
            Text("Hi", fontSize: 10).id("text")
            Fixed(width: 30, height: 20).id("box")
        }.id("stack")
        try laidOut(view, nil, nil).expectFrames([
            "stack": frame(0, 0, 30, 22.5), "text": frame(0, 10, 10, 12.5), "box": frame(0, 0, 30, 20),
        ])
    }

    @Test func aDefaultForABuiltInGuideOrReadingACustomGuideIsRefused() throws {
        let builtIn = ModelEnvironment(guideDefaults: [.horizontal(.leading): GuideValue(constant: 3)])
        #expect(throws: LayoutTreeError.self) { try LayoutTree(ViewNode(.empty), environment: builtIn) }
        let circular = ModelEnvironment(guideDefaults: [.horizontal(Self.quarter): GuideValue(guide: .horizontal(.custom("other")))])
        #expect(throws: LayoutTreeError.self) { try LayoutTree(ViewNode(.empty), environment: circular) }
    }
}
