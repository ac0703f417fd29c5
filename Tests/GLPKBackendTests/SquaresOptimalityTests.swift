import GLPKBackend
import LinearProgram
import Testing

/// `Program.squaresOptimality(of:activeAt:tolerance:)`: the least squares'
/// optimality conditions at an active set, solved by GLPK, give the exact
/// minimiser where the set is the minimiser's and no point where it is not.
///
/// The program, worked by hand: minimise (x − 10)² + (y − 10)² subject to
/// x + y = 30 and x ≤ 12 (a row), x, y in 0…100. On the line alone the
/// least squares split evenly, x = y = 15, which breaks x ≤ 12; so the row
/// is active and x = 12, y = 18. Stationarity: 2·(y − 10) = 16 is the
/// line's multiplier, and 2·(x − 10) − 16 = −12 the row's, of the sign a
/// "≤" row may have.
@Suite struct SquaresOptimalityTests {
    struct Case {
        var program: Program
        var terms: [LinearExpression]
        var x: Variable
        var y: Variable
    }

    func splitOfThirty() -> Case {
        var program = Program(name: "split")
        let x = program.addVariable("x", upperBound: 100)
        let y = program.addVariable("y", upperBound: 100)
        program.add(Constraint(x + y, .equal, 30, name: "line"))
        program.add(Constraint(LinearExpression(x), .lessThanOrEqual, 12, name: "cap"))
        return Case(program: program, terms: [x - 10, y - 10], x: x, y: y)
    }

    @Test func theConditionsAtTheMinimisersActiveSetGiveTheExactMinimiser() throws {
        let split = splitOfThirty()
        // A point near the minimiser with the cap active, as a refined grid leaves it.
        let conditions = try #require(split.program.squaresOptimality(of: split.terms, activeAt: [12, 18], tolerance: 1e-7))
        guard case .optimal(let solution) = try GLPKSolver().solve(conditions) else {
            Issue.record("the conditions at the right active set have a point")
            return
        }
        #expect(abs(solution.values[split.x.index] - 12) < 1e-9)
        #expect(abs(solution.values[split.y.index] - 18) < 1e-9)
    }

    @Test func theConditionsAtAnotherActiveSetHaveNoPoint() throws {
        let split = splitOfThirty()
        // The cap read as inactive (x = 10 lies below it): then x = y = 15,
        // which the cap, still a row, forbids.
        let conditions = try #require(split.program.squaresOptimality(of: split.terms, activeAt: [10, 20], tolerance: 1e-7))
        guard case .noOptimum = try GLPKSolver().solve(conditions) else {
            Issue.record("the conditions at the wrong active set have no point")
            return
        }
    }

    @Test func aMixedIntegerProgramHasNoConditions() {
        var split = splitOfThirty()
        split.program.addBinaryVariable("branch")
        #expect(split.program.squaresOptimality(of: split.terms, activeAt: [12, 18, 0], tolerance: 1e-7) == nil)
    }
}
