import Testing

@testable import LinearProgram

/// `ProgramReduction`: fixed columns become numbers in the rows and
/// objectives, rows the bounds imply are left out, and a solution of the
/// reduced program maps back to every column of the original.
@Suite struct ProgramReductionTests {
    /// x fixed at 3, y in [0, 20], z in [0, 1]:
    /// - `x + y ≤ 10` (`room`): with x = 3 it is `y ≤ 7`, kept;
    /// - `y + z ≤ 30` (`loose`): at most 20 + 1 = 21 ≤ 30, implied, left out;
    /// - `2x ≥ 6` (`fixed`): 6 ≥ 6 at x = 3, left out;
    /// - objective maximise 2x + y: 6 + y.
    private func sample(fixedRowBound: Double = 6) -> (Program, x: Variable, y: Variable, z: Variable) {
        var program = Program(name: "sample")
        let x = program.addVariable("x", lowerBound: 3, upperBound: 3)
        let y = program.addVariable("y", upperBound: 20)
        let z = program.addVariable("z", upperBound: 1)
        program.addConstraint(x + y, .lessThanOrEqual, 10, name: "room")
        program.addConstraint(y + z, .lessThanOrEqual, 30, name: "loose")
        program.addConstraint(2 * x, .greaterThanOrEqual, fixedRowBound, name: "fixed")
        program.addObjective(.maximize(2 * x + y))
        return (program, x, y, z)
    }

    @Test func aFixedColumnBecomesANumberInItsRowsAndObjectives() throws {
        let (program, _, _, _) = sample()
        let reduction = try #require(ProgramReduction(program))
        #expect(reduction.keptColumns == [1, 2])
        #expect(reduction.keptRows == [0])
        let room = try #require(reduction.program.constraints.first)
        let (terms, relation, rhs) = room.standardForm
        // y ≤ 10 − 3 = 7 (a fixed part of magnitude 3 in a row of one
        // other term loosens the row by at most 3 · 3 ulps).
        #expect(terms.count == 1 && relation == .lessThanOrEqual)
        #expect(abs(rhs - 7) <= 1e-14 && rhs >= 7)
        #expect(reduction.program.objectives.first?.expression.constant == 6)
    }

    @Test func aSolutionOfTheReducedProgramMapsBackToEveryColumn() throws {
        let (program, x, y, z) = sample()
        let reduction = try #require(ProgramReduction(program))
        // The reduced optimum: y = 7, z anything in [0, 1] (say 0.5); the
        // objective 2·3 + 7 = 13.
        let reduced = Solution(program: reduction.program.id, values: [7, 0.5], objectiveValues: [13])
        let solution = reduction.expand(reduced)
        #expect(solution.program == program.id)
        #expect(solution.value(of: x) == 3 && solution.value(of: y) == 7 && solution.value(of: z) == 0.5)
        #expect(solution.objectiveValues == [13])
    }

    /// `2x ≥ 7` at x = 3 does not hold: the row stays, empty, so that the
    /// solver finds the program infeasible as it would have.
    @Test func aBrokenRowOfFixedColumnsIsKept() throws {
        let (program, _, _, _) = sample(fixedRowBound: 7)
        let reduction = try #require(ProgramReduction(program))
        #expect(reduction.keptRows == [0, 2])
        #expect(reduction.program.constraints[1].expression.terms.isEmpty)
    }

    /// Nothing fixed and every row binding: the program is solved as it is.
    @Test func aProgramWithLittleToLeaveOutIsNotReduced() {
        var program = Program()
        let x = program.addVariable("x", upperBound: 20)
        let y = program.addVariable("y", upperBound: 20)
        program.addConstraint(x + y, .lessThanOrEqual, 10)
        program.addObjective(.maximize(x + y))
        #expect(ProgramReduction(program) == nil)
    }

    /// The same program with y fixed as well (a polishing solve) keeps the
    /// first reduction's structure; with x freed it is no reduction of it.
    @Test func aLaterProgramIsReducedAsTheFirstWhereThatStillHolds() throws {
        var (program, x, y, _) = sample()
        let first = try #require(ProgramReduction(program))
        program.setBounds(of: y, lower: 7, upper: 7)
        let polished = try #require(ProgramReduction(program, as: first))
        #expect(polished.keepsTheSame(as: first))
        #expect(polished.program.variables[0].lowerBound == 7)
        program.setBounds(of: x, lower: 0, upper: 3)
        #expect(ProgramReduction(program, as: first) == nil)
    }

