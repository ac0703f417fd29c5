import LayoutExperiments
import LayoutModel
import Testing

/// The README's comparison example: Models/strategies/classic-2-later-minimum-above-share.json
/// as a DSL view (`a` at most 100, `b` between 95 and 200, `c` free, in 240).
@Suite struct StrategyComparisonTests {
    static let row = HStack(spacing: 0) {
        Color().frame(maxWidth: 100).id("a")
        Color().frame(minWidth: 95, maxWidth: 200).id("b")
        Color().id("c")
    }

    /// Greedy (docs/strategies.md, classic case 2): `a` is served first and
    /// gets 240 / 3 = 80; `b` is offered 160 / 2 = 80 and answers its minimum
    /// 95; `c` gets 65. exact and decomposed claim the greedy rules.
    @Test(arguments: ["exact", "decomposed"])
    func strategiesClaimingTheGreedyRulesAgree(strategy: String) throws {
        let comparison = try StrategyComparison(Self.row, proposal: ProposedViewSize(width: 240, height: 20), engines: [strategy])
        #expect(comparison.agreesWithGreedy(strategy))
        #expect(comparison.frame("a", engine: strategy)?.width == 80)
        #expect(comparison.frame("c", engine: strategy)?.width == 65)
    }

    /// Max–min fairness (docs/strategies.md, `lex-fair`): `b` keeps its
    /// minimum 95, and `a` and `c` share the other 145 equally: 72.5 each;
    /// so `a`, `b` and `c` (and their frames, five nodes of eight counting
    /// the stack) differ from greedy.
    @Test func lexFairSharesFairly() throws {
        let comparison = try StrategyComparison(Self.row, proposal: ProposedViewSize(width: 240, height: 20), engines: ["lex-fair"])
        #expect(!comparison.agreesWithGreedy("lex-fair"))
        let a = try #require(comparison.frame("a", engine: "lex-fair"))
        #expect(abs(a.width - 72.5) < 1e-6)
        #expect(comparison.agreement("lex-fair")?.total == comparison.tree.nodes.count)
    }

    @Test func anUnknownEngineIsRefused() {
        #expect(throws: (any Error).self) {
            try StrategyComparison(Self.row, proposal: ProposedViewSize(width: 240, height: 20), engines: ["fastest"])
        }
    }
}
