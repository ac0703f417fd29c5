import LayoutLPCGLPK
import LinearProgram

/// A ``GLPKSolver`` that keeps one GLPK problem object, and with it the
/// simplex basis, between solves of programs of one `ProgramStructure`
/// (docs/linear-programs.md, "Sessions").
///
/// ```swift
/// let session = try GLPKSolver().makeSession(for: program)
/// let first = try session.solve(program, timeLimit: nil)
/// program.setBounds(of: x, lower: 0, upper: 5)
/// let second = try session.solve(program, timeLimit: nil)  // warm
/// ```
///
/// The first solve loads the program and runs like ``GLPKSolver/solve(_:)``.
/// Each later solve validates the program the same way, changes in the
/// loaded problem only the column bounds and kinds, row bounds and row
/// coefficients that differ, deletes the rows that held an earlier solve's
/// objectives, and optimises from the basis the previous solve left: the
/// dual simplex first (new bounds leave an optimal basis dual feasible),
/// then branch-and-cut as usual. A polishing solve (the same program with
/// its integers fixed) is such a solve too.
///
/// The problem object belongs to the thread that created the session: a
/// solve on another thread throws ``GLPKError/wrongThread(routine:)``
/// before any GLPK call. After a fatal error the next solve loads the
/// program afresh. The problem object is deleted with the session (when the
/// last reference goes, on its thread; on another thread it is leaked rather
/// than freed from the wrong environment).
public final class GLPKSession: LinearProgramSolverSession {
    /// The structure of the program the session was made for.
    public let structure: ProgramStructure
    private let options: GLPKSolver.Options
    private var problem: GLPKProblem
    /// What the problem object holds: the last program loaded or updated to
    /// (reduced where `reduction` says).
    private var loaded: Program
    /// The last program the caller gave, as given (before any reduction):
    /// validated, so a later program of the same structure is validated by
    /// what changed from it (``GLPKChanges``), as a solve in place is.
    private var validated: Program
    /// How `loaded` was reduced from the program the caller gave (nil: it
    /// is that program).
    private var reduction: ProgramReduction?
    /// The program (as given) that `reduction` reduced.
    private var given: Program?
    /// Whether `problem` holds a basis from an earlier solve.
    private var hasBasis = false

    /// A session for programs of `program`'s structure, with `program`
    /// loaded (validated first, like a solve).
    ///
    /// - Throws: ``GLPKError`` for an invalid program or option, or a fatal error.
    public init(options: GLPKSolver.Options, for program: Program) throws(GLPKError) {
        try options.validate()
        try GLPKValidation.check(program)
        self.options = options
        structure = ProgramStructure(program)
        validated = program
        reduction = GLPKSolver(options: options).reduction(of: program)
        given = reduction == nil ? nil : program
        loaded = reduction?.program ?? program
        let model = GLPKModel(loaded)
        problem = try GLPKLock.withLock { () throws(GLPKError) -> GLPKProblem in
            var problem = try GLPKProblem(verbose: options.verbose)
            do throws(GLPKError) {
                try problem.load(model)
            } catch {
                problem.delete()
                throw error
            }
            return problem
        }
    }

    deinit {
        GLPKLock.withLock { problem.delete() }
    }

    /// Solves `program`, which must have the session's ``structure``, from
    /// the previous solve's basis.
    ///
    /// - Parameter program: a program of the session's structure.
    /// - Parameter timeLimit: lowers the solver's own time limit for this solve.
    /// - Throws: ``GLPKError/structureMismatch(_:)``,
    ///   ``GLPKError/wrongThread(routine:)``, and what ``GLPKSolver/solve(_:)`` throws.
    public func solve(_ program: Program, timeLimit: Duration?) throws(GLPKError) -> SolveOutcome {
        try solve(program, timeLimit: timeLimit, workLimit: nil)
    }

