/// Why a program that a solver processed properly has no optimum.
///
/// Each case keeps the meaning of the GLPK status or return code it comes
/// from, named in its documentation; other backends map their statuses to
/// the case with the same meaning.
public enum NoOptimumReason: String, Hashable, Sendable, CaseIterable {
    /// No point satisfies all constraints and bounds. GLPK: the basic
    /// solution's status is `GLP_NOFEAS` (primal infeasible), or a presolver
    /// returned `GLP_ENOPFS` (no primal feasible solution; for `glp_intopt`
    /// this includes the MIP presolver finding that no integer point exists).
    case infeasible
    /// Feasible points exist but the objective improves without limit. GLPK:
    /// the basic solution's status is `GLP_UNBND`.
    case unbounded
    /// The solver only established that there is no dual feasible solution,
    /// which means unbounded or infeasible without saying which. GLPK: a
    /// presolver returned `GLP_ENODFS`.
    case infeasibleOrUnbounded
    /// The linear relaxation is feasible but the search found no point with
    /// whole-number values. GLPK: `glp_intopt` returned 0 and
    /// `glp_mip_status` is `GLP_NOFEAS`.
    case noIntegerSolution
}
