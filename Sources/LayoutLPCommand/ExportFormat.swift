import ArgumentParser
import GLPKBackend

/// The program formats `layoutlp export --format` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    /// CPLEX LP text from LayoutLP's own writer, with readable names (`w[root/0]`).
    case lp
    /// Free MPS, written by GLPK (`glp_write_mps`, `GLP_MPS_FILE`).
    case mps
    /// Fixed MPS, written by GLPK (`GLP_MPS_DECK`; GLPK replaces names longer than 8 characters).
    case fixedMPS = "fixed-mps"
    /// CPLEX LP, written by GLPK (`glp_write_lp`; GLPK maps names itself).
    case glpkLP = "glpk-lp"

    /// GLPK's format for the formats GLPK writes; nil for LayoutLP's own writer.
    var glpkFormat: GLPKFileFormat? {
        switch self {
        case .lp: nil
        case .mps: .freeMPS
        case .fixedMPS: .fixedMPS
        case .glpkLP: .cplexLP
        }
    }
}
