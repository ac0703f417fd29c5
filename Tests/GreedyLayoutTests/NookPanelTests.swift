import LayoutModel
import LayoutTestSupport
import Testing

/// Seed 000's expanded notch panel (LayoutTree+NookPanel.swift, semantics
/// "NookPanel"): the panel is ear clearance (horizontal topCornerRadius),
/// chrome strips (expandedContentInsets), edgePadding, and a column of fixed
/// width expandedWidth holding the home view, which reads the inner
/// nookContentInsets (top 11, bottom 8, leading 8, trailing 8 at the defaults).
@Suite struct NookPanelTests {
    /// The frame of the node at `path` (the chrome layers have no ids).
    func layerFrame(_ path: String, in laidOut: LaidOut) -> Rect? {
        laidOut.tree.nodes.first { $0.path == path }.map { laidOut.result.frames[$0.index] }
    }

    @Test func chromeLayersNestAtTheDefaults() throws {
        // Proposed (800, 300). Offers inward: surface −2·19 → (762, 300);
        // chrome −8−8, −0−8 → (746, 292); edgePadding −16 → (730, 276);
        // column width 520 → (520, 276). The Color answers 520 x 276; sizes
        // outward: 536 x 292, 552 x 300, 590 x 300 (= 520 + 2·8 + 8 + 8 + 2·19).
        // Origins: chrome at x 19, edgePadding at (19 + 8, 0), column at (27 + 8, 0 + 8).
        let laidOut = try greedy(NookPanel { Color().id("home") }.id("panel"), 800, 300)
        laidOut.expectFrames(["panel": frame(0, 0, 590, 300), "home": frame(35, 8, 520, 276)])
        #expect(layerFrame("root/surface", in: laidOut) == frame(0, 0, 590, 300))
        #expect(layerFrame("root/chrome", in: laidOut) == frame(19, 0, 552, 300))
        #expect(layerFrame("root/edgePadding", in: laidOut) == frame(27, 0, 536, 292))
        #expect(layerFrame("root/column", in: laidOut) == frame(35, 8, 520, 276))
    }

    @Test func glassWidthIsMeasuredFromTheChromeNotTheProposal() throws {
        // Seed 000: expandedWidth "does not resize the glass by itself - the
        // surface measures the wrapped chrome". Offered 300 wide the column is
        // still 520, so the panel is 590 and overflows; offered nothing (ideal)
        // the Color is 520 x 10 and the panel 590 x (10 + 8 + 8 + 8) = 590 x 34.
        try greedy(NookPanel { Color().id("home") }.id("panel"), 300, 100).expectFrames([
            "panel": frame(0, 0, 590, 100), "home": frame(35, 8, 520, 76),
        ])
        try greedy(NookPanel { Color().id("home") }.id("panel"), nil, nil).expectFrames([
            "panel": frame(0, 0, 590, 34), "home": frame(35, 8, 520, 10),
        ])
    }

    @Test func edgeAlignedTextIsOffered504AtTheDefaults() throws {
        // Seed 000 step 3: 520 − leading 8 − trailing 8 = 504, for the seed's
        // MyHomeView written in the DSL (NookSamples.myHomeView). Column (35, 8,
        // 520, 276) as above. The answer Text is offered 504 wide: one line
        // (floor(504 / 8.5) = 59 characters), 13 × 8.5 = 110.5 × 21.25
        // (docs/text-metrics.md), so its vertical flexibility is 0. VStack
        // offered 276 tall: the answer row (21.25) and the command row
        // (24 + bottom 8 = 32) are sized first, the Spacer gets 276 − 21.25 −
        // 32 = 222.75. Command row at y 8 + 21.25 + 222.75 = 252; its flexible
        // frame fills 520 − 16 = 504 from x 35 + 8 = 43, the buttons sit at
        // its leading edge, 8 apart.
        let laidOut = try greedy(NookPanel { NookSamples.myHomeView() }.id("panel"), 800, 300)
        laidOut.expectFrames([
            "panel": frame(0, 0, 590, 300), "home": frame(35, 8, 520, 276),
            "answerRow": frame(35, 8, 126.5, 21.25), "answer": frame(43, 8, 110.5, 21.25),
            "gap": frame(35, 29.25, 0, 222.75),
            "commandRow": frame(35, 252, 520, 32), "commandFrame": frame(43, 252, 504, 24),
            "button1": frame(43, 252, 24, 24), "button2": frame(75, 252, 24, 24),
        ])
        #expect(laidOut.proposal(of: "answer")?.width == 504)
    }

