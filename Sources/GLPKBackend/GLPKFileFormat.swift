import LayoutLPCGLPK

/// The file formats GLPK writes and reads for ``GLPKSolver``'s export functions.
public enum GLPKFileFormat: String, Hashable, Sendable, CaseIterable {
    /// CPLEX LP, as written by `glp_write_lp` (GLPK maps names itself; see
    /// docs/linear-programs.md) and read by `glp_read_lp` / `glpsol --lp`.
    case cplexLP
    /// Free (modern) MPS, `GLP_MPS_FILE`: names of any length without
    /// spaces. The default MPS flavour, because layout names exceed 8 characters.
    case freeMPS
    /// Fixed (ancient) MPS, `GLP_MPS_DECK`: fields in fixed columns, names of
    /// at most 8 characters (GLPK substitutes generated names for longer ones).
    case fixedMPS

    /// GLPK's code for the MPS flavour (`GLP_MPS_FILE` or `GLP_MPS_DECK`); 0 for CPLEX LP.
    var mpsCode: Int32 {
        switch self {
        case .cplexLP: 0
        case .freeMPS: GLP_MPS_FILE
        case .fixedMPS: GLP_MPS_DECK
        }
    }

    /// The GLPK routine that writes the format.
    var writeRoutine: String {
        self == .cplexLP ? "glp_write_lp" : "glp_write_mps"
    }

    /// The GLPK routine that reads the format.
    var readRoutine: String {
        self == .cplexLP ? "glp_read_lp" : "glp_read_mps"
    }
}