    /// The first reduction left `loose` out; bounds under which it binds
    /// (y up to 40) make it no reduction of the later program.
    @Test func aRowLeftOutMustStillBeImplied() throws {
        var (program, _, y, _) = sample()
        let first = try #require(ProgramReduction(program))
        program.setBounds(of: y, lower: 0, upper: 40)
        #expect(ProgramReduction(program, as: first) == nil)
    }
}

extension ProgramReductionTests {
    /// A row naming another program's variable is not reduced (nil), so a
    /// solver's validation reports it rather than reading past the columns.
    @Test func aProgramWithAForeignVariableIsNotReduced() throws {
        var (program, _, _, _) = sample()
        let first = try #require(ProgramReduction(program))
        var other = Program()
        _ = other.addVariable("a")
        let stranger = other.addVariable("b")
        program.addConstraint(1 * stranger, .lessThanOrEqual, 1, name: "foreign")
        #expect(ProgramReduction(program) == nil)
        #expect(ProgramReduction(program, as: first) == nil)
    }
}

extension ProgramReductionTests {
    /// What the program asks of the solver travels with the reduced copy:
    /// the lexicographic and integrality tolerances and whether
    /// branch-and-cut propagates bounds at its nodes.
    @Test func theReducedProgramAsksTheSolverWhatTheProgramAsks() throws {
        var (program, _, _, _) = sample()
        program.lexicographicTolerance = 1e-8
        program.integralityTolerance = 1e-7
        program.propagatesAtNodes = false
        let reduced = try #require(ProgramReduction(program)).program
        #expect(reduced.lexicographicTolerance == 1e-8)
        #expect(reduced.integralityTolerance == 1e-7)
        #expect(!reduced.propagatesAtNodes)
    }
}

extension ProgramReductionTests {
    /// The sample's first reduction left x (fixed at 3) and the rows `loose`
    /// and `fixed` out. With x freed (0…3) and y fixed at 7 instead, the
    /// widened reduction leaves out only what both leave out: no column (x
    /// is free now, y was kept before) and the row `loose` (y + z ≤ 7 + 1
    /// ≤ 30, still implied), keeping `fixed` (2x ≥ 6 binds with x free). A
    /// fresh reduction would leave y out, a new structure; a later program
    /// with y fixed at 5 is then reduced as the widened one.
    @Test func aWidenedReductionLeavesOutOnlyWhatBothLeaveOut() throws {
        var (program, x, y, _) = sample()
        let first = try #require(ProgramReduction(program))
        program.setBounds(of: x, lower: 0, upper: 3)
        program.setBounds(of: y, lower: 7, upper: 7)
        #expect(ProgramReduction(program, as: first) == nil)
        let widened = try #require(ProgramReduction(program, widening: first))
        #expect(widened.keptColumns == [0, 1, 2])
        #expect(widened.keptRows == [0, 2])
        #expect(try #require(ProgramReduction(program)).keptColumns == [0, 2])
        program.setBounds(of: y, lower: 5, upper: 5)
        let later = try #require(ProgramReduction(program, as: widened))
        #expect(later.keepsTheSame(as: widened))
    }
}

