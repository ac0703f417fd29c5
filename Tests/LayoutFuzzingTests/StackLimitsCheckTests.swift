import LayoutChecker
import LayoutFuzzing
import LayoutModel
import Testing

/// `StackLimitsCheck` on hand-made results of `HStack(spacing: 0) { a; b }`,
/// a = `frame(maxWidth: 60)` and b = `frame(minWidth: 50, maxWidth: 100)`
/// around Colors: a's limits are 0 and 60, b's 50 and 100 (a flexible frame
/// clamps its proposal, a Color takes it), so the minima take 50.
@Suite struct StackLimitsCheckTests {
    let tree = try! LayoutTree(
        HStack(spacing: 0) {
            Color().frame(maxWidth: 60).id("a")
            Color().frame(minWidth: 50, maxWidth: 100).id("b")
        }.node)

    func violations(offer: Double, widths: [Double]) -> [PropertyViolation] {
        let result = handMadeRow(tree, offer: offer, widths: widths, proposed: widths)
        return StackLimitsCheck(tolerance: Tolerance(1e-4))
            .violations(in: result, tree: tree, proposal: ProposedViewSize(width: offer, height: 20), engine: result.engine)
    }

    /// lex-fair's answer in 150 (level 90: a 60, b 90): within both limits, fitting.
    @Test func anAnswerWithinTheLimitsThatFitsHoldsBoth() {
        #expect(violations(offer: 150, widths: [60, 90]).isEmpty)
    }

    /// b at 40 is below the 50 its frame's minWidth gives it.
    @Test func aChildBelowItsMinimumBreaksTheLimits() {
        let found = violations(offer: 150, widths: [60, 40])
        #expect(found.map(\.property) == [.limitsHeld])
        #expect(found.first?.detail.contains("40 along horizontal, below its minimum 50") == true)
    }

    /// a at 70 is above the 60 its frame's maxWidth allows.
    @Test func aChildAboveItsMaximumBreaksTheLimits() {
        let found = violations(offer: 150, widths: [70, 80])
        #expect(found.map(\.property) == [.limitsHeld])
        #expect(found.first?.detail.contains("above its maximum 60") == true)
    }

    /// In 100 the minima (0 + 50) fit, yet 60 + 50 = 110 overflows by 10.
    @Test func overflowingWhereTheMinimaFitBreaksTheOverflowProperty() {
        let found = violations(offer: 100, widths: [60, 50])
        #expect(found.map(\.property) == [.overflowOnlyWhenMinimaDoNotFit])
        #expect(found.first?.detail.contains("110 in an offer of 100, though its children's minima and spacing take 50") == true)
    }

    /// In 40 the minima (50) do not fit: b at its minimum overflows by 10, as it must.
    @Test func overflowWhereTheMinimaDoNotFitIsAllowed() {
        #expect(violations(offer: 40, widths: [0, 50]).isEmpty)
    }
}

extension StackLimitsCheckTests {
    /// `VStack(spacing: 0) { LazyHGrid(rows: [adaptive(10…50)]) {}; Color }`
    /// in 0 × 320 (fuzz seed 18110061395191283646, case 88, shrunk): the
    /// grid answers an infinite height with one row of 50 and its gap
    /// (58: docs/greedy-semantics.md, "Lazy grids", an infinite offer) but
    /// 151 with as many rows as fit (floor((151 + 8) / 18) = 8 rows of
    /// 159 / 8 − 8 = 11.875, covering 151), so 58 is no maximum: a stack
    /// holding it is not checked, and `weighted`'s 151 / 169 is no violation.
    @Test func aLazyGridWithAnAdaptiveMaximumIsNotHeldToItsAnswerToInfinity() {
        let grid = try! LayoutTree(
            VStack(spacing: 0) {
                LazyHGrid(rows: [GridItem(.adaptive(minimum: 10, maximum: 50))]) {}.id("grid")
                Color().id("color")
            }.node)
        let result = handMadeColumn(grid, offer: 320, heights: [151, 169])
        let found = StackLimitsCheck(tolerance: Tolerance(1e-4))
            .violations(in: result, tree: grid, proposal: ProposedViewSize(width: 0, height: 320), engine: result.engine)
        #expect(found.isEmpty)
        // The same stack with a fixed row of 58 is checked: 151 is above it.
        let fixed = try! LayoutTree(
            VStack(spacing: 0) {
                LazyHGrid(rows: [GridItem(.fixed(58))]) {}.id("grid")
                Color().id("color")
            }.node)
        let broken = StackLimitsCheck(tolerance: Tolerance(1e-4))
            .violations(
                in: handMadeColumn(fixed, offer: 320, heights: [151, 169]), tree: fixed,
                proposal: ProposedViewSize(width: 0, height: 320), engine: result.engine)
        #expect(broken.map(\.property) == [.limitsHeld])
    }

    /// A hand-made result of a VStack of two children at width 0.
    private func handMadeColumn(_ tree: LayoutTree, offer: Double, heights: [Double]) -> LayoutResult {
        var frames = [Rect](repeating: .zero, count: tree.nodes.count)
        var proposals = [ProposedViewSize?](repeating: nil, count: tree.nodes.count)
        let root = tree.preorder[0]
        frames[root] = Rect(x: 0, y: 0, width: 0, height: heights.reduce(0, +))
        proposals[root] = ProposedViewSize(width: 0, height: offer)
        var y = 0.0
        for (offset, child) in tree[root].children.enumerated() {
            frames[child] = Rect(x: 0, y: y, width: 0, height: heights[offset])
            proposals[child] = ProposedViewSize(width: 0, height: heights[offset])
            y += heights[offset]
        }
        return LayoutResult(engine: "lp/weighted", frames: frames, proposals: proposals)
    }
}
