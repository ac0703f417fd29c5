/// How much work a solver did for one ``Solution``: simplex iterations and
/// branch-and-cut nodes, summed over every stage of a lexicographic solve.
/// Deterministic for a given program and solver build (GLPK makes no
/// timing-dependent choice without a time limit), so experiments can report
/// it beside the program's size.
public struct SolverEffort: Sendable, Hashable {
    /// Simplex iterations, branch-and-cut's re-solves of its subproblems
    /// included (GLPK: the growth of `glp_get_it_cnt` over the solve).
    public var simplexIterations: Int
    /// Branch-and-cut nodes created (GLPK: `glp_ios_tree_size`'s total
    /// count); 0 when no stage was mixed-integer, at least 1 per
    /// mixed-integer stage (its root).
    public var branchAndCutNodes: Int

    /// Effort with the given counts (none by default).
    public init(simplexIterations: Int = 0, branchAndCutNodes: Int = 0) {
        self.simplexIterations = simplexIterations
        self.branchAndCutNodes = branchAndCutNodes
    }

    /// The effort of two solves together.
    public static func + (lhs: SolverEffort, rhs: SolverEffort) -> SolverEffort {
        SolverEffort(
            simplexIterations: lhs.simplexIterations + rhs.simplexIterations,
            branchAndCutNodes: lhs.branchAndCutNodes + rhs.branchAndCutNodes)
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout SolverEffort, rhs: SolverEffort) {
        lhs = lhs + rhs
    }
}
