import GLPKBackend
import LinearProgram
import Testing

@testable import LPLayout

/// The non-linear operations of the exact encoding, solved by GLPK at fixed
/// values of their inputs. Expected numbers are the operations' definitions
/// (min, max, ≤, choice) applied by hand.
@Suite struct ProgramBuilderTests {
    /// A builder with one variable `x` in 0...10, and a way to solve with `x`
    /// fixed and read a quantity.
    struct Fixture {
        let builder = ProgramBuilder(name: "test", engine: "lp/exact", resolution: 1e-4)
        let x: Quantity

        init() {
            x = builder.variable("x", lower: 0, upper: 10)
        }

        func value(of quantity: Quantity, x value: Double) throws -> Double? {
            var program = builder.program
            program.setBounds(of: program.variable(at: 0)!, lower: value, upper: value)
            let solution = try GLPKSolver().solve(program).solution
            return solution?.value(of: quantity.linear)
        }
    }

    @Test(arguments: [(2.0, 2.0), (7.0, 4.0), (4.0, 4.0)])
    func minimumFollowsTheSmallerOperand(x: Double, expected: Double) throws {
        let fixture = Fixture()
        let result = try fixture.builder.minimum(fixture.x, .constant(4), family: ConstraintFamily("test"))
        #expect(fixture.builder.program.binaryCount == 1)
        #expect(try fixture.value(of: result, x: x) == expected)
    }

    @Test(arguments: [(2.0, 4.0), (7.0, 7.0)])
    func maximumFollowsTheLargerOperand(x: Double, expected: Double) throws {
        let fixture = Fixture()
        let result = try fixture.builder.maximum(fixture.x, .constant(4), family: ConstraintFamily("test"))
        #expect(try fixture.value(of: result, x: x) == expected)
    }

    /// x ∈ 0...10 is never above 12, so min(x, 12) is x for every proposal:
    /// decided while building, without a binary.
    @Test func minimumDecidedByIntervalsNeedsNoBinary() throws {
        let fixture = Fixture()
        let result = try fixture.builder.minimum(fixture.x, .constant(12), family: ConstraintFamily("test"))
        #expect(result == fixture.x)
        #expect(fixture.builder.program.binaryCount == 0)
    }

    /// Infinity never needs a variable: min(x, ∞) = x, max(x, ∞) = ∞.
    @Test func infiniteOperandsFoldWhileBuilding() throws {
        let fixture = Fixture()
        #expect(try fixture.builder.minimum(fixture.x, .constant(.infinity), family: ConstraintFamily("test")) == fixture.x)
        #expect(try fixture.builder.maximum(fixture.x, .constant(.infinity), family: ConstraintFamily("test")).constantValue == .infinity)
        #expect(fixture.builder.program.binaryCount == 0)
    }

    /// A tie is "yes" (x ≤ 4 at x = 4), so ordering rules that keep
    /// declaration order on ties can rely on it.
    @Test(arguments: [(3.0, 1.0), (4.0, 1.0), (5.0, 0.0)])
    func comparisonAnswersTiesWithYes(x: Double, expected: Double) throws {
        let fixture = Fixture()
        guard case .binary(let answer) = try fixture.builder.lessOrEqual(fixture.x, .constant(4), family: ConstraintFamily("test")) else {
            Issue.record("x ≤ 4 should need a binary over 0...10")
            return
        }
        #expect(try fixture.value(of: .variable(answer, lower: 0, upper: 1), x: x) == expected)
    }

    /// (x ≤ 4) ? 100 − x : x + 1.
    @Test(arguments: [(3.0, 97.0), (6.0, 7.0)])
    func choiceFollowsItsCondition(x: Double, expected: Double) throws {
        let fixture = Fixture()
        let builder = fixture.builder
        let condition = try builder.lessOrEqual(fixture.x, .constant(4), family: ConstraintFamily("test"))
        let result = try builder.select(condition, .constant(100) - fixture.x, fixture.x + .constant(1), family: ConstraintFamily("test"))
        #expect(try fixture.value(of: result, x: x) == expected)
    }

    /// A choice between infinity and a variable cannot be a program variable:
    /// refused with the node's path, not encoded wrongly.
    @Test func choiceWithAnInfiniteBranchIsRefused() throws {
        let fixture = Fixture()
        let builder = fixture.builder
        let condition = try builder.lessOrEqual(fixture.x, .constant(4), family: ConstraintFamily("test"))
        #expect(throws: LPLayoutError.self) {
            try builder.select(condition, .constant(.infinity), fixture.x, family: ConstraintFamily("test"))
        }
    }
}
