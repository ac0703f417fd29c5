import LinearProgram
import Testing

/// `Program.fixingDecidedIntegers(at:tolerance:)`: an integer is fixed
/// where its neighbouring value would break a row at the point, and left
/// free where the point lies on the boundary between the two branches.
@Suite struct DecidedIntegerTests {
    /// A Spacer of minimum 5 proposed p answers a = max(p, 5), written with
    /// a binary b (1: the proposal wins) and M = 20:
    /// `a ≥ p`, `a ≥ 5`, `a ≤ 5 + 20b`, `a ≤ p + 20(1 − b)`.
    private func spacer() -> (Program, p: Variable, a: Variable, b: Variable) {
        var program = Program()
        let p = program.addVariable("p", lowerBound: 0, upperBound: 20)
        let a = program.addVariable("a", lowerBound: 0, upperBound: 20)
        let b = program.addBinaryVariable("b")
        program.add(Constraint(a - p, .greaterThanOrEqual, 0))
        program.add(Constraint(1 * a, .greaterThanOrEqual, 5))
        program.add(Constraint(a - 20 * b, .lessThanOrEqual, 5))
        program.add(Constraint(a - p + 20 * b, .lessThanOrEqual, 20))
        return (program, p, a, b)
    }

    private func isFixed(_ program: Program, _ variable: Variable) -> Bool {
        guard let definition = program.definition(of: variable) else { return false }
        return !definition.kind.isIntegral && definition.lowerBound == definition.upperBound
    }

    /// Proposed exactly 5, a = 5 with b = 0; with b = 1, `a ≤ p + 0` is
    /// 5 ≤ 5 and `a ≤ 25` holds: both branches describe the point, so b
    /// stays a free binary.
    @Test func anIntegerOnTheBoundaryOfTwoBranchesStaysFree() {
        let (program, _, _, b) = spacer()
        let held = program.fixingDecidedIntegers(at: [5, 5, 0], tolerance: 1e-9)
        #expect(!isFixed(held, b))
        #expect(held.isMixedInteger)
    }

    /// Proposed 3, a = 5 with b = 0; with b = 1, `a ≤ p` would need 5 ≤ 3:
    /// the branch is decided and b is fixed at 0 (a linear program).
    @Test func anIntegerWhoseNeighbourBreaksARowIsFixed() {
        let (program, _, _, b) = spacer()
        let held = program.fixingDecidedIntegers(at: [3, 5, 0.0000001], tolerance: 1e-9)
        #expect(isFixed(held, b))
        #expect(held.definition(of: b)?.lowerBound == 0)
        #expect(!held.isMixedInteger)
    }
}
