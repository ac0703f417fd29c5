import LayoutModel
import Testing

/// The fitting order both engines use (docs/greedy-semantics.md,
/// "Distribution", step 2; docs/divergences.md, class 14).
@Suite struct FittingOrderTests {
    /// Least flexible first; priority before flexibility.
    @Test func priorityThenFlexibilityAscending() {
        #expect(FittingOrder.order(flexibilities: [60, 0, 30], minimums: [0, 0, 0]) == [1, 2, 0])
        #expect(FittingOrder.order(priorities: [0, 1, 0], flexibilities: [60, 90, 30], minimums: [0, 0, 0]) == [1, 2, 0])
    }

    /// 59.99999999999999 is 60 with its last bit rounded away: a tie, so
    /// declaration order, in either order of declaration; a real
    /// difference of 1e-6 still orders.
    @Test func flexibilitiesThatDifferByRoundingAreATie() {
        #expect(FittingOrder.order(flexibilities: [60, 59.99999999999999], minimums: [0, 0]) == [0, 1])
        #expect(FittingOrder.order(flexibilities: [59.99999999999999, 60], minimums: [0, 0]) == [0, 1])
        #expect(FittingOrder.order(flexibilities: [60, 59.999999], minimums: [0, 0]) == [1, 0])
    }

    /// Between two infinitely flexible children the larger minimum goes
    /// first (an infinite flexibility is no tie with a finite one); NaN last.
    @Test func infiniteFlexibilitiesOrderByTheLargerMinimum() {
        #expect(FittingOrder.order(flexibilities: [.infinity, .infinity, 5], minimums: [10, 20, 0]) == [2, 1, 0])
        #expect(FittingOrder.order(flexibilities: [.nan, 5], minimums: [0, 0]) == [1, 0])
    }

    /// A run of values each within the tolerance of its smallest is one
    /// rank; the next value beyond it starts a new rank.
    @Test func ranksAnchorAtTheSmallestOfTheirRun() {
        #expect(FittingOrder.ranks([1e6, 1e6 + 1e-4, 1e6 + 1e-2, 3]) == [1, 1, 2, 0])
    }
}
