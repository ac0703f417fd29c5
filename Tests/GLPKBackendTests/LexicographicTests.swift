import GLPKBackend
import LinearProgram
import Testing

@Suite("Lexicographic objectives")
struct LexicographicTests {
    /// x + y <= 4, 0 <= x <= 3, y >= 0.
    static func region() -> (program: Program, x: Variable, y: Variable) {
        var program = Program(name: "lexicographic")
        let x = program.addVariable("x", upperBound: 3)
        let y = program.addVariable("y")
        program.addConstraint(x + y, .lessThanOrEqual, 4)
        return (program, x, y)
    }

    @Test func secondObjectiveChoosesAmongOptimaOfTheFirst() throws {
        var (program, x, y) = Self.region()
        program.addObjective(.maximize(x + y))
        program.addObjective(.maximize(x - y))
        // First: max x + y = 4 on the whole edge x + y = 4, 0 <= x <= 3.
        // Second, on that edge: x - y = 2x - 4, largest at x = 3 → y = 1, value 2.
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.value(of: x), 3, tolerance: 1e-5))
        #expect(isClose(solution.value(of: y), 1, tolerance: 1e-5))
        #expect(isClose(solution.objectiveValues[0], 4, tolerance: 1e-5))
        #expect(isClose(solution.objectiveValues[1], 2, tolerance: 1e-5))
    }

    @Test func orderOfObjectivesMatters() throws {
        var (program, x, y) = Self.region()
        program.addObjective(.maximize(x - y))
        program.addObjective(.maximize(x + y))
        // First: max x - y = 3 at x = 3, y = 0 (y = 0 is forced: x - y >= 3
        // needs y <= x - 3 <= 0). Second: x + y is then 3, not 4.
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.value(of: x), 3, tolerance: 1e-5))
        #expect(isClose(solution.value(of: y), 0, tolerance: 1e-5))
        #expect(isClose(solution.objectiveValues[0], 3, tolerance: 1e-5))
        #expect(isClose(solution.objectiveValues[1], 3, tolerance: 1e-5))
    }

    @Test func laterUnboundedObjectiveIsReportedWithItsIndex() throws {
        var program = Program()
        let x = program.addVariable("x", upperBound: 3)
        let y = program.addVariable("y")
        program.addObjective(.maximize(x))
        program.addObjective(.maximize(y))
        // First: x = 3. Second: y has no upper bound.
        let answer = try #require(try GLPKSolver().solve(program).noOptimum)
        #expect(answer.reason == .unbounded)
        #expect(answer.objectiveIndex == 1)
    }

    @Test func integerProgramWithTwoObjectives() throws {
        // Integers 0 <= a, b <= 5 with a + b <= 7.
        // First: max a + b = 7 (e.g. (5,2), (4,3), (3,4), (2,5)).
        // Second: min a among those: a = 2, b = 5.
        var program = Program()
        let a = program.addVariable("a", upperBound: 5, kind: .integer)
        let b = program.addVariable("b", upperBound: 5, kind: .integer)
        program.addConstraint(a + b, .lessThanOrEqual, 7)
        program.addObjective(.maximize(a + b))
        program.addObjective(.minimize(a))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.value(of: a), 2))
        #expect(isClose(solution.value(of: b), 5))
    }

    @Test func strengthsBlendGoalsInsideOneObjective() throws {
        // min strong·(3 - x) + weak·x over 0 <= x <= 3: each unit of x saves
        // 1e6 and costs 1, so x = 3 and the objective is 3.
        var program = Program()
        let x = program.addVariable("x", upperBound: 3)
        program.addObjective(.minimize(Strength.strong * (3 - x) + Strength.weak * x))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(solution.value(of: x), 3))
        #expect(isClose(solution.objectiveValue, 3, tolerance: 1e-6))
    }
}
