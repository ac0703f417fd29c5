import GLPKBackend
import LinearProgram
import Testing

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
}
