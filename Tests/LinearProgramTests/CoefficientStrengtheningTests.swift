import LinearProgram
import Testing

/// `CoefficientStrengthening` on the two big-M rows of `z = min(a, b)` as
/// the exact encoding writes them, with M = 5000 from loose intervals and
/// z in 0...10, a = 3, b = 5: each strengthened row worked out by hand, and
/// the integer solutions checked to be the same on a grid.
@Suite struct CoefficientStrengtheningTests {
    struct MinRows {
        var program = Program()
        let z, a, b, p: Variable
        init(m: Double) {
            z = program.addVariable("z", lowerBound: 0, upperBound: 10)
            a = program.addVariable("a", lowerBound: 3, upperBound: 3)
            b = program.addVariable("b", lowerBound: 5, upperBound: 5)
            p = program.addBinaryVariable("p")
            // p = 1: z ≥ a; p = 0: z ≥ b.
            program.add(Constraint(z - a - m * p, .greaterThanOrEqual, -m))
            program.add(Constraint(z - b + m * p, .greaterThanOrEqual, 0))
        }
        var lower: [Double] { program.variables.map(\.lowerBound) }
        var upper: [Double] { program.variables.map(\.upperBound) }
    }

    private func coefficient(of variable: Variable, in constraint: Constraint) -> Double {
        constraint.standardForm.terms.first { $0.variable == variable }?.coefficient ?? 0
    }

    /// Row 1 as `−z + a + 5000p ≤ 5000`: the rest reaches at most −0 + 3 = 3,
    /// so d = 5000 − 3 − 1 (margin) = 4996: `−z + a + 4p ≤ 4`, i.e.
    /// `z ≥ a − 4(1 − p)`. Row 2 as `−z + b − 5000p ≤ 0`: the rest reaches 5,
    /// d = 0 + 5000 − 5 − 1 = 4994: `−z + b − 6p ≤ 0`, i.e. `z ≥ b − 6p`.
    @Test func bigMShrinksToTheRangePlusTheMargin() {
        let rows = MinRows(m: 5000)
        let (strong, count) = CoefficientStrengthening().run(on: rows.program, lower: rows.lower, upper: rows.upper)
        #expect(count == 2)
        let first = strong.constraints[0], second = strong.constraints[1]
        #expect(coefficient(of: rows.p, in: first) == -4)
        #expect(first.standardForm.rhs == -4)
        #expect(coefficient(of: rows.p, in: second) == 6)
        #expect(second.standardForm.rhs == 0)
    }

    /// Same integer solutions: for p in {0, 1} and z from 0 to 10 by 0.25,
    /// the strengthened rows hold exactly where the original ones do.
    @Test func integerSolutionsAreKept() {
        let rows = MinRows(m: 5000)
        let (strong, _) = CoefficientStrengthening().run(on: rows.program, lower: rows.lower, upper: rows.upper)
        for p in [0.0, 1.0] {
            for step in 0...40 {
                let values = [Double(step) / 4, 3, 5, p]
                let before = rows.program.constraints.allSatisfy { $0.isSatisfied(by: { values[$0.index] }) }
                let after = strong.constraints.allSatisfy { $0.isSatisfied(by: { values[$0.index] }) }
                #expect(before == after, "z \(values[0]), p \(p)")
            }
        }
    }

    /// A big-M of 1000 or less is left as it is (`threshold`), and so is a
    /// binary whose bounds already fix it.
    @Test func smallAndFixedAreLeftAlone() {
        let small = MinRows(m: 1000)
        #expect(CoefficientStrengthening().run(on: small.program, lower: small.lower, upper: small.upper).strengthened == 0)
        let fixed = MinRows(m: 5000)
        var upper = fixed.upper
        upper[fixed.p.index] = 0
        #expect(CoefficientStrengthening().run(on: fixed.program, lower: fixed.lower, upper: upper).strengthened == 0)
    }

    /// Through `BoundPropagation`: with b = 5 and z unbounded above by its
    /// rows only through `z ≤ a`, `z ≤ b`, propagation fixes p = 1 (z ≥ 5 is
    /// impossible with z ≤ 3), so nothing is left open to strengthen and the
    /// rows stay as written.
    @Test func propagationFixesBeforeStrengthening() {
        var rows = MinRows(m: 5000)
        rows.program.add(Constraint(rows.z - rows.a, .lessThanOrEqual, 0))
        rows.program.add(Constraint(rows.z - rows.b, .lessThanOrEqual, 0))
        var propagation = BoundPropagation()
        propagation.strengthensCoefficients = true
        guard case .tightened(let program, _) = propagation.run(on: rows.program) else {
            Issue.record("infeasible")
            return
        }
        #expect(program.definition(of: rows.p).map { $0.lowerBound...$0.upperBound } == 1...1)
        #expect(program.constraints == rows.program.constraints)
    }
}
