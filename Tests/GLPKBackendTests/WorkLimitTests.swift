import GLPKBackend
import LinearProgram
import Testing

/// The solver's work limit (`GLPKSolver.Options.workLimit`; issue 28):
/// simplex iterations plus branch-and-cut nodes over one solve, the same on
/// every machine and at any load.
@Suite struct WorkLimitTests {
    /// The market-split instance (`MarketSplit`): branch-and-cut needs far
    /// more than 2,000 nodes and iterations, so the search stops at the limit, and the error says so.
    @Test func branchAndCutStopsWhenItsWorkRunsOut() throws {
        let program = MarketSplit.program()
        var options = GLPKSolver.Options()
        options.workLimit = 2_000
        #expect {
            try GLPKSolver(options: options).solve(program)
        } throws: { error in
            guard case GLPKError.workLimitReached(routine: "glp_intopt", objectiveIndex: 0) = error else { return false }
            return true
        }
    }

    /// A linear program that takes W iterations without a limit (its
    /// effort) solves with the limit W + 1, to the same optimum, and runs
    /// out with W: the limit counts exactly the iterations the effort
    /// reports, and a solve stops once its work reaches the limit (GLPK
    /// checks `it_lim` before it checks the basis it has reached).
    @Test func aLinearProgramNeedsExactlyItsIterations() throws {
        // max Σ x_i with x_i + x_{i+1} ≤ 1 + i/10 on a path of 12 variables in [0, 1]: several pivots.
        var program = Program()
        let x = (0..<12).map { program.addVariable("x\($0)", lowerBound: 0, upperBound: 1) }
        for i in 0..<11 { program.addConstraint(LinearExpression(x[i]) + LinearExpression(x[i + 1]), .lessThanOrEqual, 1 + Double(i) / 10) }
        program.addObjective(.maximize(x.reduce(LinearExpression()) { $0 + LinearExpression($1) }))
        guard case .optimal(let free) = try GLPKSolver().solve(program) else { Issue.record("no optimum"); return }
        let work = try #require(free.effort).simplexIterations
        #expect(work > 1)
        var options = GLPKSolver.Options()
        options.workLimit = work + 1
        guard case .optimal(let limited) = try GLPKSolver(options: options).solve(program) else { Issue.record("no optimum"); return }
        #expect(limited.values == free.values)
        options.workLimit = work
        #expect(throws: GLPKError.workLimitReached(routine: "glp_simplex", objectiveIndex: 0)) {
            try GLPKSolver(options: options).solve(program)
        }
    }
}