/// `ProgramReduction.moving(to:from:)`: a program whose bounds alone moved
/// is reduced from what changed, as `init(_:as:)` reduces it.
extension ProgramReductionTests {
    /// x fixed at 3 → 4 and y's bound 20 → 15, rows and objective shared:
    /// `room` becomes `y ≤ 10 − 4 = 6` (its constant changed), the
    /// objective's constant 2·4 = 8, y's column changed; `loose` (at most
    /// 15 + 1 ≤ 30) and `fixed` (8 ≥ 6) stay left out. The reduced program
    /// is the one `init(_:as:)` builds, row for row.
    @Test func aMoveChangesOnlyTheMovedColumnsAndTheirRows() throws {
        let (program, x, y, _) = sample()
        let reduction = try #require(ProgramReduction(program))
        var next = program
        next.setBounds(of: x, lower: 4, upper: 4)
        next.setBounds(of: y, lower: 0, upper: 15)
        let move = try #require(reduction.moving(to: next, from: program))
        #expect(move.columns == [0])
        #expect(move.rows == [0])
        let rebuilt = try #require(ProgramReduction(next, as: reduction))
        // The same rows and objectives, bit for bit (their variables name
        // two reduced programs, so they are compared by index).
        #expect(move.reduction.program.constraints.map(Self.written) == rebuilt.program.constraints.map(Self.written))
        #expect(move.reduction.program.variables == rebuilt.program.variables)
        #expect(
            move.reduction.program.objectives.map { Self.written($0.expression) }
                == rebuilt.program.objectives.map { Self.written($0.expression) })
        #expect(move.reduction.program.objectives.first?.expression.constant == 8)
        #expect(move.reduction.keptColumns == rebuilt.keptColumns && move.reduction.keptRows == rebuilt.keptRows)
        let expanded = move.reduction.expand(Solution(program: move.reduction.program.id, values: [6, 0], objectiveValues: [14]))
        #expect(expanded.value(of: x) == 4 && expanded.value(of: y) == 6)
    }

    /// A row as text of its variables' indices, coefficients, constant,
    /// relation, right-hand side (exactly) and name.
    private static func written(_ row: Constraint) -> String {
        "\(written(row.expression)) \(row.relation) \(row.rhs.bitPattern) \(row.name ?? "")"
    }

    private static func written(_ expression: LinearExpression) -> String {
        expression.terms.map { "\($0.coefficient.bitPattern)·\($0.variable.index)" }.joined(separator: " ")
            + " \(expression.constant.bitPattern)"
    }

    /// No move where the structure does not hold or the rows are not the
    /// same storage: x no longer fixed; `loose` no longer implied (z up to
    /// 11: 20 + 11 > 30); a row written again as it was (its storage
    /// copied: `init(_:as:)`, which reads every row, decides then).
    @Test func noMoveWhereTheStructureBreaksOrTheRowsDiffer() throws {
        let (program, x, _, z) = sample()
        let reduction = try #require(ProgramReduction(program))
        var unfixed = program
        unfixed.setBounds(of: x, lower: 0, upper: 3)
        #expect(reduction.moving(to: unfixed, from: program) == nil)
        var loosened = program
        loosened.setBounds(of: z, lower: 0, upper: 11)
        #expect(reduction.moving(to: loosened, from: program) == nil)
        #expect(ProgramReduction(loosened, as: reduction) == nil)
        var rewritten = program
        rewritten.replaceConstraint(at: 1, with: program.constraints[1])
        #expect(reduction.moving(to: rewritten, from: program) == nil)
        #expect(ProgramReduction(rewritten, as: reduction) != nil)
        #expect(reduction.moving(to: program, from: program) != nil)
    }
}

/// `Program.firstRow(brokenBy:tolerance:)`.
@Suite struct RowCheckTests {
    /// x + y ≤ 10, x − y = 2, y ≥ 1: (6, 4) holds every row; (7, 4) breaks
    /// the first two by 1 (within a tolerance of 1, not of 0.5); (6, 3.5)
    /// the equality by 0.5; (2, 0) the last by 1.
    @Test func theFirstBrokenRowIsFound() {
        var program = Program()
        let x = program.addVariable("x"), y = program.addVariable("y")
        program.addConstraint(x + y, .lessThanOrEqual, 10)
        program.addConstraint(x - y, .equal, 2)
        program.addConstraint(1 * y, .greaterThanOrEqual, 1)
        #expect(program.firstRow(brokenBy: [6, 4], tolerance: 0) == nil)
        #expect(program.firstRow(brokenBy: [7, 4], tolerance: 0.5) == 0)
        #expect(program.firstRow(brokenBy: [7, 4], tolerance: 1) == nil)
        #expect(program.firstRow(brokenBy: [6, 3.5], tolerance: 0.1) == 1)
        #expect(program.firstRow(brokenBy: [2, 0], tolerance: 0.1) == 2)
    }
}
