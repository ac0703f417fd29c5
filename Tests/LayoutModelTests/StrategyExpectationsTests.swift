import LayoutModel
import Testing

/// Which expectations an engine must meet (`LayoutProblem.expectations(forStrategy:claimsGreedyRules:)`),
/// with the frames of the classic case "a later child's minimum above its
/// share": an HStack offered 240 holding A `maxWidth 100`, B `minWidth 95,
/// maxWidth 200` and C a Color, spacing 0. Greedy sizes the least flexible
/// child first (flexibilities 100, 105, infinity): A is offered 240 / 3 = 80
/// and takes it, B is offered 160 / 2 = 80 and takes its minimum 95, C takes
/// the 65 left. Max–min fairness (`lex-fair`) raises A and C together while B
/// sits at its minimum: 2L + 95 = 240, L = 72.5. Only the dictionaries matter
/// here; the tree is not laid out.
@Suite struct StrategyExpectationsTests {
    static let problem = LayoutProblem(
        proposal: ProposedViewSize(width: 240, height: 20),
        root: ViewNode(.empty),
        expect: [
            "a": ExpectedFrame(x: 0, y: 0, width: 80, height: 20),
            "b": ExpectedFrame(width: 95),
            "c": ExpectedFrame(width: 65),
        ],
        expectByStrategy: [
            "lex-fair": ["a": ExpectedFrame(width: 72.5), "c": ExpectedFrame(width: 72.5)],
            "exact": ["b": ExpectedFrame(x: 80)],
        ])

    @Test func aStrategyThatClaimsNoGreedyRulesMeetsOnlyItsOwnExpectations() {
        #expect(
            Self.problem.expectations(forStrategy: "lex-fair", claimsGreedyRules: false)
                == ["a": ExpectedFrame(width: 72.5), "c": ExpectedFrame(width: 72.5)])
    }

    @Test func aStrategyNamedNowhereThatClaimsNoGreedyRulesHasNoExpectations() {
        #expect(Self.problem.expectations(forStrategy: "weighted", claimsGreedyRules: false) == [:])
    }

    @Test func aStrategyThatClaimsTheGreedyRulesMeetsExpect() {
        #expect(Self.problem.expectations(forStrategy: "soft-ideal", claimsGreedyRules: true) == Self.problem.expect)
    }

    /// `exact`'s own frame for b replaces expect's whole: b's width 95 is not
    /// carried over into `{ "x": 80 }`.
    @Test func ownExpectationsReplaceExpectIDByIDForAStrategyThatClaimsTheGreedyRules() {
        #expect(
            Self.problem.expectations(forStrategy: "exact", claimsGreedyRules: true) == [
                "a": ExpectedFrame(x: 0, y: 0, width: 80, height: 20),
                "b": ExpectedFrame(x: 80),
                "c": ExpectedFrame(width: 65),
            ])
    }
}
