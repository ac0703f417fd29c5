import LPLayout
import LayoutExperiments
import Testing

@Suite struct ExperimentEngineTests {
    @Test func namesAreGreedyOrAStrategySpecification() throws {
        #expect(try ExperimentEngine("greedy") == .greedy)
        #expect(try ExperimentEngine("exact").name() == "lp/exact")
        #expect(try ExperimentEngine("weighted:scope=global").name().hasPrefix("lp/weighted(scope=global"))
        #expect(throws: StrategyParameterError.self) { try ExperimentEngine("gredy") }
    }

    /// greedy, exact and decomposed claim the greedy rules; lex-fair does not (docs/strategies.md).
    @Test func claimsFollowTheStrategy() throws {
        #expect(try ExperimentEngine("greedy").claimsGreedyRules())
        #expect(try ExperimentEngine("decomposed").claimsGreedyRules())
        #expect(try !ExperimentEngine("lex-fair").claimsGreedyRules())
    }
}
