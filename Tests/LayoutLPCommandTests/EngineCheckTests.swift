import GLPKBackend
import LPLayout
import LayoutChecker
import LayoutModel
import LinearProgram
import Testing

@testable import LayoutLPCommand

/// `EngineCheck` (what `layoutlp check` runs) with LP engines whose solver is
/// a fake, so the failure paths run without GLPK misbehaving.
@Suite struct EngineCheckTests {
    /// A solver that ran but found no optimum.
    struct NoOptimumSolver: LinearProgramSolver {
        func solve(_ program: Program) throws -> SolveOutcome {
            .noOptimum(NoOptimum(reason: .infeasible, objectiveIndex: 0, detail: "fake: no point"))
        }
    }

    /// A solver that did not run properly.
    struct ThrowingSolver: LinearProgramSolver {
        struct Failure: Error, CustomStringConvertible { var description: String { "fake: out of paper" } }
        func solve(_ program: Program) throws -> SolveOutcome { throw Failure() }
    }

    /// GLPK, with one variable's value moved afterwards: an LP engine that
    /// disagrees with greedy on purpose, to see the report.
    struct NudgingSolver: LinearProgramSolver {
        var name: String
        var by: Double
        func solve(_ program: Program) throws -> SolveOutcome {
            guard case .optimal(let solution) = try GLPKSolver().solve(program) else { return try GLPKSolver().solve(program) }
            var values = solution.values
            for variable in program.allVariables where program.definition(of: variable)?.name == name {
                values[variable.index] += by
            }
            return .optimal(Solution(program: solution.program, values: values, objectiveValues: solution.objectiveValues))
        }
    }

    /// `Fixed` 20 x 30 padded by 5 (semantics §0, §3): 30 x 40 at the origin.
    func model() throws -> LoadedModel {
        let problem = LayoutProblem(
            name: "padded-fixed", proposal: ProposedViewSize(width: 100, height: 50),
            root: Fixed(width: 20, height: 30).id("a").padding(5).id("pad").node,
            expect: ["pad": ExpectedFrame(x: 0, y: 0, width: 30, height: 40), "a": ExpectedFrame(x: 5, y: 5, width: 20, height: 30)])
        return LoadedModel(problem: problem, source: "test", tree: try LayoutTree(problem.root))
    }

    @Test func greedyOnlyMeetsTheHandDerivedExpectations() throws {
        let outcome = try EngineCheck(model: model(), lpEngine: nil, tolerance: Tolerance(1e-6)).run()
        #expect(outcome.passed)
        #expect(outcome.text == "ok: padded-fixed (test): greedy meets all 2 expected frames\n")
    }

    @Test func greedyOnlyReportsAnUnmetExpectation() throws {
        var model = try model()
        model.problem.expect["a"] = ExpectedFrame(x: 5, y: 5, width: 21, height: 30)
        let outcome = try EngineCheck(model: model, lpEngine: nil, tolerance: Tolerance(1e-6)).run()
        #expect(!outcome.passed)
        #expect(outcome.text.hasPrefix("FAILED: padded-fixed (test)\n1 expectation(s) not met (greedy):\n"))
    }

