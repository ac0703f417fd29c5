import GLPKBackend
import LinearProgram
import Testing

/// The first relaxation of a program of `presolvedRelaxationRows` rows or
/// more goes through GLPK's LP presolver (docs/linear-programs.md, "Solvers
/// and presolve"); a threshold of 0 sends these small programs through it.
@Suite("Presolved relaxations")
struct PresolvedRelaxationTests {
    static let presolving = GLPKSolver(options: .init(presolvedRelaxationRows: 0))

    /// maximise x + y, x, y integer, 2x + 2y ≤ 7 (`half`), x ≤ 2: the
    /// relaxation reaches 3.5, the integer optimum is 3 (x + y ≤ 3.5 with
    /// whole numbers), with x ≤ 2.
    @Test func aPresolvedRelaxationStillLeadsToTheIntegerOptimum() throws {
        var program = Program()
        let x = program.addVariable("x", upperBound: 2, kind: .integer)
        let y = program.addVariable("y", kind: .integer)
        program.addConstraint(2 * x + 2 * y, .lessThanOrEqual, 7, name: "half")
        program.addObjective(.maximize(x + y))
        let solution = try #require(try Self.presolving.solve(program).solution)
        #expect(isClose(solution.objectiveValue, 3))
        #expect(try #require(solution.value(of: x)) <= 2 + 1e-9)
    }

    /// A linear program's first stage through the presolver
    /// (`presolvingLinearPrograms()`), the second from its basis: minimise
    /// x, then maximise y, over x + y ≤ 10, x ≥ 2 − y, y ≤ 6, x, y ≥ 0 (a
    /// fixed column z = 3 and a duplicated row for the presolver to remove):
    /// x's least is 0 (with y ≥ 2), then y's most with x = 0 is 6.
    @Test func aPresolvedLinearProgramKeepsItsStages() throws {
        var program = Program()
        let x = program.addVariable("x")
        let y = program.addVariable("y", upperBound: 6)
        let z = program.addVariable("z", lowerBound: 3, upperBound: 3)
        program.addConstraint(x + y + z, .lessThanOrEqual, 13)
        program.addConstraint(x + y, .lessThanOrEqual, 10)
        program.addConstraint(x + y, .greaterThanOrEqual, 2)
        program.addObjective(.minimize(x))
        program.addObjective(.maximize(y))
        let solver = GLPKSolver().presolvingLinearPrograms()
        let solution = try #require(try solver.solve(program).solution)
        #expect(isClose(solution.value(of: x), 0))
        #expect(isClose(solution.value(of: y), 6))
    }

    // An empty or unbounded relaxation under the presolver: NoOptimumTests runs its
    // integer programs with this solver too.
}
