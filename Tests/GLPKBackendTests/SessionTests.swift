import Foundation
import LayoutTestSupport
import Testing

@testable import GLPKBackend
@testable import LinearProgram

/// A ``GLPKSession`` keeps one GLPK problem object between solves of one
/// program's copies (docs/linear-programs.md, "Sessions"): each answer is
/// the optimum of the program it is given, worked out by hand below.
@Suite("Solver sessions")
struct SessionTests {
    /// maximise x + y with x ≤ u, y ≤ 4, x + y ≤ 10 (`sum`), x, y ≥ 0.
    /// The optimum is min(u + 4, 10): the bound binds while u < 6, the row
    /// from then on.
    static func boundedSum(upper: Double) -> (Program, Variable) {
        var program = Program(name: "bounded-sum")
        let x = program.addVariable("x", upperBound: upper)
        let y = program.addVariable("y", upperBound: 4)
        program.addConstraint(x + y, .lessThanOrEqual, 10, name: "sum")
        program.addObjective(.maximize(x + y))
        return (program, x)
    }

    @Test func aSessionSolvesEachNewBoundLikeAFreshSolve() throws {
        var (program, x) = Self.boundedSum(upper: 3)
        let session = try GLPKSolver().makeSession(for: program)
        // u = 3, 8, 5, 12: min(u + 4, 10) = 7, 10, 9, 10; an order that moves
        // the optimum back and forth between the bound and the row.
        for (upper, optimum) in [(3.0, 7.0), (8, 10), (5, 9), (12, 10)] {
            program.setBounds(of: x, lower: 0, upper: upper)
            let solution = try #require(try session.solve(program, timeLimit: nil).solution)
            #expect(isClose(solution.objectiveValue, optimum), "u = \(upper)")
        }
    }

    /// maximise x + 2z, z integer in [0, 3], x ≥ 0, with the row
    /// `x + c·z ≤ 6`. With c = 2.5, x = 6 − 2.5z and the objective is
    /// 6 − 0.5z: z = 0, objective 6. With c = 1.5 (the row changed in
    /// place), x = 6 − 1.5z and the objective 6 + 0.5z: z = 3, x = 1.5,
    /// objective 7.5.
    @Test func aSessionTakesChangedCoefficients() throws {
        var program = Program(name: "room")
        let x = program.addVariable("x")
        let z = program.addVariable("z", upperBound: 3, kind: .integer)
        program.addConstraint(x + 2.5 * z, .lessThanOrEqual, 6, name: "room")
        program.addObjective(.maximize(x + 2 * z))
        let session = try GLPKSolver().makeSession(for: program)
        let first = try #require(try session.solve(program, timeLimit: nil).solution)
        #expect(isClose(first.objectiveValue, 6) && isClose(first.value(of: z), 0))

        var changed = program
        changed.replaceConstraint(at: 0, with: Constraint(x + 1.5 * z, .lessThanOrEqual, 6, name: "room"))
        let second = try #require(try session.solve(changed, timeLimit: nil).solution)
        #expect(isClose(second.objectiveValue, 7.5) && isClose(second.value(of: z), 3) && isClose(second.value(of: x), 1.5))
    }

    /// Polishing in place: the mixed-integer program maximise x + y with y
    /// integer, x + y ≤ 7.5 (`cap`), y ≤ 3, x ≤ 6. Its optimum is 7.5 with
    /// y = 3 or less; fixing y at its value (`fixingIntegers`) and
    /// re-solving in the same session keeps 7.5 with x = 7.5 − y ≤ 6
    /// (so y ≥ 2 is the only way: y ∈ {2, 3}).
    @Test func aMixedIntegerOptimumIsPolishedInTheSameSession() throws {
        var program = Program(name: "cap")
        let x = program.addVariable("x", upperBound: 6)
        let y = program.addVariable("y", upperBound: 3, kind: .integer)
        program.addConstraint(x + y, .lessThanOrEqual, 7.5, name: "cap")
        program.addObjective(.maximize(x + y))
        let session = try GLPKSolver().makeSession(for: program)
        let mip = try #require(try session.solve(program, timeLimit: nil).solution)
        let polishing = program.fixingIntegers(at: mip.values)
        let polished = try #require(try session.solve(polishing, timeLimit: nil).solution)
        let fixed = try #require(mip.value(of: y)).rounded()
        #expect(fixed == 2 || fixed == 3)
        #expect(isClose(polished.objectiveValue, 7.5))
        #expect(polished.value(of: y) == fixed)
        #expect(isClose(polished.value(of: x), 7.5 - fixed))
        // Back to the mixed-integer program: the kinds and bounds come back.
        let again = try #require(try session.solve(program, timeLimit: nil).solution)
        #expect(isClose(again.objectiveValue, 7.5))
    }

