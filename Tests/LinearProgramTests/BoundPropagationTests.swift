import LinearProgram
import Testing

/// `BoundPropagation`: implied bounds, integer rounding and probing, each
/// worked out by hand from the rows.
@Suite struct BoundPropagationTests {
    private func bounds(_ outcome: BoundPropagation.Outcome, _ variable: Variable) -> ClosedRange<Double>? {
        guard case .tightened(let program, _) = outcome, let definition = program.definition(of: variable) else { return nil }
        return definition.lowerBound...definition.upperBound
    }

    /// `2n ≤ 5` bounds the integer n by 2.5, rounded down to 2; `n ≥ 1.2`
    /// rounds up to 2: n is fixed.
    @Test func integerBoundsAreRoundedInward() {
        var program = Program()
        let n = program.addVariable("n", lowerBound: 0, upperBound: 10, kind: .integer)
        program.add(Constraint(2 * n, .lessThanOrEqual, 5))
        program.add(Constraint(1 * n, .greaterThanOrEqual, 1.2))
        let outcome = BoundPropagation().run(on: program)
        #expect(bounds(outcome, n) == 2...2)
        guard case .tightened(_, let fixed) = outcome else { Issue.record("infeasible"); return }
        #expect(fixed == 1)
    }

    /// `z = min(a, b)` as the exact encoding writes it (M = 10): with a = 3
    /// and b = 5 fixed, `z ≥ b − M·p` needs `p ≥ (5 − 3) / 10`, so p = 1.
    @Test func minimumOfKnownOperandsFixesItsBinary() {
        let minimum = MinimumProgram(a: 3...3)
        #expect(bounds(BoundPropagation().run(on: minimum.program), minimum.p) == 1...1)
    }

    /// Without probing only propagation runs: the tie of
    /// `probingKeepsTheHullOfATie` leaves q open, since z's bounds alone
    /// (0…4: z ≤ a, z ≤ b) do not decide `z ≥ 4q`, `z ≤ 3.9 + 10q`; only
    /// the hull of p's two probes (z = 4 on both sides) does.
    @Test func withoutProbingOnlyPropagationDecides() {
        var program = Program()
        let a = program.addVariable("a", lowerBound: 4, upperBound: 4)
        let b = program.addVariable("b", lowerBound: 4, upperBound: 4)
        let z = program.addVariable("z", lowerBound: 0, upperBound: 10)
        let p = program.addBinaryVariable("p")
        let q = program.addBinaryVariable("q")
        program.add(Constraint(z - a, .lessThanOrEqual, 0))
        program.add(Constraint(z - b, .lessThanOrEqual, 0))
        program.add(Constraint(z - a - 10 * p, .greaterThanOrEqual, -10))
        program.add(Constraint(z - b + 10 * p, .greaterThanOrEqual, 0))
        program.add(Constraint(z - 4 * q, .greaterThanOrEqual, 0))
        program.add(Constraint(z - 10 * q, .lessThanOrEqual, 3.9))
        var propagation = BoundPropagation()
        propagation.probes = false
        let outcome = propagation.run(on: program)
        #expect(bounds(outcome, p) == 0...1)
        #expect(bounds(outcome, q) == 0...1)
    }

    /// With a = b = 4 both answers of p hold: probing leaves p open (the
    /// tie), and a later binary q that needs z's value (`q = 1 ⇔ z ≥ 4`,
    /// written `z ≥ 4q`, `z ≤ 3.9 + 10q`) is still fixed to 1, because both
    /// of p's sides give z = 4.
    @Test func probingKeepsTheHullOfATie() {
        var program = Program()
        let a = program.addVariable("a", lowerBound: 4, upperBound: 4)
        let b = program.addVariable("b", lowerBound: 4, upperBound: 4)
        let z = program.addVariable("z", lowerBound: 0, upperBound: 10)
        let p = program.addBinaryVariable("p")
        let q = program.addBinaryVariable("q")
        program.add(Constraint(z - a, .lessThanOrEqual, 0))
        program.add(Constraint(z - b, .lessThanOrEqual, 0))
        program.add(Constraint(z - a - 10 * p, .greaterThanOrEqual, -10))
        program.add(Constraint(z - b + 10 * p, .greaterThanOrEqual, 0))
        program.add(Constraint(z - 4 * q, .greaterThanOrEqual, 0))
        program.add(Constraint(z - 10 * q, .lessThanOrEqual, 3.9))
        let outcome = BoundPropagation().run(on: program)
        #expect(bounds(outcome, p) == 0...1)
        #expect(bounds(outcome, q) == 1...1)
    }

