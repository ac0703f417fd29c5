import LinearProgram
import Testing

@Suite("Program validation")
struct ValidationTests {
    @Test func emptyProgramIsValid() throws {
        try Program().validate()
    }

    @Test func nanCoefficientIsReportedWithItsConstraint() {
        var program = Program()
        let x = program.addVariable("x")
        program.addConstraint(Double.nan * x, .lessThanOrEqual, 1, name: "bad")
        let error = #expect(throws: ProgramError.self) { try program.validate() }
        guard case .nonFiniteCoefficient(let value, "x", .constraint(0, "bad")) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(value.isNaN)
    }

    @Test func infiniteRightHandSideIsRejected() {
        var program = Program()
        let x = program.addVariable("x")
        program.addConstraint(x, .lessThanOrEqual, .infinity)
        #expect(throws: ProgramError.nonFiniteConstant(.infinity, in: .constraint(index: 0, name: nil))) {
            try program.validate()
        }
    }

    @Test func crossedBoundsAreRejected() {
        var program = Program()
        let x = program.addVariable("x", lowerBound: 5, upperBound: 1)
        #expect(throws: ProgramError.invalidBounds(x, name: "x", lower: 5, upper: 1)) {
            try program.validate()
        }
    }

    @Test func boundsWithoutAnyFiniteValueAreRejected() {
        var program = Program()
        let x = program.addVariable("x", lowerBound: .infinity, upperBound: .infinity)
        #expect(throws: ProgramError.invalidBounds(x, name: "x", lower: .infinity, upper: .infinity)) {
            try program.validate()
        }
    }

    @Test func variableOfAnotherProgramIsRejected() {
        var other = Program()
        let stranger = other.addVariable("s")
        var program = Program()
        _ = program.addVariable("x")
        program.addObjective(.minimize(stranger))
        #expect(throws: ProgramError.foreignVariable(stranger, in: .objective(index: 0, name: nil))) {
            try program.validate()
        }
    }

    @Test func duplicateNamesAreRejected() {
        var program = Program()
        let first = program.addVariable("w")
        let second = program.addVariable("w")
        #expect(throws: ProgramError.duplicateVariableName("w", first: first, second: second)) {
            try program.validate()
        }

        var rows = Program()
        let x = rows.addVariable("x")
        rows.addConstraint(x, .lessThanOrEqual, 1, name: "c")
        rows.addConstraint(x, .greaterThanOrEqual, 0, name: "c")
        #expect(throws: ProgramError.duplicateConstraintName("c", first: 0, second: 1)) {
            try rows.validate()
        }
    }

    @Test func emptyNamesAreRejected() {
        var program = Program()
        let x = program.addVariable("")
        #expect(throws: ProgramError.emptyVariableName(x)) { try program.validate() }
    }

    @Test func binaryVariableNeedsUnitBounds() {
        var program = Program()
        let b = program.addVariable("b", lowerBound: 0, upperBound: 2, kind: .binary)
        #expect(throws: ProgramError.invalidBinaryBounds(b, name: "b", lower: 0, upper: 2)) {
            try program.validate()
        }
    }

    @Test func negativeLexicographicToleranceIsRejected() {
        var program = Program()
        program.lexicographicTolerance = -1
        #expect(throws: ProgramError.invalidLexicographicTolerance(-1)) { try program.validate() }
    }
}
