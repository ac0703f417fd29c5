/// What ``GLPKProblem/readSolution(mip:columnCount:)`` reads.
struct GLPKSolutionReading {
    /// Column values, 0-based.
    let values: [Double]
    /// `glp_get_status` or `glp_mip_status`.
    let status: Int32
    /// `glp_get_prim_stat` (the MIP status again for a MIP solution).
    let primalStatus: Int32
    /// `glp_get_dual_stat` (`GLP_UNDEF` for a MIP solution).
    let dualStatus: Int32
}
