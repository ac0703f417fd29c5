import LinearProgram

/// Linear programs shared by the LinearProgram and GLPK test targets.
public enum SamplePrograms {
    /// The sample program of the CPLEX LP writer's tests, also solved by the GLPK
    /// tests (every section and bound form, escaped names, merged terms, an unused
    /// variable and a second objective):
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
    public static func mixed() -> (program: Program, w: Variable, h: Variable, n: Variable, b: Variable) {
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
