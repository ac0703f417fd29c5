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

extension TestPrograms {
    /// The CPLEX LP writer's sample (LinearProgramTests) as a solvable program:
    /// maximise w + 2h - 3n + 4, then minimise b + f, subject to
    ///   w + h <= 120,  3w - 0.5h >= 10,  n + b + f = 6,  z + m <= 7,
    ///   0 <= w <= 100, h free, n integer in [1, 4], b binary, f = 3,
    ///   z <= 5 (no lower bound), m >= 2, and "unused" >= 0 in no row.
    ///
    /// By hand: h <= 120 - w and h <= 6w - 20 (from 0.5h <= 3w - 10). For
    /// w >= 20 the first binds and w + 2h = 240 - w falls; for w <= 20 the
    /// second binds and w + 2h = 13w - 40 rises; so w = 20, h = 100, giving 220.
    /// f = 3 leaves n + b = 3: (n, b) = (3, 0) costs 9, (2, 1) costs 6, so
    /// n = 2, b = 1. First objective: 220 - 6 + 4 = 218 (glpsol reports 214,
    /// because the LP format keeps the constant 4 only as a comment).
    /// Second objective: b + f = 1 + 3 = 4.
    static func mixed() -> (program: Program, w: Variable, h: Variable, n: Variable, b: Variable) {
        var program = Program(name: "writer-sample")
        let w = program.addVariable("w[root/0/frame]", upperBound: 100)
        let h = program.addVariable("h[root/0/frame]", lowerBound: -.infinity)
        let n = program.addVariable("count", lowerBound: 1, upperBound: 4, kind: .integer)
        let b = program.addBinaryVariable("use spacer")
        let f = program.addVariable("2x", lowerBound: 3, upperBound: 3)
        _ = program.addVariable("unused")
        let z = program.addVariable("z", lowerBound: -.infinity, upperBound: 5)
        let m = program.addVariable("margin.top", lowerBound: 2)
        program.addConstraint(w + h, .lessThanOrEqual, 120, name: "fit[root]")
        program.addConstraint(2 * w - 0.5 * h + w, .greaterThanOrEqual, 10)
        program.add(Constraint(n + b + f - 1, .equal, 5))
        program.addConstraint(z + m, .lessThanOrEqual, 7, name: "z+m")
        program.addObjective(.maximize(w + 2 * h - 3 * n + 4, name: "size"))
        program.addObjective(.minimize(b + f))
        return (program, w, h, n, b)
    }
}

/// Whether `value` is within `tolerance` of `expected` (false for nil).
func isClose(_ value: Double?, _ expected: Double, tolerance: Double = 1e-7) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= tolerance
}
