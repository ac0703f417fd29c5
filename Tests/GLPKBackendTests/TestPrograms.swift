import LinearProgram

/// Programs shared by several GLPK tests, with their optima worked by hand.
enum TestPrograms {
    /// maximise 3x + 2y  s.t.  x + y <= 4,  x + 3y <= 6,  0 <= x <= 3,  y >= 0.
    ///
    /// Vertices of the feasible region and the objective there:
    /// (0,0) → 0; (3,0) → 9; (3,1) → 9 + 2 = 11 (x + y = 4 and x + 3y = 6
    /// meet at y = 1, x = 3, which also satisfies x <= 3); (0,2) → 4.
    /// Optimum: x = 3, y = 1, objective 11.
    static func smoke() -> (program: Program, x: Variable, y: Variable) {
        var program = Program(name: "smoke")
        let x = program.addVariable("x", upperBound: 3)
        let y = program.addVariable("y")
        program.addConstraint(x + y, .lessThanOrEqual, 4, name: "c1")
        program.addConstraint(x + 3 * y, .lessThanOrEqual, 6, name: "c2")
        program.addObjective(.maximize(3 * x + 2 * y))
        return (program, x, y)
    }

    /// maximise 5x + 4y  s.t.  6x + 4y <= 24,  x + 2y <= 6,  x, y >= 0, of `kind`.
    ///
    /// Continuous: the rows meet where x = 6 - 2y and 36 - 12y + 4y = 24, so
    /// y = 1.5, x = 3, objective 15 + 6 = 21 (other vertices: (4,0) → 20,
    /// (0,3) → 12).
    /// Integer: (3, 1.5) is out; candidates (4,0) → 20 (6·4 = 24 ✓, 4 <= 6 ✓),
    /// (3,1) → 19, (2,2) → 18, (0,3) → 12. Optimum: x = 4, y = 0, objective 20.
    static func relaxationDiffers(kind: VariableKind) -> (program: Program, x: Variable, y: Variable) {
        var program = Program(name: "relaxation-differs")
        let x = program.addVariable("x", kind: kind)
        let y = program.addVariable("y", kind: kind)
        program.addConstraint(6 * x + 4 * y, .lessThanOrEqual, 24)
        program.addConstraint(x + 2 * y, .lessThanOrEqual, 6)
        program.addObjective(.maximize(5 * x + 4 * y))
        return (program, x, y)
    }
}

/// Whether `value` is within `tolerance` of `expected` (false for nil).
func isClose(_ value: Double?, _ expected: Double, tolerance: Double = 1e-7) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= tolerance
}
