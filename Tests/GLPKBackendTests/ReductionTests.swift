import GLPKBackend
import LayoutTestSupport
import Testing

@testable import LinearProgram

/// GLPK gets a program without its fixed columns and implied rows
/// (`ProgramReduction`, `GLPKSolver.Options.reducesFixedColumns`); the
/// answers are those of the program itself, worked out by hand.
@Suite("Fixed columns left out")
struct ReductionTests {
    /// Every program reduced, and none.
    static let reducing: GLPKSolver = {
        var options = GLPKSolver.Options()
        options.reducedProgramRows = 0
        return GLPKSolver(options: options)
    }()
    static let solvers: [GLPKSolver] = {
        var plain = GLPKSolver.Options()
        plain.reducedProgramRows = nil
        return [reducing, GLPKSolver(options: plain)]
    }()

    /// A clamp as the layout programs write it: a = min(p, 50) with p
    /// fixed at 80 by its bounds and a binary b (1: the maximum wins),
    /// `a ≤ p`, `a ≤ 50`, `a ≥ p − 100b`, `a ≥ 50 − 100(1 − b)`, and a
    /// second view c in [0, 200] with `a + c ≤ 120`; maximise a, then c.
    /// a = 50 (b = 1), c = 70.
    private func clamp(proposal: Double) -> (Program, a: Variable, b: Variable, c: Variable) {
        var program = Program(name: "clamp")
        let p = program.addVariable("p", lowerBound: proposal, upperBound: proposal)
        let a = program.addVariable("a", upperBound: 200)
        let b = program.addBinaryVariable("b")
        let c = program.addVariable("c", upperBound: 200)
        program.addConstraint(a - p, .lessThanOrEqual, 0)
        program.addConstraint(1 * a, .lessThanOrEqual, 50)
        program.addConstraint(a - p + 100 * b, .greaterThanOrEqual, 0)
        program.addConstraint(a - 100 * b, .greaterThanOrEqual, -50)
        program.addConstraint(a + c, .lessThanOrEqual, 120)
        program.addObjective(.maximize(1 * a))
        program.addObjective(.maximize(1 * c))
        return (program, a, b, c)
    }

    @Test(arguments: solvers) func theReducedProgramHasTheProgramsOptimum(solver: GLPKSolver) throws {
        let (program, a, b, c) = clamp(proposal: 80)
        let solution = try #require(try solver.solve(program).solution)
        #expect(isClose(solution.value(of: a), 50) && isClose(solution.value(of: b), 1) && isClose(solution.value(of: c), 70))
        #expect(solution.values.count == program.variableCount)
        #expect(isClose(solution.value(of: Variable.first(of: program)), 80))
    }

    /// In a session, proposals 80, 30, 120: min(p, 50) = 50, 30, 50 and
    /// c = 120 − a = 70, 90, 70; each proposal fixes p anew.
    @Test func aSessionFollowsTheFixedValuesFromProposalToProposal() throws {
        var (program, a, _, c) = clamp(proposal: 80)
        let session = try Self.reducing.makeSession(for: program)
        let p = Variable.first(of: program)
        for (proposal, answer) in [(80.0, 50.0), (30, 30), (120, 50)] {
            program.setBounds(of: p, lower: proposal, upper: proposal)
            let solution = try #require(try session.solve(program, timeLimit: nil).solution)
            #expect(isClose(solution.value(of: a), answer), "p = \(proposal)")
            #expect(isClose(solution.value(of: c), 120 - answer), "p = \(proposal)")
            #expect(isClose(solution.value(of: p), proposal))
        }
    }

    /// `2p ≥ 170` at p = 80 breaks: the empty row that stays makes the
    /// reduced program infeasible, as the program is.
    @Test(arguments: solvers) func aBrokenRowOfFixedColumnsLeavesTheProgramInfeasible(solver: GLPKSolver) throws {
        var (program, _, _, _) = clamp(proposal: 80)
        program.addConstraint(2 * Variable.first(of: program), .greaterThanOrEqual, 170)
        let answer = try #require(try solver.solve(program).noOptimum)
        #expect(answer.reason == .infeasible)
    }
}

extension ReductionTests {
    /// A session's later program naming a variable of another program
    /// (its index past the session's columns) is refused by validation, as
    /// without the reduction, instead of read out of range.
    @Test func aForeignVariableInASessionsProgramIsRefused() throws {
        var (program, _, _, _) = clamp(proposal: 80)
        let session = try Self.reducing.makeSession(for: program)
        _ = try session.solve(program, timeLimit: nil)
        var other = Program()
        var stranger = other.addVariable("v0")
        for index in 1..<10 { stranger = other.addVariable("v\(index)") }
        program.replaceConstraint(at: 4, with: Constraint(1 * stranger, .lessThanOrEqual, 120))
        #expect(throws: GLPKError.self) { try session.solve(program, timeLimit: nil) }
    }

