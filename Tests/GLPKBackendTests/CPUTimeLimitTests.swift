import LayoutLPCGLPK
import LinearProgram
import Testing

@testable import GLPKBackend

/// The solver's time limit counts CPU time (`GLPKSolver.Options.timeLimit`;
/// issue 28): branch-and-cut is stopped by its callback when the thread's
/// CPU time reaches the deadline, not by GLPK's wall-clock limit.
@Suite struct CPUTimeLimitTests {
    /// The market-split instance (`MarketSplit`): a 0.3 s limit runs out in
    /// branch-and-cut, and the solve reports it, having used about that much
    /// CPU time (well under the 3 s GLPK's wall-clock backstop allows).
    @Test func branchAndCutStopsWhenItsCPUTimeRunsOut() throws {
        let program = MarketSplit.program()
        let start = CPUDeadline.now
        #expect {
            try GLPKSolver(options: .init(timeLimit: .milliseconds(300))).solve(program)
        } throws: { error in
            guard case GLPKError.timeLimitReached = error else { return false }
            return true
        }
        let used = CPUDeadline.now - start
        #expect(used >= .milliseconds(300))
        #expect(used < .seconds(2))
    }

    /// A simplex has no callback, so the guard checks the CPU deadline where
    /// GLPK reports progress (`layoutlp_glpk_guard.cpu_deadline_ns`): a
    /// deadline already passed stops it at its first report, and the problem
    /// object goes with the thread's environment. Before, only GLPK's
    /// wall-clock backstop (10 times the CPU time left) stopped a simplex,
    /// and one that stalled in a loop of numerical instability ran to it
    /// (fuzz seed 5550007, case 358 under `weighted:scope=global`: 442 CPU-s
    /// under a 60 s limit).
    @Test func aSimplexPastItsCPUDeadlineStopsAndForgetsItsProblem() throws {
        let (program, _, _) = TestPrograms.smoke()
        var parameters = glp_smcp()
        glp_init_smcp(&parameters)
        parameters.msg_lev = GLP_MSG_OFF
        let passed = CPUDeadline(threadTime: CPUDeadline.now - .milliseconds(1))
        var code: Int32? = 0
        var lost = false
        try GLPKProblem.with(verbose: false) { problem throws(GLPKError) in
            try problem.load(GLPKModel(program))
            code = try problem.simplex(parameters, cpuDeadline: passed)
            do { _ = try problem.simplex(parameters) } catch { lost = true }
        }
        #expect(code == nil)
        #expect(lost)
        // GLPK's next environment solves as before.
        #expect(isClose(try GLPKSolver().solve(program).solution?.objectiveValue, 11))
    }

    /// A deadline that has not passed leaves the simplex alone: the smoke
    /// program's optimum 3x + 2y at x = 3, y = 1 is 11.
    @Test func aSimplexWithinItsCPUDeadlineFinishes() throws {
        let (program, _, _) = TestPrograms.smoke()
        var parameters = glp_smcp()
        glp_init_smcp(&parameters)
        parameters.msg_lev = GLP_MSG_OFF
        let code = try GLPKProblem.with(verbose: false) { problem throws(GLPKError) in
            try problem.load(GLPKModel(program))
            return try problem.simplex(parameters, cpuDeadline: .after(.seconds(60)))
        }
        #expect(code == 0)
        #expect(isClose(try GLPKSolver(options: .init(timeLimit: .seconds(60))).solve(program).solution?.objectiveValue, 11))
    }

    /// Branch-and-cut's callback stops the search between nodes; the guard
    /// stops it inside a node's simplex as well (where GLPK reports
    /// progress), so a deadline already passed stops `glp_intopt` at its
    /// first report, at the root before it branches, with no code and the
    /// problem gone (the callback alone would end it with `GLP_ESTOP`).
    @Test func branchAndCutPastItsCPUDeadlineStopsInsideGLPK() throws {
        let program = MarketSplit.program()
        var simplex = glp_smcp()
        glp_init_smcp(&simplex)
        simplex.msg_lev = GLP_MSG_OFF
        var intopt = glp_iocp()
        glp_init_iocp(&intopt)
        intopt.msg_lev = GLP_MSG_OFF
        let passed = CPUDeadline(threadTime: CPUDeadline.now - .milliseconds(1))
        var outcome: (code: Int32?, nodes: Int) = (0, -1)
        try GLPKProblem.with(verbose: false) { problem throws(GLPKError) in
            try problem.load(GLPKModel(program))
            #expect(try problem.simplex(simplex) == 0)
            outcome = try problem.intopt(intopt, cpuDeadline: passed)
        }
        #expect(outcome.code == nil)
        #expect(outcome.nodes <= 1)
    }
}
