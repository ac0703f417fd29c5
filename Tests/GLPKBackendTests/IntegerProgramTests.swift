import GLPKBackend
import LayoutTestSupport
import LinearProgram
import Testing

@Suite("Integer and binary programs")
struct IntegerProgramTests {
    @Test func relaxationOptimumIsFractional() throws {
        let (program, x, y) = TestPrograms.relaxationDiffers(kind: .continuous)
        let solution = try #require(try GLPKSolver().solve(program).solution)
        // Worked in TestPrograms.relaxationDiffers: x = 3, y = 1.5, objective 21.
        #expect(isClose(solution.value(of: x), 3))
        #expect(isClose(solution.value(of: y), 1.5))
        #expect(isClose(solution.objectiveValue, 21))
    }

    @Test func integerOptimumDiffersFromTheRelaxation() throws {
        let (program, x, y) = TestPrograms.relaxationDiffers(kind: .integer)
        let solution = try #require(try GLPKSolver().solve(program).solution)
        // Worked in TestPrograms.relaxationDiffers: x = 4, y = 0, objective 20 (< 21).
        #expect(isClose(solution.value(of: x), 4))
        #expect(isClose(solution.value(of: y), 0))
        #expect(isClose(solution.objectiveValue, 20))
        #expect(solution.isProvenOptimal)
    }

    @Test func binaryKnapsackPicksTheBestPair() throws {
        // Items (value, weight): (10, 5), (13, 7), (7, 4), (8, 3); capacity 10.
        // Feasible pairs: {1,2} w12 ✗; {1,3} w9 → 17; {1,4} w8 → 18; {2,3} w11 ✗;
        // {2,4} w10 → 21; {3,4} w7 → 15; every triple weighs > 10; the best
        // single item is 13. Optimum: items 2 and 4, value 21. (The relaxation
        // would take items 4 and 1 and 2/7 of item 2: 8 + 10 + 26/7 ≈ 21.71.)
        var program = Program(name: "knapsack")
        let values: [Double] = [10, 13, 7, 8]
        let weights: [Double] = [5, 7, 4, 3]
        let take = (1...4).map { program.addBinaryVariable("take[\($0)]") }
        let weight = zip(weights, take).reduce(LinearExpression.zero) { $0 + $1.0 * $1.1 }
        let value = zip(values, take).reduce(LinearExpression.zero) { $0 + $1.0 * $1.1 }
        program.addConstraint(weight, .lessThanOrEqual, 10, name: "capacity")
        program.addObjective(.maximize(value))
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(take.map { solution.value(of: $0) ?? .nan } == [0, 1, 0, 1])
        #expect(isClose(solution.objectiveValue, 21))
    }

    @Test func mipGapOptionIsAccepted() throws {
        // A gap of 50% lets glp_intopt stop early; on this tiny program it
        // still finds the optimum 20, possibly without proving it.
        let (program, _, _) = TestPrograms.relaxationDiffers(kind: .integer)
        let solver = GLPKSolver(options: .init(mipGap: 0.5))
        let solution = try #require(try solver.solve(program).solution)
        #expect(solution.objectiveValue.map { $0 >= 20 * 0.5 - 1e-7 && $0 <= 20 + 1e-7 } == true)
    }

    @Test func mixedProgramWithEveryBoundFormAndTwoObjectives() throws {
        let (program, w, h, n, b) = SamplePrograms.mixed()
        let solution = try #require(try GLPKSolver().solve(program).solution)
        // Worked in TestPrograms.mixed: w = 20, h = 100, n = 2, b = 1; objectives 218 and 4.
        // The second stage holds the first objective only within 1e-6 · 218 ≈ 2.2e-4
        // (Program.lexicographicTolerance), and may use that slack on w and h
        // (measured: w ≈ 19.99998, h ≈ 99.9999), hence the looser tolerance there.
        #expect(isClose(solution.value(of: w), 20, tolerance: 1e-3))
        #expect(isClose(solution.value(of: h), 100, tolerance: 1e-3))
        #expect(isClose(solution.value(of: n), 2))
        #expect(isClose(solution.value(of: b), 1))
        #expect(isClose(solution.objectiveValues[0], 218, tolerance: 1e-3))
        #expect(isClose(solution.objectiveValues[1], 4))
    }
}