    @Test func aProgramWithoutOptimumIsAnEngineFailure() throws {
        let engine = LPLayoutEngine(strategy: .exact, solver: NoOptimumSolver())
        #expect {
            try EngineCheck(model: model(), lpEngine: engine, tolerance: Tolerance(1e-6)).run()
        } throws: { error in
            guard let error = error as? LPLayoutError, case .noOptimum(let reason) = error else { return false }
            return reason.reason == .infeasible && CommandFailure.code(for: error) == .engineFailure
        }
    }

    @Test func aSolverThatFailsIsAnEngineFailure() throws {
        let engine = LPLayoutEngine(strategy: .exact, solver: ThrowingSolver())
        #expect {
            try EngineCheck(model: model(), lpEngine: engine, tolerance: Tolerance(1e-6)).run()
        } throws: { error in
            guard let error = error as? LPLayoutError, case .solverFailed(let message) = error else { return false }
            return message == "fake: out of paper" && CommandFailure.code(for: error) == .engineFailure
        }
    }

    /// Issue 31, item 3: a model whose `expectByStrategy.exact` says the
    /// padded Fixed is 2 wide (it is 20: semantics §0) fails the text check
    /// of `exact` as `check --json` does, and greedy, held only to `expect`,
    /// is not blamed for it.
    @Test func theTextCheckHoldsTheStrategyToItsOwnExpectations() throws {
        var model = try model()
        model.problem.expectByStrategy = ["exact": ["a": ExpectedFrame(width: 2)]]
        let failing = try EngineCheck(
            model: model, lpEngine: LPLayoutEngine(strategy: .exact, solver: GLPKSolver()), tolerance: Tolerance(1e-6)
        ).run()
        #expect(!failing.passed)
        #expect(failing.text.contains("expectation(s) not met (lp/exact)"))
        #expect(!failing.text.contains("not met (greedy)"))

        model.problem.expectByStrategy = ["exact": ["a": ExpectedFrame(width: 20)], "lex-fair": ["a": ExpectedFrame(width: 3)]]
        let passing = try EngineCheck(
            model: model, lpEngine: LPLayoutEngine(strategy: .exact, solver: GLPKSolver()), tolerance: Tolerance(1e-6)
        ).run()
        #expect(passing.passed)
        // Two frames of `expect` and the one `exact` adds; lex-fair's is not exact's.
        #expect(
            passing.text.hasPrefix(
                "ok: padded-fixed (test): greedy and lp/exact agree on 2 nodes (tolerance 0.000001); 3 of 3 expectations met\n"))
    }

    /// A Color padded by 5 and proposed 100 x 50 is offered 90 x 40 at (5, 5)
    /// (semantics §0, §3). The nudged LP solution makes it 90.5 wide: the
    /// report names it (the padding, first in pre-order, agrees), its width,
    /// the greedy rule of a shape leaf inside padding, and the LP rules the
    /// program recorded for it.
    @Test func disagreeingEnginesPrintTheFirstDifference() throws {
        let problem = LayoutProblem(
            name: "padded-color", proposal: ProposedViewSize(width: 100, height: 50),
            root: Color().id("c").padding(5).node)
        let model = LoadedModel(problem: problem, source: "test", tree: try LayoutTree(problem.root))
        let engine = LPLayoutEngine(strategy: .exact, solver: NudgingSolver(name: "w[root]", by: 0.5))
        let outcome = try EngineCheck(model: model, lpEngine: engine, tolerance: Tolerance(1e-6)).run()
        #expect(!outcome.passed)
        let lines = outcome.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(9)) == [
                "FAILED: padded-color (test)",
                "model: padded-color (test)",
                "proposal: (100, 50)",
                "greedy and lp/exact differ at 1 of 2 nodes (tolerance 0.000001)",
                "first difference (pre-order): root Color #c",
                "  greedy:    x 5 y 5 w 90 h 40",
                "  lp/exact:  x 5 y 5 w 90.5 h 40",
                "  differing: width",
                "  greedy rule: shape leaf: the proposal, 10 where unspecified (semantics §0, Leaves); "
                    + "proposed and placed by its parent: padding: the proposal less the insets, at (leading, top) (semantics §3)",
            ])
        #expect(lines.count > 9 && lines[9].hasPrefix("  lp/exact rules: ") && !lines[9].hasSuffix("none recorded"))
        #expect(outcome.text.contains("└─ ✗ Color #c  greedy: x 5 y 5 w 90 h 40  |  lp/exact: x 5 y 5 w 90.5 h 40\n"))
        #expect(outcome.text.hasSuffix("\n") && lines[lines.count - 2].hasPrefix("program: 2 nodes, "))
    }
}
