import LayoutModel
import Testing

@testable import LayoutChecker  // for the internal memberwise initialisers of the expected values

/// `ResultComparison` compares two results node by node (ResultComparison.swift):
/// differences in pre-order (outermost first), `differences.first` the first
/// node a reader meets going down, and a report with both frames on every
/// differing node. The sample's node indices are not in pre-order (the
/// padding, outermost, has the highest index), so an implementation that
/// walked indices would list the differences in another order.
@Suite struct ResultComparisonTests {
    let tolerance = Tolerance(0.001)

    @Test func resultsWithinToleranceAgree() throws {
        let sample = try Sample()
        var nearly = Sample.greedyFrames
        nearly["root/1"] = Rect(x: 292.0005, y: 21, width: 8, height: 0)
        let comparison = ResultComparison(
            tree: sample.tree, left: sample.result("greedy", Sample.greedyFrames),
            right: sample.result("lp", nearly), tolerance: tolerance)
        #expect(comparison.agree)
        #expect(comparison.differences == [])
        #expect(comparison.report == "greedy and lp agree on all 4 nodes (tolerance 0.001)\n")
    }

    /// The lp frames differ from greedy at three nodes: the padding is one
    /// point wider, the Color half a point narrower, and the Spacer starts
    /// half a point earlier and is half a point wider.
    static let lpFrames: [String: Rect] = {
        var frames = Sample.greedyFrames
        frames["root/padding"] = Rect(x: 0, y: 0, width: 317, height: 42)
        frames["root/0"] = Rect(x: 16, y: 16, width: 275.5, height: 10)
        frames["root/1"] = Rect(x: 291.5, y: 21, width: 8.5, height: 0)
        return frames
    }()

    @Test func differencesAreListedInPreorder() throws {
        let sample = try Sample()
        let comparison = ResultComparison(
            tree: sample.tree, left: sample.result("greedy", Sample.greedyFrames),
            right: sample.result("lp", Self.lpFrames), tolerance: tolerance)
        #expect(!comparison.agree)
        // Pre-order: root/padding, root (no difference), root/0, root/1.
        #expect(comparison.differences.map(\.path) == ["root/padding", "root/0", "root/1"])
        #expect(comparison.differences.map(\.components) == [["width"], ["width"], ["x", "width"]])
        #expect(
            comparison.differences.first
                == NodeDifference(
                    node: sample.index("root/padding"), path: "root/padding", id: nil,
                    left: Rect(x: 0, y: 0, width: 316, height: 42), right: Rect(x: 0, y: 0, width: 317, height: 42),
                    components: ["width"]))
    }

    @Test func differenceDescriptionNamesPathIDAndBothFrames() throws {
        let sample = try Sample()
        let comparison = ResultComparison(
            tree: sample.tree, left: sample.result("greedy", Sample.greedyFrames),
            right: sample.result("lp", Self.lpFrames), tolerance: tolerance)
        #expect(
            comparison.differences.map(\.description) == [
                "root/padding: x 0 y 0 w 316 h 42 vs x 0 y 0 w 317 h 42 [width differ]",
                "root/0 #a: x 16 y 16 w 276 h 10 vs x 16 y 16 w 275.5 h 10 [width differ]",
                "root/1: x 292 y 21 w 8 h 0 vs x 291.5 y 21 w 8.5 h 0 [x, width differ]",
            ])
    }

    @Test func reportNamesTheFirstDifferenceWithItsProposalsAndMarksEveryDifference() throws {
        let sample = try Sample()
        var lpFrames = Self.lpFrames
        lpFrames["root/padding"] = Sample.greedyFrames["root/padding"]  // first difference is now the Color
        // The HStack places the Color with (276, 10) in greedy; say lp used (275.5, 10).
        let left = sample.result("greedy", Sample.greedyFrames, proposals: ["root/0": ProposedViewSize(width: 276, height: 10)])
        let right = sample.result("lp", lpFrames, proposals: ["root/0": ProposedViewSize(width: 275.5, height: 10)])
        let comparison = ResultComparison(tree: sample.tree, left: left, right: right, tolerance: tolerance)
        #expect(
            comparison.report == """
                greedy and lp differ at 2 node(s); first: root/0 #a: x 16 y 16 w 276 h 10 vs x 16 y 16 w 275.5 h 10 [width differ]
                  greedy placed it with proposal (276, 10)
                  lp placed it with proposal (275.5, 10)
                padding  x 0 y 0 w 316 h 42
                └─ HStack #row  x 16 y 16 w 284 h 10
                   ├─ ✗ Color #a  greedy: x 16 y 16 w 276 h 10  |  lp: x 16 y 16 w 275.5 h 10
                   └─ ✗ Spacer  greedy: x 292 y 21 w 8 h 0  |  lp: x 291.5 y 21 w 8.5 h 0

                """)
    }

    @Test func reportOmitsProposalsAnEngineDoesNotGive() throws {
        let sample = try Sample()
        let left = sample.result("greedy", Sample.greedyFrames, proposals: ["root/padding": ProposedViewSize(width: 316, height: 42)])
        let right = sample.result("lp", Self.lpFrames)
        let report = ResultComparison(tree: sample.tree, left: left, right: right, tolerance: tolerance).report
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.prefix(3) == [
                "greedy and lp differ at 3 node(s); first: root/padding: x 0 y 0 w 316 h 42 vs x 0 y 0 w 317 h 42 [width differ]",
                "  greedy placed it with proposal (316, 42)",
                "✗ padding  greedy: x 0 y 0 w 316 h 42  |  lp: x 0 y 0 w 317 h 42",
            ])
    }

    @Test func infiniteFramesAgreeWithTheSameInfinity() throws {
        let sample = try Sample()
        var frames = Sample.greedyFrames
        frames["root/padding"] = Rect(x: 0, y: 0, width: .infinity, height: 42)
        var other = frames
        let same = ResultComparison(
            tree: sample.tree, left: sample.result("greedy", frames),
            right: sample.result("lp", other), tolerance: tolerance)
        #expect(same.agree)
        other["root/padding"] = Rect(x: 0, y: 0, width: 1e12, height: 42)
        let different = ResultComparison(
            tree: sample.tree, left: sample.result("greedy", frames),
            right: sample.result("lp", other), tolerance: tolerance)
        #expect(different.differences.map(\.path) == ["root/padding"])
    }
}