    @Test func widerPanelWithTrimmedBottomInsetGives584AndBottomResidual14() throws {
        // Seed 000's LayoutNook host: expandedWidth 600, chrome 0/8/2/8. Offers:
        // (762, 300) → chrome (746, 298) → edgePadding (730, 282) → column
        // (600, 282). Outer bottom residual 24 − 2 = 22, inner 22 − 8 = 14.
        // The answer Text is offered 600 − 8 − 8 = 584 and is one line,
        // 110.5 × 21.25; command row 24 + 14 = 38, Spacer 282 − 21.25 − 38 =
        // 222.75, command row at y 8 + 21.25 + 222.75 = 252. Panel 600 + 16 +
        // 16 + 38 = 670 wide, 282 + 16 + 2 = 300 high.
        let laidOut = try greedy(
            NookPanel(configuration: NookSamples.layoutNookConfiguration) { NookSamples.myHomeView() }.id("panel"), 800, 300)
        laidOut.expectFrames([
            "panel": frame(0, 0, 670, 300), "home": frame(35, 8, 600, 282),
            "answerRow": frame(35, 8, 126.5, 21.25), "answer": frame(43, 8, 110.5, 21.25),
            "gap": frame(35, 29.25, 0, 222.75),
            "commandRow": frame(35, 252, 600, 38), "commandFrame": frame(43, 252, 584, 24),
            "button1": frame(43, 252, 24, 24), "button2": frame(75, 252, 24, 24),
        ])
        #expect(laidOut.proposal(of: "answer")?.width == 584)
        #expect(layerFrame("root/chrome", in: laidOut) == frame(19, 0, 632, 300))
        #expect(layerFrame("root/edgePadding", in: laidOut) == frame(27, 0, 616, 298))
        #expect(layerFrame("root/column", in: laidOut) == frame(35, 8, 600, 282))
    }

    @Test func extraHorizontalPaddingOnTheHomeRootLeavesDeadSpace() throws {
        // Seed 000's "dead space" mistake: .padding(.horizontal, 12) on the
        // home root stacks on edgePadding. The column stays 520 (its width is
        // fixed) but the content inside shrinks by 24 to 496, and the
        // edge-aligned text to 496 − 16 = 480 instead of 504, starting at
        // 35 + 12 + 8 = 55.
        let home = VStack(alignment: .leading, spacing: 0) {
            Color().id("answer")
                .padding(.leading, .nookContentInsets(.leading))
                .padding(.trailing, .nookContentInsets(.trailing))
        }
        .id("content")
        .padding(.horizontal, 12).id("home")
        let laidOut = try greedy(NookPanel { home }.id("panel"), 800, 300)
        laidOut.expectFrames([
            "panel": frame(0, 0, 590, 300), "home": frame(35, 8, 520, 276),
            "content": frame(47, 8, 496, 276), "answer": frame(55, 8, 480, 276),
        ])
    }

    @Test func residualsClampAtZeroWhenTheChromeOutgrowsTheCorner() throws {
        // Chrome leading 30 > bottom radius 24: outer max(24 − 30, 0) = 0;
        // trailing 20: outer 4, inner max(4 − 8, 0) = 0. The answer spans the
        // whole 520 column. Panel 520 + 16 + 30 + 20 + 38 = 624; column at
        // x 19 + 30 + 8 = 57, y 0 + 8 (top inset 0); offered 300 − 8 − 16 = 276.
        let configuration = NookConfiguration(
            style: NookStyle(
                expandedContentInsets: EdgeInsets(top: 0, leading: 30, bottom: 8, trailing: 20)))
        let home = Color().id("answer")
            .padding(.leading, .nookContentInsets(.leading))
            .padding(.trailing, .nookContentInsets(.trailing)).id("home")
        try greedy(NookPanel(configuration: configuration) { home }.id("panel"), 800, 300).expectFrames([
            "panel": frame(0, 0, 624, 300), "home": frame(57, 8, 520, 276), "answer": frame(57, 8, 520, 276),
        ])
    }

    @Test func homeNarrowerThanTheColumnIsCentred() throws {
        // The column is frame(width: 520) with centre alignment (seed 000's
        // VStack pinned to expandedWidth): a 100 x 20 home sits at 35 + (520 −
        // 100) / 2 = 245, and the column takes the home's height 20.
        let laidOut = try greedy(NookPanel { Fixed(width: 100, height: 20).id("home") }.id("panel"), 800, 300)
        laidOut.expectFrames(["panel": frame(0, 0, 590, 44), "home": frame(245, 8, 100, 20)])
        #expect(layerFrame("root/column", in: laidOut) == frame(35, 8, 520, 20))
    }

    @Test func panelIsAnOrdinaryViewInAStack() throws {
        // A panel is a view: priority 0 and the standard spacing 8. HStack
        // offered 700: the Fixed (flexibility 0) and the panel (590 at 0 and at
        // infinity: flexibility 0) keep declaration order; the panel starts at
        // 20 + 8 = 28. HStack 20 + 8 + 590 = 618 wide; both centred on the
        // 100-high line (panel offered 100 is 100 high, Fixed at y 40).
        try greedy(
            HStack {
                Fixed(width: 20, height: 20).id("f")
                NookPanel { Color() }.id("panel")
            }.id("row"), 700, 100
        ).expectFrames([
            "row": frame(0, 0, 618, 100), "f": frame(0, 40, 20, 20), "panel": frame(28, 0, 590, 100),
        ])
    }

    @Test func homePriorityDoesNotBecomeThePanels() throws {
        // Choice (semantics "NookPanel"): the panel reports priority 0 even
        // when its home has 1. VStack offered 300, spacing 8: available 292.
        // Both children are infinitely flexible in height; the panel's minimum
        // is 0 + 16 + 8 = 24 > the Color's 0, so it is sized first (semantics
        // §1.2) and offered 292 / 2 = 146; the Color gets the other 146, at
        // y 0, the panel at y 154, centred: x (800 − 590) / 2 = 105. Were the
        // home's priority 1 passed through, the panel would take all 292.
        try greedy(
            VStack {
                Color().id("c")
                NookPanel { Color().layoutPriority(1) }.id("panel")
            }, 800, 300
        ).expectFrames([
            "c": frame(0, 0, 800, 146), "panel": frame(105, 154, 590, 146),
        ])
    }
}
