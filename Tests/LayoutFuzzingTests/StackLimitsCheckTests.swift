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