    /// A probe's failed side leaves no bound behind. p = 1: `x − 8p ≥ 0`
    /// gives x ≥ 8, then `y − 8p ≥ 0` needs y ≥ 8 > 5: fails, so p = 0 and
    /// x keeps 0...10. Then q = 1 (`x + 6q ≤ 10`: x ≤ 4) and q = 0 both
    /// hold: q stays open. Had p's x ≥ 8 stayed, q = 1 would fail.
    @Test func aFailedProbeSideLeavesNoBoundBehind() {
        var program = Program()
        let x = program.addVariable("x", lowerBound: 0, upperBound: 10)
        let y = program.addVariable("y", lowerBound: 0, upperBound: 5)
        let p = program.addBinaryVariable("p")
        let q = program.addBinaryVariable("q")
        program.add(Constraint(x - 8 * p, .greaterThanOrEqual, 0))
        program.add(Constraint(y - 8 * p, .greaterThanOrEqual, 0))
        program.add(Constraint(x + 6 * q, .lessThanOrEqual, 10))
        let outcome = BoundPropagation().run(on: program)
        #expect(bounds(outcome, p) == 0...0)
        #expect(bounds(outcome, q) == 0...1)
    }

    /// A continuous bound moves only by `minimumStep` of its domain:
    /// `x ≤ 99` would move x's upper bound 100 by 1, less than
    /// 0.05 · min(100 − 0, 100) = 5, so it stays 100 and the integer
    /// `n ≤ x` gets n ≤ 100. With `minimumStep = 0` every step is taken:
    /// n ≤ 99.
    @Test func aContinuousBoundTakesNoStepBelowTheMinimum() {
        var program = Program()
        let x = program.addVariable("x", lowerBound: 0, upperBound: 100)
        let n = program.addVariable("n", lowerBound: 0, upperBound: 200, kind: .integer)
        program.add(Constraint(1 * x, .lessThanOrEqual, 99))
        program.add(Constraint(n - x, .lessThanOrEqual, 0))
        #expect(bounds(BoundPropagation().run(on: program), n) == 0...100)
        var everyStep = BoundPropagation()
        everyStep.minimumStep = 0
        #expect(bounds(everyStep.run(on: program), n) == 0...99)
    }

    /// `x ≥ 2` with x ≤ 1: no assignment holds; the row is named.
    @Test func rowThatCannotHoldIsReported() {
        var program = Program()
        let x = program.addVariable("x", lowerBound: 0, upperBound: 1, kind: .integer)
        program.add(Constraint(1 * x, .greaterThanOrEqual, 2, name: "needs-two"))
        guard case .infeasible(let row) = BoundPropagation().run(on: program) else {
            Issue.record("expected infeasible")
            return
        }
        #expect(row == "needs-two")
    }

    /// Continuous bounds are used inside propagation but never written back:
    /// `x + n ≤ 3` with n ≥ 1 leaves x's bounds as they were.
    @Test func continuousBoundsAreNotWrittenBack() {
        var program = Program()
        let x = program.addVariable("x", lowerBound: 0, upperBound: 10)
        let n = program.addVariable("n", lowerBound: 1, upperBound: 5, kind: .integer)
        program.add(Constraint(x + n, .lessThanOrEqual, 3))
        let outcome = BoundPropagation().run(on: program)
        #expect(bounds(outcome, x) == 0...10)
        #expect(bounds(outcome, n) == 1...3)
    }
}

/// A deadline ends probing with `.timedOut` instead of a late answer.
@Suite struct BoundPropagationDeadlineTests {
    /// One open binary to probe and a deadline already past: nothing is
    /// probed. Without a deadline the same program is tightened.
    @Test func aPastDeadlineTimesOutBeforeTheFirstProbe() {
        var program = Program()
        let p = program.addBinaryVariable("p")
        let x = program.addVariable("x", lowerBound: 0, upperBound: 10)
        program.add(Constraint(1 * x - 10 * p, .lessThanOrEqual, 0))
        guard case .timedOut = BoundPropagation(deadline: CPUDeadline(threadTime: CPUDeadline.now - .seconds(1))).run(on: program) else {
            Issue.record("expected a time-out")
            return
        }
        guard case .tightened = BoundPropagation().run(on: program) else {
            Issue.record("expected tightened bounds without a deadline")
            return
        }
    }
}
