import LayoutLPCGLPK
import LinearProgram

/// GLPK's return codes and solution statuses by name, and how each maps to
/// the two answers of a solve: a thrown ``GLPKError`` (GLPK did not run
/// properly) or a returned outcome (optimal, or no optimum).
///
/// | routine        | result                            | answer                              |
/// |----------------|-----------------------------------|-------------------------------------|
/// | `glp_simplex`  | 0, status `GLP_OPT`               | optimal                             |
/// | `glp_simplex`  | 0, status `GLP_NOFEAS`            | no optimum: `infeasible`            |
/// | `glp_simplex`  | 0, status `GLP_UNBND`             | no optimum: `unbounded`             |
/// | either         | `GLP_ENOPFS`                      | no optimum: `infeasible`            |
/// | either         | `GLP_ENODFS`                      | no optimum: `infeasibleOrUnbounded` |
/// | `glp_intopt`   | 0, MIP status `GLP_OPT`           | optimal                             |
/// | `glp_intopt`   | 0, MIP status `GLP_NOFEAS`        | no optimum: `noIntegerSolution`     |
/// | `glp_intopt`   | `GLP_EMIPGAP`, `GLP_OPT`/`GLP_FEAS` | optimal, not proven                 |
/// | either         | `GLP_ETMLIM`                      | error: `timeLimitReached`           |
/// | either         | any other non-zero code           | error: `solverFailed`               |
/// | either         | 0 with any other status           | error: `unexpectedStatus`           |
enum GLPKCodes {
    /// The result of optimising one objective.
    enum StageResult {
        case optimal(values: [Double], isProven: Bool)
        case noOptimum(NoOptimumReason, detail: String)
    }

    /// Maps `glp_simplex`'s return code and the basic solution read afterwards.
    static func simplexResult(code: Int32, reading: GLPKSolutionReading, objectiveIndex: Int) throws(GLPKError) -> StageResult {
        let routine = "glp_simplex"
        switch code {
        case 0:
            let detail =
                "\(routine) returned 0, status \(statusName(reading.status)) "
                + "(primal \(statusName(reading.primalStatus)), dual \(statusName(reading.dualStatus)))"
            switch reading.status {
            case GLP_OPT: return .optimal(values: reading.values, isProven: true)
            case GLP_NOFEAS: return .noOptimum(.infeasible, detail: detail)
            case GLP_UNBND: return .noOptimum(.unbounded, detail: detail)
            default: throw .unexpectedStatus(routine: routine, status: reading.status, name: statusName(reading.status))
            }
        default:
            return try commonResult(routine: routine, code: code, objectiveIndex: objectiveIndex)
        }
    }

    /// Maps `glp_intopt`'s return code and the MIP solution read afterwards.
    static func intoptResult(code: Int32, reading: GLPKSolutionReading, objectiveIndex: Int) throws(GLPKError) -> StageResult {
        let routine = "glp_intopt"
        let detail = "\(routine) returned \(returnCode(code).name), MIP status \(statusName(reading.status))"
        switch (code, reading.status) {
        case (0, GLP_OPT): return .optimal(values: reading.values, isProven: true)
        case (0, GLP_NOFEAS): return .noOptimum(.noIntegerSolution, detail: detail)
        case (0, _): throw .unexpectedStatus(routine: routine, status: reading.status, name: statusName(reading.status))
        case (GLP_EMIPGAP, GLP_OPT), (GLP_EMIPGAP, GLP_FEAS):
            return .optimal(values: reading.values, isProven: reading.status == GLP_OPT)
        default: return try commonResult(routine: routine, code: code, objectiveIndex: objectiveIndex)
        }
    }

    /// Non-zero return codes that mean the same for both routines.
    private static func commonResult(routine: String, code: Int32, objectiveIndex: Int) throws(GLPKError) -> StageResult {
        let (name, meaning) = returnCode(code)
        switch code {
        case GLP_ENOPFS: return .noOptimum(.infeasible, detail: "\(routine) returned \(name): \(meaning)")
        case GLP_ENODFS: return .noOptimum(.infeasibleOrUnbounded, detail: "\(routine) returned \(name): \(meaning)")
        case GLP_ETMLIM: throw .timeLimitReached(routine: routine, objectiveIndex: objectiveIndex)
        default: throw .solverFailed(routine: routine, code: code, name: name, meaning: meaning)
        }
    }

    /// The name of a GLPK return code and what it means, in our words.
    static func returnCode(_ code: Int32) -> (name: String, meaning: String) {
        switch code {
        case 0: ("0", "success")
        case GLP_EBADB: ("GLP_EBADB", "the initial basis is invalid")
        case GLP_ESING: ("GLP_ESING", "the basis matrix is singular")
        case GLP_ECOND: ("GLP_ECOND", "the basis matrix is ill-conditioned")
        case GLP_EBOUND: ("GLP_EBOUND", "a variable has incorrect bounds (integer variables need whole-number bounds)")
        case GLP_EFAIL: ("GLP_EFAIL", "the solver failed")
        case GLP_EOBJLL: ("GLP_EOBJLL", "the objective reached its lower limit")
        case GLP_EOBJUL: ("GLP_EOBJUL", "the objective reached its upper limit")
        case GLP_EITLIM: ("GLP_EITLIM", "the iteration limit was exceeded")
        case GLP_ETMLIM: ("GLP_ETMLIM", "the time limit was exceeded")
        case GLP_ENOPFS: ("GLP_ENOPFS", "the presolver found no primal feasible solution")
        case GLP_ENODFS: ("GLP_ENODFS", "the presolver found no dual feasible solution (unbounded or infeasible)")
        case GLP_EROOT: ("GLP_EROOT", "no optimal basis of the root LP relaxation was provided")
        case GLP_ESTOP: ("GLP_ESTOP", "the search was stopped by the application")
        case GLP_EMIPGAP: ("GLP_EMIPGAP", "the search stopped at the relative MIP gap tolerance")
        case GLP_ENOFEAS: ("GLP_ENOFEAS", "no primal or dual feasible solution")
        case GLP_ENOCVG: ("GLP_ENOCVG", "no convergence")
        case GLP_EINSTAB: ("GLP_EINSTAB", "numerical instability")
        case GLP_EDATA: ("GLP_EDATA", "invalid data")
        case GLP_ERANGE: ("GLP_ERANGE", "result out of range")
        default: ("\(code)", "unknown GLPK return code")
        }
    }

    /// The name of a GLPK solution status (`GLP_OPT` and so on).
    static func statusName(_ status: Int32) -> String {
        switch status {
        case GLP_UNDEF: "GLP_UNDEF"
        case GLP_FEAS: "GLP_FEAS"
        case GLP_INFEAS: "GLP_INFEAS"
        case GLP_NOFEAS: "GLP_NOFEAS"
        case GLP_OPT: "GLP_OPT"
        case GLP_UNBND: "GLP_UNBND"
        default: "status \(status)"
        }
    }
}