    /// Solves `program` as ``solve(_:timeLimit:)`` does, its work limit
    /// lowered to `workLimit` (``GLPKSolver/Options/workLimit``).
    public func solve(_ program: Program, timeLimit: Duration?, workLimit: Int?) throws(GLPKError) -> SolveOutcome {
        if let mismatch = structure.mismatch(with: program) { throw .structureMismatch(mismatch) }
        var limited = timeLimit.map { options.limitingTime(to: $0) } ?? options
        if let workLimit { limited = limited.limitingWork(to: workLimit) }
        let solver = GLPKSolver(options: limited)
        try solver.options.validate()
        // A program whose reduction keeps other columns or rows than the
        // loaded one's is loaded afresh (its structure differs).
        // The loaded reduction is kept where it still reduces `program`
        // (a polishing solve fixes more columns; a sweep's next proposal
        // moves fixed values), so the solve stays in place, from the basis.
        // A program that differs from the last one only in its columns'
        // bounds (a sweep's next width) moves the loaded reduction, looking
        // at the changed columns and their rows alone.
        let move = given.flatMap { given in reduction?.moving(to: program, from: given) }
        let next = move?.reduction ?? solver.reduction(of: program, following: reduction)
        let sameStructure =
            switch (reduction, next) {
            case (nil, nil): true
            case (let previous?, let next?): move != nil || previous.keepsTheSame(as: next)
            default: false
            }
        let solved = next?.program ?? program
        if !sameStructure {
            // Validated by what changed from the last program given (its
            // names kept, only changed columns and rows are checked; a
            // renamed item falls back to the whole check): a polishing
            // solve fixes integers and keeps every row.
            _ = try GLPKChanges(from: validated, to: program)
            validated = program
        }
        let changes =
            if let move {
                try GLPKChanges(columns: move.columns, rows: move.rows, of: solved)
            } else {
                sameStructure ? try GLPKChanges(from: loaded, to: solved) : nil
            }
        let deadline = solver.options.timeLimit.map(CPUDeadline.after)
        let outcome = try GLPKLock.withLock { () throws(GLPKError) -> SolveOutcome in
            let warm: Bool
            if let changes {
                warm = try update(to: solved, changes: changes)
            } else {
                warm = try reload(solved, carryingBasisFrom: reduction, to: next)
            }
            reduction = next
            given = next == nil ? nil : program
            let outcome = try solver.optimiseObjectives(
                of: solved, in: &problem, deadline: deadline, warm: warm, presolvesFirstStage: solver.presolvesFirstStage(of: program))
            hasBasis = true
            return outcome
        }
        return next.map { $0.expand(outcome) } ?? outcome
    }

    /// Loads `program` into a new problem object, replacing the current one.
    private func reload(_ program: Program) throws(GLPKError) {
        guard problem.isOnOwnerThread else { throw .wrongThread(routine: "glp_simplex") }
        problem.delete()
        problem = try GLPKProblem(verbose: options.verbose)
        try problem.load(GLPKModel(program))
        loaded = program
        hasBasis = false
    }

    /// Loads `program`, the caller's program reduced by `next` (nil: not
    /// reduced), into a new problem object, and says whether it starts from
    /// the basis the current one left: each column and row kept by both
    /// reductions keeps its status, a column only `next` keeps starts at a
    /// bound, a row only `next` keeps starts with its slack basic. Where
    /// `next` keeps every column and row the current problem holds (a
    /// widened reduction, ``ProgramReduction/init(_:widening:minimumShare:)``),
    /// that is a basis again (the old basis matrix, bordered by the new
    /// rows' slacks), and the dual simplex starts from it instead of from
    /// the slacks (the card's sweep: 14 ms a reload from the slacks); where
    /// it keeps fewer, too few are basic and the standard basis is used, as
    /// by ``reload(_:)``.
    private func reload(
        _ program: Program, carryingBasisFrom previous: ProgramReduction?, to next: ProgramReduction?
    ) throws(GLPKError) -> Bool {
        guard hasBasis, problem.isUsable else {
            try reload(program)
            return false
        }
        // The rows an earlier solve added to hold its objectives go first:
        // the basis carried is that of the program's own rows.
        try problem.truncateRows(to: loaded.rowCount)
        let old = try problem.basis(rowCount: loaded.rowCount, columnCount: loaded.variableCount)
        var columnStatus = [Int32?](repeating: nil, count: structure.variableCount)
        for (index, status) in old.columns.enumerated() {
            columnStatus[previous?.keptColumns[index] ?? index] = status
        }
        var rowStatus = [Int32?](repeating: nil, count: structure.rowCount)
        for (index, status) in old.rows.enumerated() {
            rowStatus[previous?.keptRows[index] ?? index] = status
        }
        try reload(program)
        let columns = (0..<program.variableCount).map { columnStatus[next?.keptColumns[$0] ?? $0] ?? GLP_NL }
        let rows = (0..<program.rowCount).map { rowStatus[next?.keptRows[$0] ?? $0] ?? GLP_BS }
        hasBasis = try problem.setBasis(rows: rows, columns: columns)
        return hasBasis
    }

    /// Brings the problem object to `program` and says whether its basis can
    /// warm-start the solve: applies `changes`, or loads afresh when a fatal
    /// error destroyed the problem object.
    private func update(to program: Program, changes: GLPKChanges) throws(GLPKError) -> Bool {
        guard problem.isOnOwnerThread else { throw .wrongThread(routine: "glp_simplex") }
        guard problem.isUsable else {
            try reload(program)
            return false
        }
        try problem.truncateRows(to: loaded.rowCount)
        // Kinds first: GLPK's glp_set_col_kind can reset bounds.
        let kindChanges = changes.columns.filter { $0.kind != GLPKModel.kind(loaded.variables[$0.index].kind) }
        try problem.setColumnKinds(kindChanges.map(\.index), kindChanges.map(\.kind))
        try problem.setColumnBounds(changes.columns.map(\.index), changes.columns.map(\.bounds))
        for row in changes.rows {
            try problem.setMatrixRow(row.index, columns: row.columns, values: row.values)
        }
        try problem.setRowBounds(changes.rows.map(\.index), changes.rows.map(\.bounds))
        loaded = program
        return hasBasis
    }
}
