import Foundation
import LayoutLP
import LayoutTestSupport
import Testing

// The README's second Swift block ("Comparisons in tests"), verbatim between
// the markers: a test parameterised over strategies, built against the
// `LayoutLP` product alone. Every strategy keeps the title within its frame's
// maximum of 120 (a flexible frame's maximum is a hard bound in every
// strategy: docs/strategies.md), and those claiming the greedy rules give
// greedy's frames.
// README TEST BEGIN
@Test(arguments: ["exact", "decomposed", "lex-fair", "weighted", "soft-ideal", "min-deviation"])
func titleStaysWithinItsMaximum(strategy: String) throws {
    let bar = HStack {
        Fixed(width: 24, height: 24).id("icon")
        Color().id("title").frame(maxWidth: 120)
        Spacer().id("gap")
    }
    let comparison = try StrategyComparison(bar, proposal: ProposedViewSize(width: 300, height: 44), engines: [strategy])
    let title = try #require(comparison.frame("title", engine: strategy))
    #expect(title.width <= 120 + 1e-9)
    if try ExperimentEngine(strategy).claimsGreedyRules() {
        #expect(comparison.agreesWithGreedy(strategy))
    }
}
// README TEST END

@Suite struct ReadmeComparisonTests {
    /// The README's second Swift block is the code between the markers above.
    @Test func readmeShowsExactlyTheTestedComparison() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
        try #require(blocks.count >= 2)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let tested = try #require(
            source.components(separatedBy: "// README TEST BEGIN\n").dropFirst().first?
                .components(separatedBy: "// README TEST END").first)
        let shown = blocks[1].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { $0 != "import LayoutLP" && $0 != "import Testing" }
        let lines = tested.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(shown.drop { $0.isEmpty }) == Array(lines.drop { $0.isEmpty }))
    }
}