    /// Fixing the integers (as polishing does: b at 1) changes which
    /// columns the reduction leaves out, so the session loads the program
    /// afresh, validated by what changed from the last program it was
    /// given: bounds inverted on the way are refused before GLPK sees
    /// them, and the fixed program still solves. With b = 1,
    /// `a ≥ p − 100` and `a ≥ 50` leave a = min(80, 50) = 50, c = 70.
    @Test func aProgramThatChangesTheReductionIsValidatedByWhatChanged() throws {
        let (program, a, _, c) = clamp(proposal: 80)
        let session = try Self.reducing.makeSession(for: program)
        let first = try #require(try session.solve(program, timeLimit: nil).solution)
        let polished = program.fixingIntegers(at: first.values)
        var broken = polished
        broken.setBounds(of: c, lower: 5, upper: 2)
        #expect {
            try session.solve(broken, timeLimit: nil)
        } throws: { error in
            guard case .invalidProgram(.invalidBounds(_, name: "c", lower: 5, upper: 2))? = error as? GLPKError else { return false }
            return true
        }
        let solution = try #require(try session.solve(polished, timeLimit: nil).solution)
        #expect(isClose(solution.value(of: a), 50) && isClose(solution.value(of: c), 70))
    }
}

extension Variable {
    /// The program's first variable (the fixed proposal p of `clamp`).
    fileprivate static func first(of program: Program) -> Variable {
        program.variable(at: 0)!
    }
}

/// A session whose next program is reduced with other rows kept.
extension ReductionTests {
    /// p fixed, a and c in [0, 200], `a ≤ p`, `a + c ≤ 120` and
    /// `c + p ≤ 230`, which c's bound implies while p ≤ 30 (so the
    /// reduction leaves it out there and keeps it at p = 80).
    private func widening(
        proposal: Double, objectives: (_ a: Variable, _ c: Variable) -> [Objective]
    ) -> (Program, a: Variable, c: Variable) {
        var program = Program(name: "widening")
        let p = program.addVariable("p", lowerBound: proposal, upperBound: proposal)
        let a = program.addVariable("a", upperBound: 200)
        let c = program.addVariable("c", upperBound: 200)
        program.addConstraint(a - p, .lessThanOrEqual, 0)
        program.addConstraint(a + c, .lessThanOrEqual, 120)
        program.addConstraint(c + p, .lessThanOrEqual, 230)
        for objective in objectives(a, c) { program.addObjective(objective) }
        return (program, a, c)
    }

    /// Maximise a, then c. At p = 30: a = 30, c = 90, and the row that
    /// held a at 30 (within the lexicographic tolerance, 1e-6 of it) stays
    /// in GLPK's problem after the solve. At p = 10 (the same reduction:
    /// `c + p ≤ 230` still implied): a = 10, c = 110; the row holding
    /// a ≥ 30 must be gone, or nothing is feasible (a ≤ 10).
    @Test func aSessionForgetsTheRowsThatHeldThePreviousObjectives() throws {
        var (program, a, c) = widening(proposal: 30) { a, c in [.maximize(1 * a), .maximize(1 * c)] }
        let session = try Self.reducing.makeSession(for: program)
        let p = Variable.first(of: program)
        for (proposal, answer) in [(30.0, 30.0), (10, 10)] {
            program.setBounds(of: p, lower: proposal, upper: proposal)
            let solution = try #require(try session.solve(program, timeLimit: nil).solution, "p = \(proposal)")
            #expect(isClose(solution.value(of: a), answer, tolerance: 1e-4), "p = \(proposal)")
            #expect(isClose(solution.value(of: c), 120 - answer, tolerance: 1e-4), "p = \(proposal)")
        }
    }

    /// Maximise 2a + c: a = min(p, 120) and c = 120 − a, with a and c
    /// basic and the first two rows' slacks at their bounds whatever p is.
    /// From p = 30 to p = 80 the reduction keeps one more row
    /// (`c + p ≤ 230`), so the session loads the program afresh; it starts
    /// from the previous basis (the new row's slack basic), which is
    /// optimal again: no simplex iteration, where a new session needs two.
    @Test func aSessionReloadedForAWiderReductionStartsFromItsBasis() throws {
        var (program, a, c) = widening(proposal: 30) { a, c in [.maximize(2 * a + 1 * c)] }
        let session = try Self.reducing.makeSession(for: program)
        let first = try #require(try session.solve(program, timeLimit: nil).solution)
        #expect(isClose(first.value(of: a), 30) && isClose(first.value(of: c), 90))
        program.setBounds(of: Variable.first(of: program), lower: 80, upper: 80)
        let warm = try #require(try session.solve(program, timeLimit: nil).solution)
        #expect(isClose(warm.value(of: a), 80) && isClose(warm.value(of: c), 40))
        #expect(warm.effort?.simplexIterations == 0)
        let cold = try #require(try Self.reducing.makeSession(for: program).solve(program, timeLimit: nil).solution)
        #expect(isClose(cold.value(of: a), 80) && isClose(cold.value(of: c), 40))
        #expect(cold.effort?.simplexIterations == 2)
    }
}
