import GLPKBackend
import Testing

@testable import LinearProgram

/// A least-squares stage written on a grid (``Program/addingSquares(_:on:)``)
/// is the secant through (b, b²) at the grid's breakpoints, whichever
/// breakpoint its pieces start from; refined grids keep one structure; held
/// stages and integer values are read as documented (docs/strategies.md,
/// "The tie-break").
@Suite("Least-squares stages")
struct SquaresStageTests {
    /// minimise x² with x ≥ 3.3 (x in [0, 10]) on the breakpoints 0, 1, …, 10:
    /// the optimum is x = 3.3 and its secant value 9 + (3 + 4)·0.3 = 11.1,
    /// started from b₀ = 0 or from the breakpoint nearest a centre (7: the
    /// pieces below it run downward with negated slopes).
    @Test(arguments: [nil, 7.0, 3.0])
    func theStageIsTheSecantWhereverItsPiecesStart(centre: Double?) throws {
        var program = Program(name: "square")
        let x = program.addVariable("x", upperBound: 10)
        program.addConstraint(LinearExpression(x), .greaterThanOrEqual, 3.3, name: "floor")
        var grid = SquaresGrid(breakpoints: [(0...10).map(Double.init)], windowWidths: [1])
        grid.centres = [centre]
        let stage = SquaresStage(terms: [LinearExpression(x)], position: 0)
        let solution = try #require(try GLPKSolver().solve(program.addingSquares(stage, on: grid)).solution)
        #expect(isClose(solution.values[x.index], 3.3))
        #expect(isClose(solution.objectiveValue, 11.1))
        // The certificate's radius: ½·√(Σ h²) with one piece of width 1.
        #expect(grid.radius == 0.5)
    }

    /// A refined grid has `segments + 3` pieces per term wherever its window
    /// lies: range [0, 100], 4 segments; around 50 with radius 10 the
    /// window 40…60 is cut at 45, 50, 55 (plus the range's ends); around 1
    /// with radius 10 the window is clipped to 0…11 and 0 is already an end,
    /// so the missing pieces are width 0 at the top.
    @Test func refinedGridsKeepOneNumberOfPieces() {
        let ranges: [ClosedRange<Double>?] = [0...100, 0...100, nil]
        let first = SquaresGrid.covering(ranges, segments: 4)
        let next = first.refined(around: [50, 1, 0], radius: 10, ranges: ranges, segments: 4)
        #expect(next.breakpoints[0] == [0, 40, 45, 50, 55, 60, 100, 100])
        #expect(next.breakpoints[1] == [0, 0, 2.75, 5.5, 8.25, 11, 100, 100])
        #expect(next.breakpoints[2].isEmpty)
        #expect(next.centres == [50, 1, 0])
        // Windows 5 and 2.75 wide: r = ½·√(25 + 7.5625).
        #expect(isClose(next.radius, 0.5 * (25 + 7.5625).squareRoot()))
    }

    /// minimise −x (so x = 4 at best), then minimise y, over x + y ≥ 5,
    /// x ≤ 4: holding the first objective at its optimum (−4, slack 0)
    /// leaves the row x ≥ 4, so the program minimising y alone gives y = 1.
    @Test func aHeldObjectiveBecomesARowAtItsValue() throws {
        var program = Program(name: "held")
        let x = program.addVariable("x", upperBound: 4)
        let y = program.addVariable("y", upperBound: 10)
        program.addConstraint(x + y, .greaterThanOrEqual, 5, name: "sum")
        program.addObjective(.minimize(-1 * x))
        program.addObjective(.minimize(LinearExpression(y)))
        var values = [Double](repeating: 0, count: program.variableCount)
        values[x.index] = 4
        values[y.index] = 10
        var held = program.holdingObjectives(1, at: values, slack: 0)
        #expect(held.objectives.isEmpty)
        #expect(held.rowCount == program.rowCount + 1)
        held.addObjective(.minimize(LinearExpression(y)))
        let solution = try #require(try GLPKSolver().solve(held).solution)
        #expect(isClose(solution.values[x.index], 4))
        #expect(isClose(solution.values[y.index], 1))
    }

    /// Integer values are read rounded, in variable order; a linear
    /// program has none.
    @Test func integerValuesAreReadRoundedInOrder() {
        var program = Program(name: "integers")
        _ = program.addVariable("x", upperBound: 10)
        _ = program.addBinaryVariable("b")
        _ = program.addVariable("y", upperBound: 10)
        _ = program.addBinaryVariable("c")
        #expect(program.integerValues(at: [3.7, 0.9999999, 2.2, 1e-9]) == [1, 0])
        var linear = Program(name: "linear")
        _ = linear.addVariable("x", upperBound: 1)
        #expect(linear.integerValues(at: [0.5]).isEmpty)
    }
}
