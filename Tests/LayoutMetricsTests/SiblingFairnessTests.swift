import LayoutMetrics
import LayoutModel
import Testing

/// Jain's index and the max–min gap (docs/metrics.md, "Fairness among
/// siblings") and the kept share they can compare ("Kept share").
@Suite struct SiblingFairnessTests {
    /// Jain's index of (30, 10): (30 + 10)² / (2 · (900 + 100)) = 1600/2000 = 0.8; gap 20.
    @Test func jainIndexOfTwoLengths() throws {
        let fairness = try SiblingFairness(children: [1, 2], values: [30, 10])
        #expect(fairness.jainIndex == 0.8)
        #expect(fairness.gap == 20)
    }

    /// Equal values (zeros included) are perfectly fair; no values have no index.
    @Test func equalValuesScoreOneAndNoValuesHaveNoIndex() throws {
        #expect(try SiblingFairness(children: [1, 2, 3], values: [7, 7, 7]).jainIndex == 1)
        #expect(try SiblingFairness(children: [1, 2], values: [0, 0]).jainIndex == 1)
        #expect(try SiblingFairness(children: [], values: []).jainIndex == nil)
        #expect(try SiblingFairness(children: [], values: []).gap == nil)
    }

    /// k infinite values of n: the limit of equal values growing without
    /// bound, k/n. One of (∞, 10) is 1/2 with an infinite gap; (∞, ∞) is 1 with gap 0.
    @Test func infiniteValuesTakeTheirLimit() throws {
        #expect(try SiblingFairness(children: [1, 2], values: [.infinity, 10]).jainIndex == 0.5)
        #expect(try SiblingFairness(children: [1, 2], values: [.infinity, 10]).gap == .infinity)
        #expect(try SiblingFairness(children: [1, 2], values: [.infinity, .infinity]).jainIndex == 1)
        #expect(try SiblingFairness(children: [1, 2], values: [.infinity, .infinity]).gap == 0)
    }

    /// `HStack { Color #a; Spacer; Color #b }` 100 wide with widths 30, 60,
    /// 10. Without the Spacer: (30, 10), 0.8. With it: 100² / (3 · (900 +
    /// 3600 + 100)) = 10000/13800.
    @Test func stackChildrenByLengthLeaveSpacersOutUnlessAsked() throws {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().id("a"); Spacer(); Color().id("b")
            }.node)
        let laidOut = frames(
            tree,
            [
                "root": Rect(x: 0, y: 0, width: 100, height: 10), "root/0": Rect(x: 0, y: 0, width: 30, height: 10),
                "root/1": Rect(x: 30, y: 0, width: 60, height: 10), "root/2": Rect(x: 90, y: 0, width: 10, height: 10),
            ])
        let fairness = try SiblingFairness(stack: tree.root, in: tree, frames: laidOut)
        #expect(fairness.children == [index(tree, "root/0"), index(tree, "root/2")])
        #expect(fairness.jainIndex == 0.8)
        let withSpacer = try SiblingFairness(stack: tree.root, in: tree, frames: laidOut, includingSpacers: true)
        #expect(abs((withSpacer.jainIndex ?? 0) - 10000.0 / 13800) < 1e-12)
    }

    /// Kept shares in the 100-wide stack: #a 30 in 10…50 keeps (30 − 10)/40
    /// = 0.5; #b 10 in 0…∞, capped at the stack's 100, keeps 10/100 = 0.1.
    /// Jain: 0.6² / (2 · (0.25 + 0.01)) = 0.36/0.52; gap 0.4.
    @Test func stackChildrenByKeptShare() throws {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().id("a"); Spacer(); Color().id("b")
            }.node)
        let laidOut = frames(
            tree,
            [
                "root": Rect(x: 0, y: 0, width: 100, height: 10), "root/0": Rect(x: 0, y: 0, width: 30, height: 10),
                "root/1": Rect(x: 30, y: 0, width: 60, height: 10), "root/2": Rect(x: 90, y: 0, width: 10, height: 10),
            ])
        let ranges = [
            index(tree, "root/0"): LengthRange(minimum: 10, maximum: 50),
            index(tree, "root/2"): LengthRange(minimum: 0, maximum: .infinity),
        ]
        let fairness = try SiblingFairness(stack: tree.root, in: tree, frames: laidOut, measure: .keptShare(ranges))
        #expect(fairness.values == [0.5, 0.1])
        #expect(abs((fairness.jainIndex ?? 0) - 0.36 / 0.52) < 1e-12)
        #expect(abs((fairness.gap ?? 0) - 0.4) < 1e-12)
    }

    @Test func valuesGoOnePerChild() {
        #expect(throws: MetricError.valueCountMismatch(subject: "sibling values", expected: 2, actual: 1)) {
            try SiblingFairness(children: [1, 2], values: [3])
        }
    }

    @Test func fairnessIsAskedOfStacksOnly() throws {
        let tree = try LayoutTree(HStack { Color() }.padding(8).node)
        #expect(throws: MetricError.notAStack(path: "root/padding")) {
            try SiblingFairness(stack: tree.root, in: tree, frames: frames(tree, [:]))
        }
    }

    /// "Kept share": (length − min)/(min(max, capacity) − min).
    @Test func keptShareFollowsItsDefinition() {
        let range = LengthRange(minimum: 10, maximum: 50)
        #expect(range.keptShare(of: 30) == 0.5)
        #expect(range.keptShare(of: 60) == 1.25)  // not clamped
        #expect(range.keptShare(of: 30, capacity: 5) == nil)  // the container cannot grow it past its minimum
        #expect(LengthRange(minimum: 20, maximum: 20).keptShare(of: 20) == nil)  // rigid
        let unbounded = LengthRange(minimum: 0, maximum: .infinity)
        #expect(unbounded.keptShare(of: 40) == 0)
        #expect(unbounded.keptShare(of: .infinity) == 1)
        #expect(unbounded.keptShare(of: 40, capacity: 100) == 0.4)
    }
}