    @Test func aSessionRefusesAnotherProgram() throws {
        let (program, _) = Self.boundedSum(upper: 3)
        let (other, _) = Self.boundedSum(upper: 3)  // built separately: another program
        let session = try GLPKSolver().makeSession(for: program)
        #expect {
            try session.solve(other, timeLimit: nil)
        } throws: { error in
            guard case .structureMismatch(let reason)? = error as? GLPKError else { return false }
            return reason.contains("not a copy")
        }
    }

    /// An invalid copy is refused before GLPK sees it, and the session
    /// still solves valid copies afterwards.
    @Test func aSessionValidatesWhatChanged() throws {
        var (program, x) = Self.boundedSum(upper: 3)
        let session = try GLPKSolver().makeSession(for: program)
        var inverted = program
        inverted.setBounds(of: x, lower: 5, upper: 2)
        #expect {
            try session.solve(inverted, timeLimit: nil)
        } throws: { error in
            guard case .invalidProgram(.invalidBounds(_, "x", 5, 2))? = error as? GLPKError else { return false }
            return true
        }
        program.setBounds(of: x, lower: 0, upper: 1)
        #expect(isClose(try session.solve(program, timeLimit: nil).solution?.objectiveValue, 5))
    }

    /// A session's problem object belongs to the thread that created it;
    /// GLPK is not called from another.
    @Test func aSessionUsedOnAnotherThreadThrows() throws {
        let (program, _) = Self.boundedSum(upper: 3)
        let box = SessionBox(try GLPKSolver().makeSession(for: program))
        let outcome = BlockingWork { () -> String in
            do {
                _ = try box.session.solve(program, timeLimit: nil)
                return "solved"
            } catch {
                return String(describing: error)
            }
        }.wait()
        #expect(outcome?.contains("belongs to another thread") == true)
        #expect(isClose(try box.session.solve(program, timeLimit: nil).solution?.objectiveValue, 7))
    }

    /// A fatal error frees the GLPK environment of its thread and every
    /// problem object in it: a session on that thread loads its program
    /// afresh and answers correctly; one on another thread is untouched.
    @Test func aFatalErrorLosesOnlyItsOwnThreadsProblems() throws {
        var (program, x) = Self.boundedSum(upper: 3)
        let session = try GLPKSolver().makeSession(for: program)
        #expect(isClose(try session.solve(program, timeLimit: nil).solution?.objectiveValue, 7))
        #expect(GLPKSolver.provokeFatalError() != nil)  // same thread
        program.setBounds(of: x, lower: 0, upper: 8)
        #expect(isClose(try session.solve(program, timeLimit: nil).solution?.objectiveValue, 10))
        let elsewhere = BlockingWork { GLPKSolver.provokeFatalError() != nil }.wait()
        #expect(elsewhere == true)
        program.setBounds(of: x, lower: 0, upper: 5)
        #expect(isClose(try session.solve(program, timeLimit: nil).solution?.objectiveValue, 9))
    }

    /// Two threads, each with its own session, solving at the same time:
    /// thread k solves u = k, k + 1, …, and each answer is min(u + 4, 10).
    @Test func sessionsOnTwoThreadsSolveAtTheSameTime() throws {
        let works = (0..<2).map { k in
            BlockingWork { () -> [Double] in
                var (program, x) = Self.boundedSum(upper: 0)
                guard let session = try? GLPKSolver().makeSession(for: program) else { return [] }
                var optima: [Double] = []
                for step in 0..<200 {
                    program.setBounds(of: x, lower: 0, upper: Double((k + step) % 9))
                    optima.append((try? session.solve(program, timeLimit: nil).solution?.objectiveValue) ?? .nan)
                }
                return optima
            }
        }
        for (k, work) in works.enumerated() {
            let optima = try #require(work.wait())
            #expect(optima.count == 200)
            for (step, optimum) in optima.enumerated() {
                #expect(isClose(optimum, min(Double((k + step) % 9) + 4, 10)), "thread \(k), step \(step)")
            }
        }
    }
}

/// Carries a session to another thread, for the test that it refuses to run there.
private final class SessionBox: @unchecked Sendable {
    let session: any LinearProgramSolverSession
    init(_ session: any LinearProgramSolverSession) { self.session = session }
}
