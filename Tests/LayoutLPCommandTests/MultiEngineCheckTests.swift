import Foundation
import GLPKBackend
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutTestSupport
import LinearProgram
import Testing

@testable import LayoutLPCommand

/// `check --strategies`: greedy and any number of strategies in one table,
/// verdicts by each engine's role and expectations.
@Suite struct MultiEngineCheckTests {
    /// Classic case 2 (its description derives the numbers): greedy's a is
    /// 80 wide, lex-fair's 72.5, so lex-fair's row for a shows Δw −7.5;
    /// every engine meets its own expectations, so the exit code is 0.
    @Test func classicCaseTableShowsEachStrategysDelta() throws {
        let output = try CommandRunner.run(["check", "Models/strategies/classic-2-later-minimum-above-share.json", "--engine", "all"])
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ok: classic-2-later-minimum-above-share") == true)
        let rowsOfA = lines.drop { !$0.contains("Color #a") }.prefix(6)
        #expect(rowsOfA.contains { $0.contains("lp/lex-fair") && $0.contains("72.5") && $0.hasSuffix("Δw -7.5") })
        #expect(rowsOfA.contains { $0.contains("lp/exact") && $0.hasSuffix("=") })
        #expect(lines.contains("greedy: reference, 4 of 4 expectations met"))
        #expect(lines.contains("lp/exact: agrees, 4 of 4 expectations met"))
        #expect(lines.contains("lp/lex-fair: differs, 5 nodes differ from the reference, 3 of 3 expectations met"))
    }

    @Test func unknownStrategyIsAUsageError() throws {
        let output = try CommandRunner.run([
            "check", "Models/strategies/classic-1-equal-split.json", "--engine", "exact", "--engine", "bogus",
        ])
        #expect(output.status == 64)
        #expect(output.standardError.contains("one of exact, decomposed, lex-fair, weighted, soft-ideal, min-deviation"))
    }

    /// A lex-fair expectation that the strategy does not meet fails the
    /// check (exit 1), while greedy and exact still agree.
    @Test func unmetStrategyExpectationFails() throws {
        let problem = LayoutProblem(
            name: "two-colors", proposal: ProposedViewSize(width: 100, height: 10),
            root: HStack(spacing: 0) {
                Color().id("a"); Color().id("b")
            }.node,
            expectByStrategy: ["lex-fair": ["a": ExpectedFrame(width: 60)]])
        let model = LoadedModel(problem: problem, source: "test", tree: try LayoutTree(problem.root))
        let strategies: [any LayoutStrategy] = [ExactStrategy(), LexFairStrategy()]
        let engines: [LPLayoutEngine] = strategies.map { strategy in LPLayoutEngine(strategy: strategy, solver: GLPKSolver()) }
        let outcome = try MultiEngineCheck(model: model, lpEngines: engines, tolerance: Tolerance(1e-6)).run()
        #expect(!outcome.comparison.passed)
        #expect(outcome.comparison.verdicts.map(\.status) == [EngineVerdict.Status.agrees, .agrees, .failed])
        #expect(outcome.comparison.verdicts[2].unmetExpectations == ["a"])
        // lex-fair gives a and b 50 each (one tier, level 50), so its one
        // expectation (60) is missed; greedy is the reference; `exact` has no
        // expectations of its own.
        #expect(
            outcome.comparison.verdicts.map(\.description) == [
                "greedy: reference", "lp/exact: agrees", "lp/lex-fair: failed, 0 of 1 expectation met; not met: a",
            ])
    }

    /// `decomposed` settles every rule while building: its empty program is
    /// its success, and the program line says so.
    @Test func anEmptyProgramSaysItIsNothingLeftToSolve() throws {
        let settled = "4 nodes, 0 variables (0 integer), 0 rows (every rule settled while building: nothing left to solve)"
        let output = try CommandRunner.run([
            "check", "Models/strategies/classic-1-equal-split.json", "--engine", "exact", "--engine", "decomposed",
        ])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("program lp/decomposed: " + settled), "\(output.standardOutput)")
        let alone = try CommandRunner.run(["check", "Models/strategies/classic-1-equal-split.json", "--engine", "decomposed"])
        #expect(alone.status == 0)
        #expect(alone.standardOutput.contains("program: " + settled), "\(alone.standardOutput)")
    }

    /// An `exact` engine that disagrees with greedy is a failure; a
    /// declarative one that disagrees the same way is a finding. The
    /// nudged width is a stack child's, a variable in both programs (a
    /// declarative program is built for the one proposal, so the padded
    /// root's own width is a constant there).
    @Test func disagreementFailsOnlyWhereTheGreedyRulesAreClaimed() throws {
        let problem = LayoutProblem(
            name: "padded-colors", proposal: ProposedViewSize(width: 100, height: 50),
            root: HStack(spacing: 0) {
                Color().id("a"); Color().id("b")
            }.padding(5).node)
        let model = LoadedModel(problem: problem, source: "test", tree: try LayoutTree(problem.root))
        let nudged = EngineCheckTests.NudgingSolver(name: "w[root/0]", by: 0.5)
        let exact = try MultiEngineCheck(
            model: model, lpEngines: [LPLayoutEngine(strategy: .exact, solver: nudged)], tolerance: Tolerance(1e-6)
        ).run()
        #expect(exact.comparison.verdicts.last?.status == .failed)
        let fair = try MultiEngineCheck(
            model: model, lpEngines: [LPLayoutEngine(strategy: LexFairStrategy(), solver: nudged)],
            tolerance: Tolerance(1e-6)
        ).run()
        #expect(fair.comparison.verdicts.last?.status == .differs)
        #expect(fair.comparison.passed)
    }

    /// Differences too small for six decimals are still written visibly.
    @Test func tinyDifferencesAreWrittenWithTheirDigits() {
        #expect(MultiEngineComparison.visible(1e-7) == "+1e-07")
        #expect(MultiEngineComparison.visible(-7.5) == "-7.5")
    }
}
