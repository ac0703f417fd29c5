import Foundation
import GLPKBackend
import LPLayout
import LayoutExperiments
import LayoutFuzzing
import LayoutModel
import LayoutTestSupport
import LinearProgram
import Testing

@Suite struct ExperimentRunnerTests {
    func run(
        _ paths: [String], engines: [String], proposals: ExperimentProposals = ExperimentProposals(), jobs: Int = 1,
        shard: ExperimentShard = .whole, programs: String? = nil
    ) throws -> (Experiment, ExperimentOutput) {
        let models = try ExperimentModelFinder.load(paths: try ExperimentModelFinder.paths(paths))
        let experiment = try Experiment(
            engineNames: engines, models: models, proposals: proposals, shard: shard, jobs: jobs, programsFolder: programs)
        return (experiment, try ExperimentRunner(experiment).run())
    }

    /// Classic case 2's description derives greedy 80/95/65 (a offered
    /// 240/3, b clamped to its minimum 95, c the rest) and lex-fair
    /// 72.5/95/72.5 (level t with min(t,100) + max(t,95) + t = 240).
    @Test func rowsCarryTheFramesDerivedByHand() throws {
        let (_, output) = try run([ExperimentFixtures.classic("classic-2-later-minimum-above-share")], engines: ["greedy", "lex-fair"])
        func frame(_ engine: String, _ id: String) -> Rect? { output.rows.first { $0.engine == engine && $0.id == id }?.frame }
        #expect(frame("greedy", "a") == Rect(x: 0, y: 0, width: 80, height: 20))
        #expect(frame("greedy", "b") == Rect(x: 80, y: 0, width: 95, height: 20))
        #expect(frame("greedy", "c") == Rect(x: 175, y: 0, width: 65, height: 20))
        for (id, x, width) in [("a", 0.0, 72.5), ("b", 72.5, 95), ("c", 167.5, 72.5)] {
            let lp = try #require(frame("lex-fair", id))
            #expect(abs(lp.origin.x - x) < 1e-6 && abs(lp.size.width - width) < 1e-6, "\(id): \(lp)")
        }
        // One row per node and engine, units in order: greedy (unit 0) before lex-fair (unit 1).
        #expect(
            output.rows.map(\.unit) == Array(repeating: 0, count: output.rows.count / 2) + Array(repeating: 1, count: output.rows.count / 2)
        )
        #expect(output.rows.allSatisfy { $0.status == .laidOut && $0.proposal == "240x20" })
        #expect(output.rows.filter { $0.engine == "greedy" }.allSatisfy { $0.program == nil })
        let program = try #require(output.rows.first { $0.engine == "lex-fair" }?.program)
        #expect(program.variables > 0 && program.rows > 0 && program.fixedIntegers <= program.integers)
        // Greedy runs no solver; lex-fair's program has integers, so
        // branch-and-cut ran at least its root node.
        #expect(output.rows.filter { $0.engine == "greedy" }.allSatisfy { $0.effort == nil })
        let effort = try #require(output.rows.first { $0.engine == "lex-fair" }?.effort)
        #expect(program.integers > 0 && effort.branchAndCutNodes >= 1 && effort.simplexIterations >= 0)
    }

    /// `compare --faces`, classic case 2 under `weighted`, whose own
    /// stages only fill the row: a + b + c = 240, a ≤ 100, 95 ≤ b ≤ 200, so
    /// a is tie-broken over 0…100, b over 95…200 and c over 0…145 (as in
    /// `NodeFaceTests`); the row itself is determined at 240. Greedy rows
    /// and experiments without faces leave the columns empty.
    @Test func facesSayWhatDecidedEachSize() throws {
        let models = try ExperimentModelFinder.load(paths: [ExperimentFixtures.classic("classic-2-later-minimum-above-share")])
        var experiment = try Experiment(engineNames: ["greedy", "weighted"], models: models)
        experiment.faces = true
        let rows = try ExperimentRunner(experiment).run().rows
        func face(_ id: String) -> NodeFace? { rows.first { $0.engine == "weighted" && $0.id == id }?.face }
        for (id, lower, upper) in [("a", 0.0, 100.0), ("b", 95, 200), ("c", 0, 145), ("row", 240, 240)] {
            let width = try #require(face(id)?.width, "\(id)")
            #expect(abs(width.lowerBound - lower) < 1e-6 && abs(width.upperBound - upper) < 1e-6, "\(id): \(width)")
        }
        #expect(face("a")?.isDetermined == false && face("row")?.isDetermined == true)
        #expect(rows.filter { $0.engine == "greedy" }.allSatisfy { $0.face == nil })
        let (_, plain) = try run([ExperimentFixtures.classic("classic-2-later-minimum-above-share")], engines: ["weighted"])
        #expect(plain.rows.allSatisfy { $0.face == nil })
    }

    /// `decomposed` settles every rule of classic case 2 while building
    /// (docs/strategies.md, "decomposed"): its program is empty, so no
    /// solver runs and the effort is zero, not absent.
    @Test func anEmptyProgramTakesNoSolverEffort() throws {
        let (_, output) = try run([ExperimentFixtures.classic("classic-2-later-minimum-above-share")], engines: ["decomposed"])
        #expect(output.rows.allSatisfy { $0.program?.variables == 0 && $0.effort == SolverEffort() })
    }

    /// A proposal above the LP engine's limit (10000 by default,
    /// `LPLayoutOptions.proposalLimit`) is refused before any program is
    /// built; greedy splits 20000 equally among the three Colors.
    @Test func refusalsAreRowsWithTheirReason() throws {
        let proposals = ExperimentProposals(explicit: [ProposedViewSize(width: 20000, height: 20)])
        let (_, output) = try run(
            [ExperimentFixtures.classic("classic-1-equal-split")], engines: ["greedy", "exact"], proposals: proposals)
        let exact = output.rows.filter { $0.engine == "exact" }
        #expect(!exact.isEmpty && exact.allSatisfy { $0.status == .refused && $0.frame == nil && $0.program == nil })
        #expect(exact.first?.reason?.contains("10000") == true, "\(exact.first?.reason ?? "")")
        let c = try #require(output.rows.first { $0.engine == "greedy" && $0.id == "c" }?.frame)
        #expect(abs(c.size.width - 20000.0 / 3) < 1e-9)
    }

    /// The same experiment on 1 and 2 threads gives the same rows in the same order.
    @Test func rowsDoNotDependOnJobs() throws {
        let engines = ["greedy", "exact", "lex-fair", "min-deviation"]
        let (_, one) = try run([ExperimentFixtures.strategies], engines: engines, jobs: 1)
        let (_, two) = try run([ExperimentFixtures.strategies], engines: engines, jobs: 2)
        #expect(one.rows == two.rows)
        #expect(RowTable.text(one.rows, format: .csv) == RowTable.text(two.rows, format: .csv))
        #expect(
            ComparisonSummary(rows: one.rows, tolerance: 0.001).markdown == ComparisonSummary(rows: two.rows, tolerance: 0.001).markdown)
    }

    /// Folders are read recursively and sorted; a file named twice is read once; a glob expands.
    @Test func modelsAreFoundInFoldersAndPatternsInAFixedOrder() throws {
        let folder = try ExperimentModelFinder.paths([ExperimentFixtures.strategies])
        #expect(folder == folder.sorted() && folder.count == 14)
        let classic = try ExperimentModelFinder.paths([
            ExperimentFixtures.classicPattern, ExperimentFixtures.classic("classic-1-equal-split"),
        ])
        #expect(classic.count == 8 && classic.allSatisfy { $0.contains("/classic-") })
        #expect(throws: ExperimentInputError.self) { try ExperimentModelFinder.paths([ExperimentFixtures.strategies + "/nope.json"]) }
        #expect(throws: ExperimentInputError.self) { try ExperimentModelFinder.paths([ExperimentFixtures.strategies + "/nope-*.json"]) }
    }

    /// Fuzz cases are the campaign's (`FuzzCampaign.problem(index:)`), named and foldered by seed.
    @Test func fuzzCasesAreTheCampaignsProblems() throws {
        let models = try ExperimentModelFinder.fuzzCases(seed: 4, indices: 1...2)
        let campaign = FuzzCampaign(
            seed: 4, count: 3, check: DifferentialCheck(lpEngine: LPLayoutEngine(solver: GLPKSolver())), properties: nil)
        #expect(models.map(\.label) == ["fuzz-4-1", "fuzz-4-2"])
        #expect(models.allSatisfy { $0.folder == "fuzz-4" && $0.sha256.count == 64 })
        #expect(models[1].problem == campaign.problem(index: 2))
    }

    /// `--emit-programs` writes each LP unit's program, which glpsol (an
    /// independent reader) solves to an optimum.
    @Test(.enabled(if: GLPSol.path != nil)) func emittedProgramsReplayInGlpsol() throws {
        let folder = ExperimentFixtures.temporaryFolder()
        let (_, output) = try run(
            [ExperimentFixtures.classic("classic-2-later-minimum-above-share")], engines: ["greedy", "exact"], programs: folder)
        #expect(output.programFiles.count == 1)
        let file = try #require(output.programFiles.first)
        #expect(file.hasSuffix(".lp") && file.contains("-exact-240x20"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GLPSol.path!)
        let report = folder + "/report.txt"
        process.arguments = ["--lp", file, "-o", report]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(text.contains("OPTIMAL"), "\(text.prefix(400))")
    }
}
