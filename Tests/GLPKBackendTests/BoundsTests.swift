import GLPKBackend
import LinearProgram
import Testing

@Suite("Variable bounds")
struct BoundsTests {
    @Test func fixedFreeAndOneSidedBoundsAreHonoured() throws {
        // minimise y + w - z with
        //   x fixed at 2 (GLP_FX), y free (GLP_FR), z <= 5 only (GLP_UP),
        //   w >= 1 only (GLP_LO), and the row y - x >= -10.
        // y is smallest at x - 10 = -8 (negative: only possible because y is
        // free); w at its lower bound 1; -z smallest at z = 5.
        // Objective: -8 + 1 - 5 = -12.
        var program = Program(name: "bounds")
        let x = program.addVariable("x", lowerBound: 2, upperBound: 2)
        let y = program.addVariable("y", lowerBound: -.infinity)
        let z = program.addVariable("z", lowerBound: -.infinity, upperBound: 5)
        let w = program.addVariable("w", lowerBound: 1)
        program.addConstraint(y - x, .greaterThanOrEqual, -10)
        program.addObjective(.minimize(y + w - z))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.value(of: x), 2))
        #expect(isClose(solution.value(of: y), -8))
        #expect(isClose(solution.value(of: z), 5))
        #expect(isClose(solution.value(of: w), 1))
        #expect(isClose(solution.objectiveValue, -12))
    }

    @Test func doubleBoundedVariableStopsAtItsUpperBound() throws {
        // maximise v with -1 <= v <= 2.5 (GLP_DB): v = 2.5.
        var program = Program()
        let v = program.addVariable("v", lowerBound: -1, upperBound: 2.5)
        program.addObjective(.maximize(v))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.value(of: v), 2.5))
    }

    @Test func equalityRowIsHeldExactly() throws {
        // x + y = 5 (GLP_FX row), minimise x - y with 0 <= x, y <= 4:
        // y = 4, x = 1, objective -3.
        var program = Program()
        let x = program.addVariable("x", upperBound: 4)
        let y = program.addVariable("y", upperBound: 4)
        program.addConstraint(x + y, .equal, 5)
        program.addObjective(.minimize(x - y))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.value(of: x), 1))
        #expect(isClose(solution.value(of: y), 4))
        #expect(isClose(solution.objectiveValue, -3))
    }
}
