import Foundation
import LayoutExperiments
import LayoutTestSupport
import Testing

@Suite struct ClassicTableTests {
    func table(jobs: Int) throws -> String {
        let models = try ExperimentModelFinder.load(paths: try ExperimentModelFinder.paths([ExperimentFixtures.classicPattern]))
        let experiment = try Experiment(engineNames: ExperimentFixtures.classicEngines, models: models, jobs: jobs)
        return ClassicTable.markdown(experiment: experiment, rows: try ExperimentRunner(experiment).run().rows)
    }

    /// The command docs/strategies.md gives regenerates its table: the
    /// same text on a second run and with 2 jobs, and the text the doc holds.
    @Test func theClassicTableIsRegeneratedIdenticallyAndMatchesTheDoc() throws {
        let first = try table(jobs: 1)
        #expect(try table(jobs: 1) == first)
        #expect(try table(jobs: 2) == first)
        let doc = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/strategies.md"), encoding: .utf8)
        #expect(doc.contains(first), "docs/strategies.md does not hold the regenerated table:\n\(first)")
    }

    /// The table's own rules on case 2 (docs/strategies.md, "The classic
    /// cases"): greedy's hand derivation pins every child (80/95/65);
    /// `weighted`'s pins only the row, so its cell is marked degenerate.
    @Test func cellsFollowTheHandDerivations() throws {
        let line = try #require(try table(jobs: 1).split(separator: "\n").first { $0.hasPrefix("| classic-2-") })
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells[1] == "80/95/65")
        #expect(cells[3] == "72.5/95/72.5")
        #expect(cells[4].hasPrefix("deg. ("))
        #expect(cells[6] == "51.67/136.67/51.67")
    }
}
