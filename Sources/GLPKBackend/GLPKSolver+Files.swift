import LayoutLPGLPKGuard
import LinearProgram

extension GLPKSolver {
    /// Writes `program` in one of GLPK's own file formats, as GLPK itself
    /// writes it (`glp_write_lp` or `glp_write_mps`), with the first
    /// objective as the objective. Later objectives of a lexicographic
    /// sequence are not written; use `CPLEXLPWriter` to see all of them.
    ///
    /// GLPK maps names for these formats itself: see docs/linear-programs.md.
    ///
    /// - Throws: ``GLPKError``: invalid program, or `fileFailed` when GLPK
    ///   cannot write `path`.
    public func write(_ program: Program, as format: GLPKFileFormat, to path: String) throws(GLPKError) {
        try GLPKValidation.check(program)
        let model = GLPKModel(program)
        try GLPKProblem.with(verbose: options.verbose) { problem throws(GLPKError) in
            try problem.load(model)
            if let objective = program.objectives.first {
                let expression = objective.expression.simplified()
                var coefficients = [Double](repeating: 0, count: program.variableCount)
                for term in expression.terms { coefficients[term.variable.index] = term.coefficient }
                try problem.setObjective(objective.direction, coefficients: coefficients, constant: expression.constant)
            }
            try problem.write(format, to: path)
        }
    }

    /// Reads a file with `glp_read_lp` or `glp_read_mps` into a temporary
    /// problem object and reports its size, to check what GLPK makes of an
    /// exported file.
    ///
    /// - Throws: ``GLPKError/fileFailed(routine:path:message:)`` when GLPK
    ///   cannot open or parse the file (its message says where).
    public static func readDimensions(of path: String, as format: GLPKFileFormat, verbose: Bool = false) throws(GLPKError)
        -> GLPKFileDimensions
    {
        var result: Int32 = 0, rows: Int32 = 0, columns: Int32 = 0, integers: Int32 = 0
        let state = GLPKLock.withLock {
            GLPKProblem.runGuarded(verbose: verbose) { guardState in
                layoutlp_guarded_read_dimensions(guardState, format.mpsCode, path, &result, &rows, &columns, &integers)
            }
        }
        try GLPKProblem.throwIfFatal(state, routine: format.readRoutine)
        guard result == 0 else {
            var state = state
            throw .fileFailed(routine: format.readRoutine, path: path, message: GLPKProblem.message(&state))
        }
        return GLPKFileDimensions(rows: Int(rows), columns: Int(columns), integerColumns: Int(integers))
    }

    /// Makes GLPK fail fatally inside the guard (`glp_add_cols` with a
    /// negative count) and returns the error the guard produced, or nil if
    /// the guard reported nothing. For tests of the guard only: without the
    /// guard this call aborts the process.
    static func provokeFatalError() -> GLPKError? {
        let state = GLPKLock.withLock {
            GLPKProblem.runGuarded(verbose: false) { layoutlp_guarded_provoke_fatal_error($0) }
        }
        do {
            try GLPKProblem.throwIfFatal(state, routine: "glp_add_cols")
            return nil
        } catch {
            return error
        }
    }
}
