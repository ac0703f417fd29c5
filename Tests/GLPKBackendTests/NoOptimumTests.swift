import GLPKBackend
import LinearProgram
import Testing

@Suite("Programs without an optimum")
struct NoOptimumTests {
    /// GLPK by default and with a linear program's first stage presolved
    /// (`presolvesLinearPrograms`): the presolver's codes without a status
    /// are asked again without it, so both answer alike
    /// (docs/linear-programs.md, "Solvers and presolve").
    static let linearSolvers: [GLPKSolver] = {
        var options = GLPKSolver.Options()
        options.presolvesLinearPrograms = true
        return [GLPKSolver(), GLPKSolver(options: options)]
    }()

    @Test(arguments: linearSolvers) func contradictoryRowsAreInfeasible(solver: GLPKSolver) throws {
        // x + y <= 1 and x + y >= 2 cannot both hold.
        var program = Program()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        program.addConstraint(x + y, .lessThanOrEqual, 1)
        program.addConstraint(x + y, .greaterThanOrEqual, 2)
        program.addObjective(.minimize(x))
        let answer = try #require(try solver.solve(program).noOptimum)
        #expect(answer.reason == .infeasible)
        #expect(answer.objectiveIndex == 0)
        #expect(answer.detail.contains("GLP_NOFEAS"))
    }

    @Test(arguments: linearSolvers) func risingObjectiveAlongAFreeDirectionIsUnbounded(solver: GLPKSolver) throws {
        // maximise x + y with x - y <= 1: x = y = t is feasible for every t >= 0
        // and gives 2t.
        var program = Program()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        program.addConstraint(x - y, .lessThanOrEqual, 1)
        program.addObjective(.maximize(x + y))
        let answer = try #require(try solver.solve(program).noOptimum)
        #expect(answer.reason == .unbounded)
        #expect(answer.detail.contains("GLP_UNBND"))
    }

    /// GLPK as configured by default, and with the LP presolver on every
    /// first relaxation (`presolvedRelaxationRows: 0`): the presolver reports
    /// an empty or unbounded relaxation by a code without a status, and the
    /// relaxation is asked again without it, so both answer alike
    /// (docs/linear-programs.md, "Solvers and presolve").
    static let solvers = [GLPKSolver(), GLPKSolver(options: .init(presolvedRelaxationRows: 0))]

    @Test(arguments: solvers) func infeasibleIntegerProgramIsInfeasible(solver: GLPKSolver) throws {
        // Integers x, y >= 0 with x + y <= -1: even the relaxation is empty;
        // the simplex run on it first (linear-programs.md, "Solvers and
        // presolve") ends with status GLP_NOFEAS.
        var program = Program()
        let x = program.addVariable("x", kind: .integer)
        let y = program.addVariable("y", kind: .integer)
        program.addConstraint(x + y, .lessThanOrEqual, -1)
        program.addObjective(.maximize(x + y))
        let answer = try #require(try solver.solve(program).noOptimum)
        #expect(answer.reason == .infeasible)
        #expect(answer.detail.contains("relaxation") && answer.detail.contains("GLP_NOFEAS"))
    }

    @Test(arguments: solvers) func unboundedRelaxationLeavesTheIntegerProgramUndecided(solver: GLPKSolver) throws {
        // maximise x + y over integers with x - y <= 1: the relaxation is
        // unbounded (GLP_UNBND), which says nothing about integer points (a
        // program with none would have the same relaxation), so the answer
        // is infeasible-or-unbounded.
        var program = Program()
        let x = program.addVariable("x", kind: .integer)
        let y = program.addVariable("y", kind: .integer)
        program.addConstraint(x - y, .lessThanOrEqual, 1)
        program.addObjective(.maximize(x + y))
        let answer = try #require(try solver.solve(program).noOptimum)
        #expect(answer.reason == .infeasibleOrUnbounded)
        #expect(answer.detail.contains("GLP_UNBND"))
    }

    @Test func evenSumCannotBeOdd() throws {
        // 2x + 2y = 3 with integers 0 <= x, y <= 10: the left side is even, the
        // right side odd, so no integer point exists, while the relaxation has
        // (1.5, 0). The relaxation cannot see this; the branch-and-bound search
        // ends without an integer point (measured: glp_intopt returns 0, MIP
        // status GLP_NOFEAS).
        var program = Program()
        let x = program.addVariable("x", upperBound: 10, kind: .integer)
        let y = program.addVariable("y", upperBound: 10, kind: .integer)
        program.addConstraint(2 * x + 2 * y, .equal, 3)
        program.addObjective(.maximize(x))
        let answer = try #require(try GLPKSolver().solve(program).noOptimum)
        #expect(answer.reason == .noIntegerSolution)
        #expect(answer.detail.contains("GLP_NOFEAS"))
    }

    @Test func threeBinariesCannotSumToOneAndAHalf() throws {
        // b1 + b2 + b3 = 1.5 with binaries: sums are whole numbers 0...3, while
        // the relaxation has (0.5, 0.5, 0.5).
        var program = Program()
        let b = (1...3).map { program.addBinaryVariable("b\($0)") }
        program.addConstraint(b[0] + b[1] + b[2], .equal, 1.5)
        program.addObjective(.maximize(b[0]))
        let answer = try #require(try GLPKSolver().solve(program).noOptimum)
        #expect(answer.reason == .noIntegerSolution)
    }
}
