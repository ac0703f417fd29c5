import GLPKBackend
import LinearProgram
import Testing

/// `Solution.effort`: GLPK's simplex iterations (`glp_get_it_cnt`) and
/// branch-and-cut nodes (`glp_ios_tree_size`), on programs small enough to
/// count the pivots by hand. GLPK's primal simplex starts from the standard
/// basis (every row's auxiliary variable basic, every column at its bound),
/// and each iteration moves one column into the basis.
@Suite("Solver effort")
struct SolverEffortTests {
    @Test func optimalStartingBasisTakesNoIteration() throws {
        // minimise x with 0 <= x and the row x <= 4: x at its lower bound 0
        // (the standard basis) is optimal already.
        var program = Program()
        let x = program.addVariable("x")
        program.addConstraint(x, .lessThanOrEqual, 4)
        program.addObjective(.minimize(x))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(solution.effort == SolverEffort(simplexIterations: 0, branchAndCutNodes: 0))
    }

    @Test func oneEnteringColumnIsOneIteration() throws {
        // maximise x with 0 <= x and the row x <= 4: x enters the basis, the
        // row's auxiliary variable leaves it at x = 4; one pivot, no branch-and-cut.
        var program = Program()
        let x = program.addVariable("x")
        program.addConstraint(x, .lessThanOrEqual, 4)
        program.addObjective(.maximize(x))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.value(of: x), 4))
        #expect(solution.effort == SolverEffort(simplexIterations: 1, branchAndCutNodes: 0))
    }

    @Test func integralRelaxationIsBranchAndCutsRootOnly() throws {
        // maximise b with b binary and the row b <= 4: the relaxation's
        // optimum b = 1 is integral, so branch-and-cut creates its root
        // node and stops there.
        var program = Program()
        let b = program.addBinaryVariable("b")
        program.addConstraint(b, .lessThanOrEqual, 4)
        program.addObjective(.maximize(b))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.value(of: b), 1))
        #expect(solution.effort?.branchAndCutNodes == 1)
    }

    @Test func aGomoryCutClosesAFractionalRootWithoutBranching() throws {
        // maximise a + b, binaries, with 2a + 2b <= 3: the relaxation's
        // optimum 1.5 is fractional; Gomory's mixed-integer cut from that
        // row (the backend turns GMI cuts on) makes the root integral, so
        // the optimum 1 is found in the root node alone, where branching
        // would split it into at least 3 nodes.
        var program = Program()
        let a = program.addBinaryVariable("a")
        let b = program.addBinaryVariable("b")
        program.addConstraint(2 * a + 2 * b, .lessThanOrEqual, 3)
        program.addObjective(.maximize(a + b))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.objectiveValue, 1))
        #expect(solution.effort?.branchAndCutNodes == 1)
    }

    @Test func sessionCountsEachSolveOnItsOwn() throws {
        // The same program twice in one session: the second solve starts
        // from the first's optimal basis, so it needs no iteration, and the
        // count is not the problem object's running total.
        var program = Program()
        let x = program.addVariable("x")
        program.addConstraint(x, .lessThanOrEqual, 4)
        program.addObjective(.maximize(x))
        let session = try GLPKSolver().makeSession(for: program)
        let first = try #require(try session.solve(program, timeLimit: nil).solution)
        let second = try #require(try session.solve(program, timeLimit: nil).solution)
        #expect(first.effort?.simplexIterations == 1)
        #expect(second.effort?.simplexIterations == 0)
    }
}
