import GLPKBackend
import LinearProgram
import Testing

/// Row activities, duals, reduced costs, basis statuses and bound ranges
/// (`GLPKSolver.Options.introspection`) on small programs solved by hand.
@Suite("Introspection")
struct IntrospectionTests {
    let ranges = GLPKSolver(options: GLPKSolver.Options(introspection: .ranges))

    /// maximise 3x + 2y with r0: x + y ≤ 4, r1: x + 3y ≤ 7, 0 ≤ x ≤ 3, y ≥ 0.
    ///
    /// By hand: moving along r0 from (3, 1) trades a unit of x (3) for a
    /// unit of y (2), so x stays at its bound 3 and y = 4 − 3 = 1; objective
    /// 11. r1 is slack (3 + 3 = 6 < 7): its auxiliary is basic, its dual 0.
    /// y is basic: its reduced cost 2 − 1·y0 = 0 gives the dual of r0,
    /// y0 = 2. x is non-basic at its upper bound with reduced cost
    /// 3 − 1·2 − 1·0 = 1 (> 0 at an upper bound: optimal for a maximum).
    /// x's bound b can move while r0 stays binding and y = 4 − b stays
    /// basic: y ≥ 0 needs b ≤ 4 (then y leaves: column 1), and r1 needs
    /// b + 3(4 − b) ≤ 7, b ≥ 2.5 (then r1 binds: row 1).
    @Test func maximumReportsDualsReducedCostsBasisAndBoundRange() throws {
        var program = Program(name: "max")
        let x = program.addVariable("x", upperBound: 3)
        let y = program.addVariable("y")
        program.addConstraint(x + y, .lessThanOrEqual, 4)
        program.addConstraint(x + 3 * y, .lessThanOrEqual, 7)
        program.addObjective(.maximize(3 * x + 2 * y))
        let solution = try #require(try ranges.solve(program).solution)
        let details = try #require(solution.details)
        #expect(isClose(solution.objectiveValue, 11))
        #expect(zip(details.rowActivities, [4.0, 6.0]).allSatisfy { isClose($0, $1) })
        #expect(isClose(details.dual(ofRow: 0), 2))
        #expect(isClose(details.dual(ofRow: 1), 0))
        #expect(isClose(details.reducedCost(of: x), 1))
        #expect(isClose(details.reducedCost(of: y), 0))
        #expect(details.rowStatus == [.atUpper, .basic])
        #expect(details.columnStatus == [.atUpper, .basic])
        let range = try #require(details.boundRanges?[x.index])
        #expect(isClose(range.lowest, 2.5) && range.limitedBelowBy == .row(1))
        #expect(isClose(range.highest, 4) && range.limitedAboveBy == .column(1))
        #expect(details.boundRanges?[y.index] == nil)
    }

    /// minimise 2x + 3y with r0: x + y ≥ 4, r1: x − y ≤ 2, x, y ≥ 0.
    ///
    /// By hand: x is cheaper, r1 caps it at y + 2, so x + y = 4 and
    /// x − y = 2: (3, 1), cost 9. Both x and y are basic, so their reduced
    /// costs are 0 and the duals solve 2 = y0 + y1, 3 = y0 − y1: y0 = 2.5
    /// (a binding ≥ row of a minimum: ≥ 0), y1 = −0.5 (a binding ≤ row of
    /// a minimum: ≤ 0). r0 sits at its lower bound, r1 at its upper.
    @Test func minimumDualsFollowGLPKsSigns() throws {
        var program = Program(name: "min")
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        program.addConstraint(x + y, .greaterThanOrEqual, 4)
        program.addConstraint(x - y, .lessThanOrEqual, 2)
        program.addObjective(.minimize(2 * x + 3 * y))
        let solution = try #require(try GLPKSolver(options: GLPKSolver.Options(introspection: .basis)).solve(program).solution)
        let details = try #require(solution.details)
        #expect(isClose(solution.objectiveValue, 9))
        #expect(isClose(details.dual(ofRow: 0), 2.5))
        #expect(isClose(details.dual(ofRow: 1), -0.5))
        #expect(isClose(details.reducedCost(of: x), 0) && isClose(details.reducedCost(of: y), 0))
        #expect(details.rowStatus == [.atLower, .atUpper])
        #expect(details.columnStatus == [.basic, .basic])
        #expect(details.boundRanges == nil)
    }

    /// The maximum above with z fixed at 1 in r0: x + y + z ≤ 5, objective
    /// + z. Same optimum for x and y; z is non-basic and fixed, with reduced
    /// cost 1 − 1·2 = −1 (the dual of r0 is still 2).
    @Test func fixedColumnIsNonBasicFixed() throws {
        var program = Program(name: "fixed")
        let x = program.addVariable("x", upperBound: 3)
        let y = program.addVariable("y")
        let z = program.addVariable("z", lowerBound: 1, upperBound: 1)
        program.addConstraint(x + y + z, .lessThanOrEqual, 5)
        program.addConstraint(x + 3 * y, .lessThanOrEqual, 7)
        program.addObjective(.maximize(3 * x + 2 * y + z))
        let details = try #require(try ranges.solve(program).solution?.details)
        #expect(details.columnStatus?[z.index] == .fixed)
        #expect(isClose(details.reducedCost(of: z), -1))
        #expect(isClose(details.dual(ofRow: 0), 2))
    }

    /// maximise x + y with 2x + 2y ≤ 3, x and y whole numbers ≥ 0: the best
    /// is 1 (x + y ≤ 1.5), so the row's activity is 2. Branch-and-cut gives
    /// no duals, basis or ranges.
    @Test func mixedIntegerSolutionHasActivitiesOnly() throws {
        var program = Program(name: "mip")
        let x = program.addVariable("x", upperBound: 10, kind: .integer)
        let y = program.addVariable("y", upperBound: 10, kind: .integer)
        program.addConstraint(2 * x + 2 * y, .lessThanOrEqual, 3)
        program.addObjective(.maximize(x + y))
        let solution = try #require(try ranges.solve(program).solution)
        let details = try #require(solution.details)
        #expect(isClose(solution.objectiveValue, 1))
        #expect(isClose(details.rowActivities.first, 2))
        #expect(details.rowDuals == nil && details.reducedCosts == nil && details.columnStatus == nil && details.boundRanges == nil)
    }

    @Test func noIntrospectionByDefault() throws {
        var program = Program(name: "plain")
        let x = program.addVariable("x", upperBound: 1)
        program.addObjective(.maximize(x))
        #expect(try GLPKSolver().solve(program).solution?.details == nil)
    }
}
