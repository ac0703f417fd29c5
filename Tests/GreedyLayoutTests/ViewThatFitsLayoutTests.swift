import GreedyLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// ViewThatFits (docs/greedy-semantics.md, "ViewThatFits"): the first child
/// whose ideal size fits on the constrained axes, else the last; the others
/// report a zero frame at its origin.
@Suite struct ViewThatFitsLayoutTests {
    /// ViewThatFits(in: .horizontal) { Fixed 100 x 10 [a]; Fixed 60 x 10 [b]; Color [c] }.
    let choice = ViewThatFits(in: [.horizontal]) {
        Fixed(width: 100, height: 10).id("a")
        Fixed(width: 60, height: 10).id("b")
        Color().id("c")
    }.id("fits")

    /// At widths 120 and 100 a fits (100 <= 100: a tie fits); at 99 and 60
    /// b does; at 59 neither, so the last child, the Color, takes 59 x 30.
    @Test(arguments: [(120.0, "a", 100.0, 10.0), (100, "a", 100, 10), (99, "b", 60, 10), (60, "b", 60, 10), (59, "c", 59, 30)])
    func theFirstChildThatFitsIsShown(width: Double, shown: String, shownWidth: Double, shownHeight: Double) throws {
        var expected = ["a": frame(0, 0, 0, 0), "b": frame(0, 0, 0, 0), "c": frame(0, 0, 0, 0)]
        expected[shown] = frame(0, 0, shownWidth, shownHeight)
        expected["fits"] = frame(0, 0, shownWidth, shownHeight)
        try greedy(choice, width, 30).expectFrames(expected)
    }

    /// An unspecified proposal on a constrained axis fits anything: the first child.
    @Test func anUnspecifiedProposalShowsTheFirstChild() throws {
        try greedy(choice, nil, 30).expectFrames(["fits": frame(0, 0, 100, 10), "b": frame(0, 0, 0, 0)])
    }

    /// Children not shown report a zero frame at the container's origin, and
    /// so does everything inside them. VStack(spacing: 0) { Fixed 10 x 20;
    /// ViewThatFits(in: .horizontal) { HStack { Fixed 200 x 5 [x] } [row]; Fixed 30 x 5 [y] } }
    /// proposed 100 x 100: the VStack is 30 wide; the ViewThatFits sits at
    /// ((30 - 30) / 2, 20) = (0, 20); row and x, not shown, are 0 x 0 there.
    @Test func everythingInsideAChildNotShownIsAtTheOrigin() throws {
        let view = VStack(spacing: 0) {
            Fixed(width: 10, height: 20)
            ViewThatFits(in: [.horizontal]) {
                HStack { Fixed(width: 200, height: 5).id("x") }.id("row")
                Fixed(width: 30, height: 5).id("y")
            }
        }
        try greedy(view, 100, 100).expectFrames([
            "row": frame(0, 20, 0, 0), "x": frame(0, 20, 0, 0), "y": frame(0, 20, 30, 5),
        ])
    }

    /// The shown child's explicit guides pass up unchanged, built-in ones
    /// included (a unary container, OpenSwiftUI's explicitAlignment).
    /// VStack(alignment: .leading, spacing: 0) { ViewThatFits(in: .horizontal)
    /// { Fixed 50 x 10 with leading guide 20 [a]; Fixed 20 x 10 [b] }; Fixed 40 x 10 [c] }.
    /// At width 100 a is shown: the guides line up at x 20, so the
    /// ViewThatFits is at 20 − 20 = 0 and c at 20 − 0 = 20 (the stack spans
    /// −20…40 around the line: 60 wide). At width 40, b is shown (50 > 40):
    /// no explicit guide, both at x 0.
    @Test func theShownChildsGuidesPassUp() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            ViewThatFits(in: [.horizontal]) {
                Fixed(width: 50, height: 10).alignmentGuide(HorizontalAlignment.leading, GuideValue(constant: 20)).id("a")
                Fixed(width: 20, height: 10).id("b")
            }.id("fits")
            Fixed(width: 40, height: 10).id("c")
        }.id("column")
        try greedy(view, 100, 100).expectFrames([
            "column": frame(0, 0, 60, 20), "fits": frame(0, 0, 50, 10), "c": frame(20, 10, 40, 10),
        ])
        try greedy(view, 40, 100).expectFrames([
            "column": frame(0, 0, 40, 20), "fits": frame(0, 0, 20, 10), "b": frame(0, 0, 20, 10), "c": frame(0, 10, 40, 10),
        ])
    }

    /// `layoutlp explain` reads the choice from the derivation: each child
    /// measured up to the first that fits, with its ideal size. At width 70:
    /// a is 100 > 70, b is 60 <= 70 and shown.
    @Test func theDerivationRecordsTheChoice() throws {
        let tree = try LayoutTree(choice.node)
        let derivation = try GreedyDerivation(of: tree.root, in: tree, proposal: ProposedViewSize(width: 70, height: 30))
        let step = try #require(derivation.steps.last?.viewThatFits)
        #expect(step.candidates.map(\.fits) == [false, true])
        #expect(step.candidates.map(\.ideal) == [Size(width: 100, height: 10), Size(width: 60, height: 10)])
        #expect(step.chosen == tree.node(id: "b")?.index)
    }
}
