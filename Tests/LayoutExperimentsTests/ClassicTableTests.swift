import Foundation
import LayoutExperiments
import LayoutTestSupport
import Testing

@Suite struct ClassicTableTests {
    func table(jobs: Int) throws -> String {
        let models = try ExperimentModelFinder.load(paths: try ExperimentModelFinder.paths([ExperimentFixtures.classicPattern]))
        var experiment = try Experiment(engineNames: ExperimentFixtures.classicEngines, models: models, jobs: jobs)
        experiment.faces = true
        return ClassicTable.markdown(experiment: experiment, rows: try ExperimentRunner(experiment).run().rows)
    }

    /// The table of one job, made once for both tests (classic case 4's 40
    /// Colors make each run take seconds).
    static let singleJob = Result { try ClassicTableTests().table(jobs: 1) }

    /// The command docs/strategies.md gives regenerates its table: the
    /// same text with 2 jobs as with one, and the text the doc holds.
    @Test func theClassicTableIsRegeneratedIdenticallyAndMatchesTheDoc() throws {
        let first = try Self.singleJob.get()
        #expect(try table(jobs: 2) == first)
        let doc = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/strategies.md"), encoding: .utf8)
        #expect(doc.contains(first), "docs/strategies.md does not hold the regenerated table:\n\(first)")
    }

    /// The table's own rules on case 2 (docs/strategies.md, "The classic
    /// cases"): greedy's hand derivation pins every child (80/95/65);
    /// `weighted`'s rows pin only the row (one tier), so the tie-break
    /// decides as it does for `min-deviation`: ideals 10, 95, 10 and equal
    /// distances d from them, 3d + 115 = 240, d = 41.67; `weighted`'s cell
    /// is tie-broken and shows its face, `min-deviation`'s (its own
    /// reading) is not.
    @Test func cellsFollowTheHandDerivations() throws {
        let line = try #require(try Self.singleJob.get().split(separator: "\n").first { $0.hasPrefix("| classic-2-") })
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells[1] == "80/95/65")
        #expect(cells[3] == "72.5/95/72.5")
        // weighted's face, by hand: a + b + c = 240, a ≤ 100, 95 ≤ b ≤ 200.
        #expect(cells[4] == "51.67/136.67/51.67 *t* (a 0…100, b 95…200, c 0…145)")
        #expect(cells[6] == "51.67/136.67/51.67")
    }
}
