@testable import LayoutLPCommand
import LPLayout
import LayoutChecker
import LayoutModel
import LinearProgram
import Testing

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

    /// `Fixed` 20 x 30 padded by 5 (semantics §0, §3): 30 x 40 at the origin.
    func model() throws -> LoadedModel {
        let problem = LayoutProblem(
            name: "padded-fixed", proposal: ProposedViewSize(width: 100, height: 50),
            root: Fixed(width: 20, height: 30).id("a").padding(5).id("pad").node,
            expect: ["pad": Rect(x: 0, y: 0, width: 30, height: 40), "a": Rect(x: 5, y: 5, width: 20, height: 30)])
        return LoadedModel(problem: problem, source: "test", tree: try LayoutTree(problem.root))
    }

    @Test func greedyOnlyMeetsTheHandDerivedExpectations() throws {
        let outcome = try EngineCheck(model: model(), lpEngine: nil, tolerance: Tolerance(1e-6)).run()
        #expect(outcome.passed)
        #expect(outcome.text == "ok: padded-fixed (test): greedy meets all 2 expected frames\n")
    }

    @Test func greedyOnlyReportsAnUnmetExpectation() throws {
        var model = try model()
        model.problem.expect["a"] = Rect(x: 5, y: 5, width: 21, height: 30)
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
}
