import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutTestSupport
import Testing

/// Explicit alignment guides in the `exact` strategy (semantics §9), against
/// numbers worked out by hand and the greedy engine, with one compiled
/// program per tree serving every proposal of the sweep.
@Suite struct ExactGuidesTests {
    let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())
    static let mid = VerticalAlignment.custom("mid")

    /// Solves `tree` for each proposal with ONE program and checks each
    /// result against the greedy engine; returns the frames by id.
    /// Also returns the rows the program has in the guide family.
    func sweep(_ tree: LayoutTree, widths: [Double], height: Double) throws -> (frames: [Double: [ModelID: Rect]], guideRows: Int) {
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        var framesByWidth: [Double: [ModelID: Rect]] = [:]
        for width in widths {
            let proposal = ProposedViewSize(width: width, height: height)
            let result = try engine.solve(program, proposal: proposal).result
            let greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal)
            let comparison = ResultComparison(tree: tree, left: greedy, right: result, tolerance: Tolerance(1e-6))
            #expect(comparison.agree, "width \(width): \(comparison.differences.map(\.description))")
            framesByWidth[width] = result.framesByID(in: tree)
        }
        return (framesByWidth, program.statistics.rowsByFamily[.guide, default: 0])
    }

    func close(_ a: Double?, _ b: Double) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= 1e-6
    }

    /// Semantics §9: a custom guide leaves the VStack as the mean of its
    /// children's explicit values, each moved by the child's origin. Proposal
    /// (W, 100), W ≥ 60. The HStack serves `tag` (Fixed, flexibility 0) first:
    /// 30 wide; the column is offered W − 8 − 30 = W − 38 (§1.2-§1.3). In
    /// the column `top` (mid = 0) sits at y 0 and `bar` (30 high, mid =
    /// 0.25 · its width W − 38) at y 10 + 8 = 18, so the column's mid is
    /// (0 + 18 + (W − 38) / 4) / 2 = 9 + (W − 38) / 8. `tag` has no explicit
    /// value: the custom default, its centre 5 (§9). The HStack's extent
    /// (§1.5): lower = min(0, −mid, −5) = −mid, upper = max(0, 48 − mid, 5),
    /// so the row is 48 high while mid ≤ 43 (W ≤ 310) and mid + 5 above;
    /// the column is at y 0, `tag` at y mid − 5 and x (W − 38) + 8.
    @Test func customGuideThroughTwoStacksServesASweepOfWidths() throws {
        let view = HStack(alignment: Self.mid) {
            VStack {
                Fixed(width: 20, height: 10).alignmentGuide(Self.mid, GuideValue(constant: 0)).id("top")
                Rectangle().frame(height: 30).alignmentGuide(Self.mid, GuideValue(width: 0.25)).id("bar")
            }.id("column")
            Fixed(width: 30, height: 10).id("tag")
        }.id("row")
        let tree = try LayoutTree(view.node)
        let handWidths: [Double] = [60, 100, 310, 400, 1000]
        let (results, guideRows) = try sweep(tree, widths: [0, 20, 45] + handWidths, height: 100)
        #expect(guideRows == 0, "a mean is linear: no rows of its own")
        for width in handWidths {
            let frames = try #require(results[width])
            let mid = 9 + (width - 38) / 8
            #expect(close(frames["column"]?.y, 0), "width \(width)")
            #expect(close(frames["column"]?.width, width - 38), "width \(width)")
            #expect(close(frames["bar"]?.y, 18), "width \(width)")
            #expect(close(frames["tag"]?.x, width - 30), "width \(width)")
            #expect(close(frames["tag"]?.y, mid - 5), "width \(width)")
            #expect(close(frames["row"]?.height, max(48, mid + 5)), "width \(width)")
        }
    }

    /// The VStack `column` of the baseline tests, W ≥ 118: `mark` (Fixed 10,
    /// flexibility 0) is served first, so the column is offered W − 18 (§1.3);
    /// `wide` (40 high, as wide as offered) sets the baseline at 0.1 · (W − 18)
    /// at y 0, `fixed` (10 × 10) sets 5 at y 40 + 8 = 48, so 53 in the column.
    func baselineRow(_ alignment: VerticalAlignment) -> some View {
        HStack(alignment: alignment) {
            VStack {
                Rectangle().frame(height: 40).alignmentGuide(alignment, GuideValue(width: 0.1)).id("wide")
                Fixed(width: 10, height: 10).alignmentGuide(alignment, GuideValue(constant: 5)).id("fixed")
            }.id("column")
            Fixed(width: 10, height: 10).id("mark")
        }.id("row")
    }

    /// Semantics §9: a stack's first text baseline is the smallest of its
    /// children's, g = min(0.1 · (W − 18), 53); which one is smallest depends
    /// on W, so the program chooses with a binary. `mark` has no baseline:
    /// the default, its bottom 10. With g ≥ 10: lower = −g, upper =
    /// max(0, 58 − g, 0) = 58 − g: the row is 58 high, `mark` at y g − 10.
    @Test func firstBaselineOfStackIsTheSmallestChosenPerProposal() throws {
        let tree = try LayoutTree(baselineRow(.firstTextBaseline).node)
        let (results, guideRows) = try sweep(tree, widths: [0, 50, 118, 218, 418, 548, 1018, 5000], height: 100)
        // One minimum the tree cannot decide: 4 big-M rows each time the row's
        // distribution asks for the column's baseline (sizing and placement).
        #expect(guideRows >= 4 && guideRows % 4 == 0, "guide rows: \(guideRows)")
        for (width, baseline) in [(118.0, 10.0), (218, 20), (418, 40), (548, 53), (1018, 53), (5000, 53)] {
            let frames = try #require(results[width])
            #expect(close(frames["mark"]?.y, baseline - 10), "width \(width)")
            #expect(close(frames["column"]?.y, 0), "width \(width)")
            #expect(close(frames["row"]?.height, 58), "width \(width)")
        }
    }

    /// Semantics §9 (Choice): the last text baseline is the largest,
    /// g = max(0.1 · (W − 18), 53) ≥ 53 > 10: lower = −g, upper =
    /// max(0, 58 − g, 0): the row is max(58, g) high, `mark` at y g − 10.
    @Test func lastBaselineOfStackIsTheLargestChosenPerProposal() throws {
        let tree = try LayoutTree(baselineRow(.lastTextBaseline).node)
        let (results, guideRows) = try sweep(tree, widths: [0, 50, 218, 548, 618, 1018], height: 100)
        // One maximum the tree cannot decide: 4 big-M rows each time the row's
        // distribution asks for the column's baseline (sizing and placement).
        #expect(guideRows >= 4 && guideRows % 4 == 0, "guide rows: \(guideRows)")
        for (width, baseline) in [(0.0, 53.0), (50, 53), (218, 53), (548, 53), (618, 60), (1018, 100)] {
            let frames = try #require(results[width])
            #expect(close(frames["mark"]?.y, baseline - 10), "width \(width)")
            #expect(close(frames["row"]?.height, max(58, baseline)), "width \(width)")
        }
    }

    /// Semantics §9: a guide value may read another guide of the same view,
    /// and padding passes an explicit guide up moved by where it puts its
    /// child. Proposal (W, 100), W ≥ 20: both VStack children are offered W;
    /// `wide` gets W − 20 inside the padding (§3) and sets leading = 0.5 ·
    /// its trailing = 0.5 · (W − 20); the padding puts it at x 10, so the
    /// padding's leading is 0.5 · W. `fixed` (30 wide) keeps the default 0.
    /// Extent (§1.5): lower = min(0, 0, −0.5 W), upper = max(0, 30, W − 0.5 W):
    /// the column is 0.5 W + max(30, 0.5 W) wide, `fixed` at x 0.5 W, the
    /// padding at x 0 and `wide` at x 10; heights 10 + 8 + 30 = 48.
    @Test func guideReadingAnotherGuidePassesUpThroughPadding() throws {
        let view = VStack(alignment: .leading) {
            Fixed(width: 30, height: 10).id("fixed")
            Rectangle().frame(height: 10)
                .alignmentGuide(HorizontalAlignment.leading, GuideValue(guide: .horizontal(.trailing), guideScale: 0.5)).id("wide")
                .padding(10).id("pad")
        }.id("column")
        let tree = try LayoutTree(view.node)
        let (results, _) = try sweep(tree, widths: [0, 10, 20, 40, 60, 100, 400], height: 100)
        for width in [20.0, 40, 60, 100, 400] {
            let frames = try #require(results[width])
            #expect(close(frames["column"]?.width, 0.5 * width + max(30, 0.5 * width)), "width \(width)")
            #expect(close(frames["column"]?.height, 48), "width \(width)")
            #expect(close(frames["fixed"]?.x, 0.5 * width), "width \(width)")
            #expect(close(frames["pad"]?.x, 0), "width \(width)")
            #expect(close(frames["wide"]?.x, 10), "width \(width)")
            #expect(close(frames["wide"]?.width, width - 20), "width \(width)")
        }
    }

    /// docs/text-metrics.md: a Text's first baseline is 1.0 f below its top,
    /// its line 1.25 f high. Unspecified proposal, so both Texts answer
    /// constants: baselines 17 and 34, heights 21.25 and 42.5. Lower
    /// min(0, −17, −34) = −34, upper max(0, 4.25, 8.5) = 8.5: the row is
    /// 42.5 high, the small Text at y 34 − 17 = 17, the large one at 0.
    @Test func textBaselinesAlignTextsOfTwoSizes() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Hi", fontSize: 17).id("small")
            Text("Hi", fontSize: 34).id("large")
        }.id("row")
        let tree = try LayoutTree(view.node)
        let result = try engine.layout(tree, proposal: .unspecified)
        let frames = result.framesByID(in: tree)
        #expect(frames["row"]?.height == 42.5)
        #expect(frames["small"]?.y == 17)
        #expect(frames["large"]?.y == 0)
        let greedy = try GreedyLayoutEngine().layout(tree, proposal: .unspecified)
        #expect(ResultComparison(tree: tree, left: greedy, right: result, tolerance: Tolerance(1e-6)).agree)
    }
}
