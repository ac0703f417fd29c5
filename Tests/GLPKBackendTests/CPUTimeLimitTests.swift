import GLPKBackend
import LinearProgram
import Testing

/// The solver's time limit counts CPU time (`GLPKSolver.Options.timeLimit`;
/// issue 28): branch-and-cut is stopped by its callback when the thread's
/// CPU time reaches the deadline, not by GLPK's wall-clock limit.
@Suite struct CPUTimeLimitTests {
    /// A market-split feasibility problem (Cornuéjols and Dawande, 1998):
    /// four equality rows over 36 binaries with coefficients in 0…99 and
    /// right-hand sides half each row's sum. Branch-and-cut needs millions
    /// of nodes for instances of this size, so a 0.3 s limit runs out in
    /// branch-and-cut, and the solve reports it, having used about that much
    /// CPU time (well under the 3 s GLPK's wall-clock backstop allows).
    @Test func branchAndCutStopsWhenItsCPUTimeRunsOut() throws {
        var program = Program()
        let x = (0..<36).map { program.addBinaryVariable("x\($0)") }
        var state: UInt64 = 20_261_127
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double((state >> 33) % 100)
        }
        for _ in 0..<4 {
            let coefficients = x.map { _ in next() }
            var row = LinearExpression()
            for (variable, coefficient) in zip(x, coefficients) { row += coefficient * LinearExpression(variable) }
            program.addConstraint(row, .equal, (coefficients.reduce(0, +) / 2).rounded(.down))
        }
        program.addObjective(.minimize(LinearExpression(x[0])))
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
