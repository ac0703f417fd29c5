import LayoutChecker
import LayoutFuzzing
import LayoutModel
import Testing

/// `DivergenceClassifier` on hand-made pairs of results for one HStack of
/// Colors at height 20 (greedy's frames from the classic cases'
/// derivations, docs/strategies.md; the other side a strategy's).
@Suite struct DivergenceClassifierTests {
    func classify(widths greedy: [Double], _ other: [Double], proposal: Double, priorities: [Double]? = nil) throws
        -> DivergenceClassifier.Cause
    {
        let children = greedy.indices.map { index -> ViewNode in
            let color = Color().id("c\(index)")
            return priorities.map { color.layoutPriority($0[index]) } ?? color.node
        }
        let tree = try LayoutTree(HStack(spacing: 0) { children }.node)
        func result(_ widths: [Double], _ engine: String) -> LayoutResult {
            var frames = [Rect](repeating: .zero, count: tree.nodes.count)
            frames[0] = Rect(x: 0, y: 0, width: widths.reduce(0, +), height: 20)
            var x = 0.0
            for (offset, child) in tree[0].children.enumerated() {
                for node in [child] + tree[child].children { frames[node] = Rect(x: x, y: 0, width: widths[offset], height: 20) }
                x += widths[offset]
            }
            var proposals = [ProposedViewSize?](repeating: nil, count: tree.nodes.count)
            proposals[0] = ProposedViewSize(width: proposal, height: 20)
            return LayoutResult(engine: engine, frames: frames, proposals: proposals)
        }
        let comparison = ResultComparison(
            tree: tree, left: result(greedy, "greedy"), right: result(other, "lp/test"), tolerance: Tolerance(1e-6))
        return DivergenceClassifier().classify(comparison)
    }

    /// Classic case 3: greedy 60/75 leaves 15 of 150 unused; lex-fair 60/90.
    @Test func greedyLeavingSpaceTheStrategyFillsIsUnderFill() throws {
        #expect(try classify(widths: [60, 75], [60, 90], proposal: 150) == .underFill)
    }

    /// Classic case 2: both fill 240; greedy's smallest child (65) is below
    /// lex-fair's (72.5).
    @Test func aLargerSmallestShareIsMaxMinFairness() throws {
        #expect(try classify(widths: [80, 95, 65], [72.5, 95, 72.5], proposal: 240) == .notMaxMinFair)
    }

    /// Classic case 1 under `weighted`: the same total split 0/0/300.
    @Test func theSameTotalSplitOtherwiseIsATie() throws {
        #expect(try classify(widths: [100, 100, 100], [0, 0, 300], proposal: 300) == .tieBrokenElsewhere)
    }

    /// Greedy's row is 400 in 300; the other fits.
    @Test func oneSideOverflowingIsOverflow() throws {
        #expect(try classify(widths: [200, 0, 200], [150, 0, 150], proposal: 300) == .overflow)
    }

    /// The same total; the priority-1 child shrank while the priority-0 one grew.
    @Test func aLowerPriorityGrowingAtAHigherOnesCostIsInversion() throws {
        #expect(try classify(widths: [200, 100], [100, 200], proposal: 300, priorities: [1, 0]) == .priorityInversion)
    }
}
