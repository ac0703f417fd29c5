import Foundation
import GLPKBackend
import LPLayout
import LayoutFuzzing
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

@Suite(.disabled(if: QuickTests.enabled, QuickTests.reason)) struct CampaignTests {
    /// A solve that needs more than 30 s fails the campaign instead of hanging CI.
    private static let lp = LPLayoutEngine(strategy: .exact, solver: GLPKSolver(options: GLPKSolver.Options(timeLimit: .seconds(30))))

    private static func campaign(seed: UInt64, count: Int, jobs: Int) -> FuzzCampaign {
        FuzzCampaign(
            seed: seed, count: count, jobs: jobs, check: DifferentialCheck(lpEngine: lp),
            properties: PropertyCheck(lpEngine: lp), maxFindings: 3)
    }

    /// The campaign CI runs (issue 5; docs/fuzzing.md, "In CI"): 2,000 cases
    /// of a seed that changes with every commit (`CampaignSeed`: the
    /// environment's `LAYOUTLP_FUZZ_SEED`, else the checked-out commit, else
    /// 20261121) reach every feature of `FeatureCoverage.all`, the engines
    /// agree on every case where both give frames, and every property holds.
    /// The seed is printed and is in every failure message, so a run can be
    /// replayed (`LAYOUTLP_FUZZ_SEED=S swift test --filter CampaignTests`,
    /// or `layoutlp fuzz --seed S --count 2000`). A GLPK time limit (30 s)
    /// is a documented open limit (docs/divergences.md, class 7): reported as
    /// a known issue, not a failure; a disagreement, any other solve failure
    /// or a broken property fails. Each finding is printed shrunk, as a model file.
    @Test func rotatingSeedCampaignAgreesAndReachesEveryFeature() {
        let seed = CampaignSeed.resolve(environment: ProcessInfo.processInfo.environment, root: PackagePaths.root)
        print(
            "CI campaign seed \(seed); replay: LAYOUTLP_FUZZ_SEED=\(seed.seed) swift test --filter CampaignTests, "
                + "or layoutlp fuzz --seed \(seed.seed) --count 2000")
        var campaign = Self.campaign(seed: seed.seed, count: 2_000, jobs: 2)
        campaign.maxFindings = .max
        let report = campaign.run()
        let context = "seed \(seed)\n\(report.summary.text)"
        #expect(report.summary.cases == 2_000)
        #expect(report.summary.missingFeatures == [], "\(context)")
        #expect(report.summary.agreements > 1_500, "\(context)")
        #expect(report.summary.propertyChecks > 4 * report.summary.agreements, "\(context)")
        for finding in report.findings {
            let replay = "seed \(seed.seed), case \(finding.index) (layoutlp fuzz --seed \(seed.seed) --case \(finding.index))"
            if Self.isTimeLimit(finding) {
                // Not shrunk: every variant could take the whole time limit.
                withKnownIssue("GLPK time limit, an open limit (docs/divergences.md, class 7)") {
                    Issue.record("\(replay): \(finding.summary)")
                }
            } else {
                let shrunk = campaign.shrink(finding)
                Issue.record("\(replay): \(finding.summary)\n\(ModelFile.encode(shrunk.shrunk ?? shrunk.problem))")
            }
        }
    }

    /// Issue 15, goal 6: `decomposed` claims the greedy rules, so the same
    /// rotating-seed campaign must find nothing at all: no disagreement, no
    /// failure, no broken property (its programs leave nothing to a solver
    /// that could run out of time).
    @Test func decomposedCampaignFindsNothing() {
        let seed = CampaignSeed.resolve(environment: ProcessInfo.processInfo.environment, root: PackagePaths.root)
        let lp = LPLayoutEngine(strategy: .decomposed, solver: GLPKSolver(options: GLPKSolver.Options(timeLimit: .seconds(30))))
        let campaign = FuzzCampaign(
            seed: seed.seed, count: 2_000, jobs: 2, check: DifferentialCheck(lpEngine: lp),
            properties: PropertyCheck(lpEngine: lp), maxFindings: 3)
        let report = campaign.run()
        let context = "seed \(seed) (layoutlp fuzz --engine decomposed --seed \(seed.seed) --count 2000)\n\(report.summary.text)"
        #expect(report.summary.missingFeatures == [], "\(context)")
        #expect(report.summary.agreements > 1_500, "\(context)")
        for finding in report.findings {
            let shrunk = campaign.shrink(finding)
            Issue.record("\(context)\ncase \(finding.index): \(finding.summary)\n\(ModelFile.encode(shrunk.shrunk ?? shrunk.problem))")
        }
    }

    /// Issue 27, item 6: each declarative strategy on the rotating seed's
    /// first 100 cases, with its properties: the same frames on a repeat,
    /// mirrored and transposed where those apply, reordering the children
    /// of a stack it shares permutes the answer, each child within its
    /// minimum and maximum, and overflow only where the minima do not fit
    /// (docs/fuzzing.md, "Properties"). A layout past the time limit (5 s,
    /// as `layoutlp fuzz`; the event card's kind of Text-heavy case) and a
    /// held stage without an integer point GLPK can find are known issues;
    /// any other failure or broken property fails (docs/fuzzing.md, "In CI"). Disagreements with greedy are the strategy's findings, not
    /// failures.
    @Test(arguments: ["lex-fair", "weighted", "soft-ideal", "min-deviation"])
    func declarativeStrategyCampaignKeepsItsProperties(_ specification: String) throws {
        let seed = CampaignSeed.resolve(environment: ProcessInfo.processInfo.environment, root: PackagePaths.root)
        let lp = LPLayoutEngine(
            strategy: try StrategyRegistry.builtIn.strategy(from: specification), solver: GLPKSolver(),
            options: LPLayoutOptions(timeLimit: .seconds(5)))
        let count = 100
        let campaign = FuzzCampaign(
            seed: seed.seed, count: count, jobs: 2, check: DifferentialCheck(lpEngine: lp),
            properties: PropertyCheck(lpEngine: lp), maxFindings: .max)
        let report = campaign.run()
        let context = "seed \(seed) (layoutlp fuzz --engine \(specification) --seed \(seed.seed) --count \(count))"
        #expect(report.summary.cases == count)
        #expect(report.summary.propertyChecks > count, "\(context)\n\(report.summary.text)")
        for finding in report.findings {
            let replay = "\(context), case \(finding.index): \(finding.summary)"
            if Self.isTimeLimit(finding) {
                withKnownIssue("a declarative layout past the time limit (docs/benchmarks.md, the event card)") {
                    Issue.record("\(replay)")
                }
            } else if finding.summary.contains("noIntegerSolution") {
                // Open (docs/fuzzing.md, "In CI"): a held stage whose root
                // relaxation GLPK's branch-and-cut finds infeasible though the
                // previous stage's optimum meets every row.
                withKnownIssue("a held mixed-integer stage GLPK finds no integer point for (docs/fuzzing.md, \"In CI\")") {
                    Issue.record("\(replay)\n\(ModelFile.encode(finding.problem))")
                }
            } else {
                Issue.record("\(replay)\n\(ModelFile.encode(finding.problem))")
            }
        }
    }

    /// Whether a finding is the solver running out of time (the case itself,
    /// or a repeat, mirror or transposition of it), GLPK's
    /// `time limit reached`, rather than a wrong layout.
    static func isTimeLimit(_ finding: FuzzFinding) -> Bool {
        finding.summary.contains("time limit reached") || finding.summary.contains("time limit of")
    }

    /// Threads change the order in which cases run, never what they find.
    @Test func summaryDoesNotDependOnJobs() {
        var one = Self.campaign(seed: 5, count: 120, jobs: 1).run().summary
        var two = Self.campaign(seed: 5, count: 120, jobs: 2).run().summary
        one.seconds = 0
        two.seconds = 0
        #expect(one == two)
    }

    @Test func caseProblemsAreNamedAndReplayable() {
        let campaign = Self.campaign(seed: 9, count: 10, jobs: 1)
        #expect(campaign.problem(index: 4).name == "fuzz-9-4")
        #expect(campaign.problem(index: 4) == campaign.problem(index: 4))
        let (summary, _) = campaign.evaluate(index: 4)
        #expect(summary.cases == 1)
    }
}
