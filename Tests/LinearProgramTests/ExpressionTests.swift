import LinearProgram
import Testing

@Suite("Linear expressions")
struct ExpressionTests {
    @Test func operatorsBuildTermsAndConstant() {
        var program = Program()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        // 3x + 2y - 1 - (x - 4): terms 3x, 2y, -x; constant -1 + 4 = 3.
        let expression = 3 * x + 2 * y - 1 - (x - 4)
        #expect(expression.terms == [Term(x, coefficient: 3), Term(y, coefficient: 2), Term(x, coefficient: -1)])
        #expect(expression.constant == 3)
    }

    @Test func simplifiedMergesRepeatedVariablesAndDropsZeros() {
        var program = Program()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        let z = program.addVariable("z")
        // x + y + 2x - y + z: x → 3 (first position), y → 0 (dropped), z → 1.
        let simple = (x + y + 2 * x - y + z).simplified()
        #expect(simple.terms == [Term(x, coefficient: 3), Term(z, coefficient: 1)])
    }

    /// A coefficient that cancels to round-off is 0: 0.1 + 0.2 − 0.3 is
    /// 5.6e-17 in binary, within 1e-12 of its parts' magnitudes (0.6), so x
    /// is dropped; 1e-9·y is a real coefficient and stays.
    @Test func simplifiedDropsCoefficientsCancelledToRoundOff() {
        var program = Program()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        #expect(0.1 + 0.2 - 0.3 != 0)
        let simple = (0.1 * x + 0.2 * x - 0.3 * x + 1e-9 * y).simplified()
        #expect(simple.terms == [Term(y, coefficient: 1e-9)])
    }

    @Test func evaluateIncludesTheConstant() {
        var program = Program()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        // 3·2 + 2·5 + 7 = 23.
        let value = (3 * x + 2 * y + 7).evaluate { $0 == x ? 2 : 5 }
        #expect(value == 23)
    }

    @Test func strengthScalesAnExpression() throws {
        var program = Program()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        // strong·x + weak·y = 1e6 x + 1 y.
        let blended = Strength.strong * x + Strength.weak * y
        #expect(blended.terms == [Term(x, coefficient: 1_000_000), Term(y, coefficient: 1)])
        #expect(Strength.weak < Strength.medium && Strength.medium < Strength.strong)
        #expect(Strength(weight: 0) == nil)
        #expect(Strength(weight: .nan) == nil)
        #expect(try #require(Strength(weight: 2.5)).weight == 2.5)
    }

    @Test func constraintWithExpressionsOnBothSidesMovesEverythingLeft() {
        var program = Program()
        let x = program.addVariable("x")
        let y = program.addVariable("y")
        // x + 2 <= y + 5  →  x - y <= 3 in standard form.
        let constraint = Constraint(x + 2, .lessThanOrEqual, y + 5)
        let form = constraint.standardForm
        #expect(form.terms == [Term(x, coefficient: 1), Term(y, coefficient: -1)])
        #expect(form.rhs == 3)
        #expect(constraint.isSatisfied { $0 == x ? 4 : 1 })  // 4 + 2 <= 1 + 5
        #expect(!constraint.isSatisfied { $0 == x ? 5 : 1 })  // 5 + 2 > 1 + 5
    }

    /// `x − 2⁵³ relation 1` moves 2⁵³ right: 2⁵³ + 1 is not a double (the
    /// doubles there are 2 apart) and rounds to nearest, ties to even, to
    /// 2⁵³. That loosens `≥` (x ≥ 2⁵³ admits every x ≥ 2⁵³ + 1), so it
    /// stays; it tightens `≤`, which takes the next double up, 2⁵³ + 2; an
    /// equality keeps the nearest (Constraint.standardForm).
    @Test func anInexactRightHandSideIsRoundedTowardsTheLooseSide() {
        var program = Program()
        let x = program.addVariable("x")
        let big = 9_007_199_254_740_992.0  // 2⁵³
        #expect(Constraint(x - big, .greaterThanOrEqual, 1).standardForm.rhs == big)
        #expect(Constraint(x - big, .lessThanOrEqual, 1).standardForm.rhs == big + 2)
        #expect(Constraint(x - big, .equal, 1).standardForm.rhs == big)
        // Upward: −(2⁵³ + 1) rounds to −2⁵³, above the exact value, so a
        // `≥` row takes the next double down, −2⁵³ − 2, and `≤` keeps it.
        #expect(Constraint(x + big, .greaterThanOrEqual, -1).standardForm.rhs == -big - 2)
        #expect(Constraint(x + big, .lessThanOrEqual, -1).standardForm.rhs == -big)
        // An exact difference is untouched.
        #expect(Constraint(x + 2, .greaterThanOrEqual, 5).standardForm.rhs == 3)
    }

    @Test func programCountsVariablesRowsAndIntegers() {
        var program = Program()
        let x = program.addVariable("x")
        let n = program.addVariable("n", kind: .integer)
        let b = program.addBinaryVariable("b")
        program.addConstraint(x + n + b, .lessThanOrEqual, 4)
        #expect(program.variableCount == 3)
        #expect(program.rowCount == 1)
        #expect(program.integerCount == 2)
        #expect(program.binaryCount == 1)
        #expect(program.isMixedInteger)
        #expect(program.definition(of: b)?.upperBound == 1)
    }

    @Test func variablesOfDifferentProgramsAreDifferent() {
        var first = Program()
        var second = Program()
        let a = first.addVariable("a")
        let b = second.addVariable("a")
        // Same index and name, different programs.
        #expect(a.index == b.index)
        #expect(a != b)
        #expect(first.contains(a))
        #expect(!first.contains(b))
        #expect(first.definition(of: b) == nil)
    }
}
