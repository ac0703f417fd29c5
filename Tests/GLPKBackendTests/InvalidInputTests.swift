import LinearProgram
import Testing

@testable import GLPKBackend

/// Invalid input must come back as a Swift error, before GLPK sees it. The
/// process surviving these tests is itself the proof that GLPK did not abort.
@Suite("Invalid input")
struct InvalidInputTests {
    @Test func nanCoefficientIsAnError() {
        var program = Program()
        let x = program.addVariable("x")
        program.addConstraint(Double.nan * x, .lessThanOrEqual, 1)
        let error = #expect(throws: GLPKError.self) { try GLPKSolver().solve(program) }
        guard case .invalidProgram(.nonFiniteCoefficient(_, "x", .constraint(0, nil))) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
    }

    @Test func crossedBoundsAreAnError() {
        var program = Program()
        let x = program.addVariable("x", lowerBound: 3, upperBound: 1)
        #expect(throws: GLPKError.invalidProgram(.invalidBounds(x, name: "x", lower: 3, upper: 1))) {
            try GLPKSolver().solve(program)
        }
    }

    @Test func variableFromAnotherProgramIsAnError() {
        var other = Program()
        let stranger = other.addVariable("s")
        var program = Program()
        let x = program.addVariable("x")
        program.addConstraint(x + stranger, .lessThanOrEqual, 1)
        #expect(throws: GLPKError.invalidProgram(.foreignVariable(stranger, in: .constraint(index: 0, name: nil)))) {
            try GLPKSolver().solve(program)
        }
    }

    @Test func nameLongerThanGLPKAllowsIsAnError() {
        var program = Program()
        let name = String(repeating: "n", count: 256)
        _ = program.addVariable(name)
        #expect(throws: GLPKError.nameRejected(name, reason: "longer than 255 bytes")) {
            try GLPKSolver().solve(program)
        }
    }

    @Test func controlCharacterInNameIsAnError() {
        var program = Program()
        let x = program.addVariable("x")
        program.addConstraint(x, .lessThanOrEqual, 1, name: "row\n1")
        #expect(throws: GLPKError.nameRejected("row\n1", reason: "contains a control character")) {
            try GLPKSolver().solve(program)
        }
    }

    @Test func fractionalBoundOnIntegerVariableIsAnError() {
        // glp_intopt would return GLP_EBOUND (measured); we refuse it first.
        var program = Program()
        _ = program.addVariable("n", lowerBound: 0.5, upperBound: 5, kind: .integer)
        #expect(throws: GLPKError.fractionalIntegerBound(variable: "n", bound: 0.5)) {
            try GLPKSolver().solve(program)
        }
    }

    @Test func mergedCoefficientOverflowIsAnError() {
        var program = Program()
        let x = program.addVariable("x")
        program.addConstraint(Double.greatestFiniteMagnitude * x + Double.greatestFiniteMagnitude * x, .lessThanOrEqual, 1)
        #expect(
            throws: GLPKError.invalidProgram(
                .nonFiniteCoefficient(.infinity, variable: "x", in: .constraint(index: 0, name: nil)))
        ) {
            try GLPKSolver().solve(program)
        }
    }

    @Test func outOfRangeOptionsAreErrors() {
        let (program, _, _) = TestPrograms.smoke()
        #expect(throws: GLPKError.self) { try GLPKSolver(options: .init(timeLimit: .seconds(-1))).solve(program) }
        #expect(throws: GLPKError.self) { try GLPKSolver(options: .init(mipGap: .nan)).solve(program) }
    }

    @Test func guardTurnsGLPKFatalErrorIntoASwiftError() throws {
        // Without the guard, glp_add_cols(P, -1) aborts the process.
        let error = try #require(GLPKSolver.provokeFatalError())
        guard case .fatalError(let routine, let message) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(routine == "glp_add_cols")
        #expect(message.contains("glp_add_cols"))
        // GLPK works again afterwards: the guard freed the broken environment
        // and the next call creates a fresh one.
        let (program, _, _) = TestPrograms.smoke()
        #expect(isClose(try GLPKSolver().solve(program).solution?.objectiveValue, 11))
    }

    @Test func fatalErrorInsideALiveProblemForgetsTheDestroyedProblem() throws {
        // Bypass validation on purpose: load a one-column problem, then add a
        // row naming column 2. glp_set_mat_row fails fatally; the guard frees
        // GLPK's environment (destroying the problem object), and the
        // problem's deferred delete must then do nothing instead of touching
        // freed memory.
        var small = Program()
        _ = small.addVariable("x")
        var large = Program()
        _ = large.addVariable("a")
        let b = large.addVariable("b")
        let error = #expect(throws: GLPKError.self) {
            try GLPKProblem.with(verbose: false) { problem throws(GLPKError) in
                try problem.load(GLPKModel(small))
                try problem.addRow(name: nil, bounds: GLPKBounds(lower: 0, upper: 1), terms: [Term(b)])
            }
        }
        guard case .fatalError("glp_set_mat_row", let message) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(message.contains("out of range"))
        let (program, _, _) = TestPrograms.smoke()
        #expect(isClose(try GLPKSolver().solve(program).solution?.objectiveValue, 11))
    }
}
