import GLPKBackend
import LinearProgram
import Testing

@Suite("GLPK smoke")
struct SmokeTests {
    @Test func versionIsFiveSomething() {
        #expect(GLPKSolver.version.hasPrefix("5."))
    }

    @Test func twoVariableProgramReachesTheHandWorkedVertex() throws {
        let (program, x, y) = TestPrograms.smoke()
        let solution = try #require(try GLPKSolver().solve(program).solution)
        // Worked in TestPrograms.smoke: x = 3, y = 1, objective 11.
        #expect(isClose(solution.value(of: x), 3))
        #expect(isClose(solution.value(of: y), 1))
        #expect(isClose(solution.objectiveValue, 11))
        #expect(solution.isProvenOptimal)
    }

    @Test func objectiveConstantIsPartOfTheValue() throws {
        var program = Program()
        let x = program.addVariable("x", upperBound: 2)
        program.addObjective(.maximize(x + 10))
        // x = 2 → 2 + 10 = 12.
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.objectiveValue, 12))
    }

    @Test func programWithoutObjectiveReturnsAFeasiblePoint() throws {
        var program = Program()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        program.addConstraint(x + y, .greaterThanOrEqual, 3)
        program.addConstraint(x, .lessThanOrEqual, 1)
        let solution = try #require(try GLPKSolver().solve(program).solution)
        // Any point with x <= 1 and x + y >= 3 will do.
        let value = { (variable: Variable) in solution.value(of: variable) ?? .nan }
        #expect(program.constraints.allSatisfy { $0.isSatisfied(by: value, tolerance: 1e-7) })
        #expect(solution.objectiveValues.isEmpty)
    }

    @Test func emptyProgramIsTriviallyOptimal() throws {
        // GLPK accepts a problem with no rows and columns (measured: glp_simplex
        // returns 0 with status GLP_OPT), so an empty program is not an error.
        var program = Program()
        program.addObjective(.minimize(LinearExpression(constant: 7)))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(solution.values.isEmpty)
        #expect(solution.objectiveValues == [7])
    }

    @Test func solutionRejectsVariablesOfOtherPrograms() throws {
        let (program, _, _) = TestPrograms.smoke()
        var other = Program()
        let stranger = other.addVariable("x")
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(solution.value(of: stranger) == nil)
    }
}
