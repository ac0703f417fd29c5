import LayoutMetrics
import LayoutModel
import Testing

/// Frame deviation, intersection over union and agreement at a tolerance
/// (docs/metrics.md, "Frame deviation", "Intersection over union",
/// "Agreement at a tolerance"), on frames written by hand.
@Suite struct FrameDeviationTests {
    /// Node 0 equal; node 1 moved 2 right and 4 shorter; node 2 two zero-size frames 5 apart.
    let a = [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 10, y: 10, width: 30, height: 20), Rect(x: 0, y: 0, width: 0, height: 0)]
    let b = [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 12, y: 10, width: 30, height: 16), Rect(x: 5, y: 0, width: 0, height: 0)]

    /// |Δ| of node 1: x 2, h 4; node 2: x 5. Largest: x 5, h 4; means over
    /// 3 nodes: x (0 + 2 + 5)/3 = 7/3, h 4/3.
    @Test func maximumAndMeanArePerComponentOverNodes() throws {
        let deviation = try FrameDeviation(a, b)
        #expect(deviation.maximum == ComponentValues(x: 5, y: 0, width: 0, height: 4))
        #expect(abs(deviation.mean.x - 7.0 / 3) < 1e-12)
        #expect(abs(deviation.mean.height - 4.0 / 3) < 1e-12)
        #expect(deviation.mean.y == 0 && deviation.mean.width == 0)
    }

    /// Node 1: [10, 40]×[10, 30] against [12, 42]×[10, 26]: intersection
    /// 28 × 16 = 448, union 600 + 480 − 448 = 632, IoU 448/632. Node 2: two
    /// zero-area frames that differ: 0. Mean (1 + 448/632 + 0)/3.
    @Test func intersectionOverUnionPerNodeAndMean() throws {
        let deviation = try FrameDeviation(a, b)
        #expect(deviation.nodes.map(\.intersectionOverUnion)[0] == 1)
        #expect(abs(deviation.nodes[1].intersectionOverUnion - 448.0 / 632) < 1e-12)
        #expect(deviation.nodes[2].intersectionOverUnion == 0)
        #expect(abs(deviation.meanIntersectionOverUnion - (1 + 448.0 / 632) / 3) < 1e-12)
        #expect(deviation.minimumIntersectionOverUnion == 0)
    }

    /// Two equal zero-area frames (a Spacer's zero height) have IoU 1: the
    /// union's area is 0, so equal frames count as full overlap. Zero-height
    /// lines at the same y compare as segments: [3, 53] and [3, 52] share 49
    /// of the 50 points they cover together; at another y, or one flat
    /// across and the other along, they share nothing.
    @Test func equalZeroAreaFramesOverlapFully() {
        let line = Rect(x: 3, y: 4, width: 50, height: 0)
        #expect(line.intersectionOverUnion(with: line) == 1)
        #expect(abs(line.intersectionOverUnion(with: Rect(x: 3, y: 4, width: 49, height: 0)) - 49.0 / 50) < 1e-12)
        #expect(line.intersectionOverUnion(with: Rect(x: 3, y: 5, width: 50, height: 0)) == 0)
        #expect(line.intersectionOverUnion(with: Rect(x: 3, y: 4, width: 0, height: 50)) == 0)
    }

    /// Round-off is not disagreement: zero-area frames 1e-12 apart score 0
    /// at tolerance 0 where the segments do not meet, and 1 within a
    /// tolerance of 1e-6 (issue 28: 48 nodes of `exact` in Models/).
    @Test func zeroAreaFramesWithinTheToleranceAgree() {
        let point = Rect(x: 10, y: 20, width: 0, height: 0)
        let nearby = Rect(x: 10 + 1e-12, y: 20, width: 0, height: 0)
        #expect(point.intersectionOverUnion(with: nearby) == 0)
        #expect(point.intersectionOverUnion(with: nearby, tolerance: 1e-6) == 1)
        let line = Rect(x: 3, y: 4, width: 50, height: 0)
        #expect(line.intersectionOverUnion(with: Rect(x: 3, y: 4 + 1e-12, width: 50, height: 0), tolerance: 1e-6) == 1)
        #expect(abs(line.intersectionOverUnion(with: Rect(x: 3, y: 4 + 1e-12, width: 40, height: 0), tolerance: 1e-6) - 0.8) < 1e-12)
    }

    /// Equal infinite widths differ by 0 and overlap fully; an infinite
    /// width against 100 differs by ∞ and, the union being infinite, has IoU 0.
    @Test func infinitiesDifferByZeroWhenEqualAndByInfinityOtherwise() throws {
        let wide = Rect(x: 0, y: 0, width: .infinity, height: 10)
        let deviation = try FrameDeviation([wide, wide], [wide, Rect(x: 0, y: 0, width: 100, height: 10)])
        #expect(deviation.nodes[0].difference == .zero)
        #expect(deviation.nodes[0].intersectionOverUnion == 1)
        #expect(deviation.nodes[1].difference.width == .infinity)
        #expect(deviation.nodes[1].intersectionOverUnion == 0)
        #expect(deviation.mean.width == .infinity)
    }

    /// Node 1's largest |Δ| is 4, node 2's 5: within 0.001 only node 0
    /// agrees; within 4 nodes 0 and 1 (the bound is inclusive); within 5 all.
    @Test func agreementCountsNodesWithinTheToleranceInEveryComponent() throws {
        let deviation = try FrameDeviation(a, b)
        #expect(deviation.agreement(tolerance: 0.001) == (try AgreementRate(agreed: 1, total: 3)))
        #expect(deviation.agreement(tolerance: 4) == (try AgreementRate(agreed: 2, total: 3)))
        #expect(deviation.agreement(tolerance: 5) == (try AgreementRate(agreed: 3, total: 3)))
        #expect(deviation.disagreeing(tolerance: 4).map(\.node) == [2])
    }

    /// No nodes: nothing differs (maxima and means 0, mean IoU 1) and the
    /// agreement has no rate.
    @Test func anEmptySelectionDeviatesByNothing() throws {
        let deviation = try FrameDeviation(a, b, nodes: [])
        #expect(deviation.maximum == .zero && deviation.mean == .zero)
        #expect(deviation.meanIntersectionOverUnion == 1)
        #expect(deviation.agreement(tolerance: 0).rate == nil)
    }

    @Test func mismatchedFrameListsAndIndicesAreErrorsNamingTheirSubject() throws {
        #expect(throws: MetricError.frameCountMismatch(subject: "second frames", expected: 3, actual: 2)) {
            try FrameDeviation(a, Array(b.prefix(2)))
        }
        #expect(throws: MetricError.nodeOutOfRange(node: 7, nodeCount: 3)) { try FrameDeviation(a, b, nodes: [7]) }
        let tree = try LayoutTree(
            HStack {
                Color(); Color()
            }.node)
        let short = LayoutResult(engine: "lp/exact", frames: [.zero], proposals: [nil])
        let full = LayoutResult(engine: "greedy", frames: a, proposals: [nil, nil, nil])
        #expect(throws: MetricError.frameCountMismatch(subject: "lp/exact", expected: 3, actual: 1)) {
            try FrameDeviation(full, short, in: tree)
        }
        #expect(
            MetricError.frameCountMismatch(subject: "lp/exact", expected: 3, actual: 1).description
                == "lp/exact: expected 3 frames (one per node), got 1")
    }

    /// Two results of `HStack { Color #a; Color #b }` compared at the ids:
    /// #a equal, #b 1.5 narrower; the HStack (no id) differs by 9 but is
    /// not selected. Largest |Δwidth| 1.5; agreement at 1: 1 of 2.
    @Test func resultsAreComparedAtTheSelectedNodes() throws {
        let tree = try LayoutTree(
            HStack {
                Color().id("a"); Color().id("b")
            }.node)
        let greedy = LayoutResult(
            engine: "greedy",
            frames: frames(
                tree,
                [
                    "root": Rect(x: 0, y: 0, width: 100, height: 10), "root/0": Rect(x: 0, y: 0, width: 46, height: 10),
                    "root/1": Rect(x: 54, y: 0, width: 46, height: 10),
                ]), proposals: Array(repeating: nil, count: 3))
        let lp = LayoutResult(
            engine: "lp/exact",
            frames: frames(
                tree,
                [
                    "root": Rect(x: 0, y: 0, width: 91, height: 10), "root/0": Rect(x: 0, y: 0, width: 46, height: 10),
                    "root/1": Rect(x: 54, y: 0, width: 44.5, height: 10),
                ]), proposals: Array(repeating: nil, count: 3))
        let deviation = try FrameDeviation(greedy, lp, in: tree, selection: .identified)
        #expect(deviation.nodes.map(\.node) == [index(tree, "root/0"), index(tree, "root/1")])
        #expect(deviation.maximum == ComponentValues(x: 0, y: 0, width: 1.5, height: 0))
        #expect(deviation.agreement(tolerance: 1) == (try AgreementRate(agreed: 1, total: 2)))
    }

    /// `HStack { Color #a; Empty; Color }.padding(8)`: nodes are appended
    /// view first (HStack 0, children 1-3), then the padding (4, the root).
    /// Pre-order starts at the padding; `.present` drops the Empty view,
    /// `.identified` keeps only #a.
    @Test func selectionsFollowPreOrder() throws {
        let tree = try LayoutTree(
            HStack {
                Color().id("a"); EmptyView(); Color()
            }.padding(8).node)
        #expect(NodeSelection.all.nodes(in: tree) == [4, 0, 1, 2, 3])
        #expect(NodeSelection.present.nodes(in: tree) == [4, 0, 1, 3])
        #expect(NodeSelection.identified.nodes(in: tree) == [1])
        #expect(NodeSelection.indices([3, 1]).nodes(in: tree) == [3, 1])
    }
}
