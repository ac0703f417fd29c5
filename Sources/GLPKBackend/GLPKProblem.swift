import LayoutLPCGLPK
import LayoutLPGLPKGuard
import LinearProgram

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One GLPK problem object (`glp_prob`): alive inside ``with(verbose:_:)``
/// (created there and deleted there on every path), or owned by a
/// ``GLPKSession`` between its solves. Either way it is used only on the
/// thread that created it (GLPK allocates it from that thread's
/// environment), and inside ``GLPKLock/withLock(_:)``.
///
/// Every GLPK call goes through a guarded C wrapper. When GLPK fails fatally
/// the wrapper frees the thread's GLPK environment, which destroys this
/// problem object too; the struct then forgets its pointer (so it is never
/// deleted twice) and the call throws ``GLPKError/fatalError(routine:message:)``.
/// A fatal error in another problem object of the same thread destroys this
/// one as well: the environment's generation (counted by the guard) tells.
struct GLPKProblem: ~Copyable {
    private var pointer: OpaquePointer?
    private let verbose: Bool
    /// The thread that created the problem object.
    private let owner: pthread_t
    /// The environment's generation when the problem object was created.
    private let generation: UInt
    /// The work budget of the solve under way (``GLPKSolver/Options/workLimit``):
    /// its limit, the iteration count when it began, and the nodes created since.
    var work: (limit: Int, iterationsBefore: Int, nodes: Int)?

    /// Creates an empty problem object on the calling thread; the caller
    /// holds ``GLPKLock`` and deletes it (``delete()``) on this thread.
    init(verbose: Bool) throws(GLPKError) {
        self.verbose = verbose
        owner = pthread_self()
        var created: OpaquePointer?
        let state = Self.runGuarded(verbose: verbose) { layoutlp_guarded_create($0, &created) }
        generation = layoutlp_glpk_environment_generation()
        try Self.throwIfFatal(state, routine: "glp_create_prob")
        pointer = created
    }

    /// Whether the calling thread created the problem object.
    var isOnOwnerThread: Bool {
        pthread_equal(owner, pthread_self()) != 0
    }

    /// Whether the problem object still exists and may be used on the calling thread.
    var isUsable: Bool {
        pointer != nil && generation == layoutlp_glpk_environment_generation() && pthread_equal(owner, pthread_self()) != 0
    }

    /// Creates a problem object, passes it to `body`, and deletes it afterwards,
    /// all while holding the GLPK lock.
    static func with<Result>(
        verbose: Bool, _ body: (inout GLPKProblem) throws(GLPKError) -> Result
    ) throws(GLPKError) -> Result {
        try GLPKLock.withLock { () throws(GLPKError) -> Result in
            var problem = try GLPKProblem(verbose: verbose)
            defer { problem.delete() }
            return try body(&problem)
        }
    }

    /// Loads columns, rows and matrix into the (empty) problem.
    mutating func load(_ model: GLPKModel) throws(GLPKError) {
        try guarded("glp_load_matrix") { state, problem in
            model.withCStructures { columns, rows, matrix in
                layoutlp_guarded_load(state, problem, columns, rows, matrix)
            }
        }
    }

    /// Sets the objective: direction, one coefficient per column (0-based
    /// here, laid out 1-based for GLPK) and the constant term.
    mutating func setObjective(_ direction: OptimizationDirection, coefficients: [Double], constant: Double) throws(GLPKError) {
        let glpkDirection = direction == .minimize ? GLP_MIN : GLP_MAX
        let oneBased = GLPKIndexing.oneBased(coefficients, unused: 0)
        try guarded("glp_set_obj_coef") { state, problem in
            layoutlp_guarded_set_objective(state, problem, glpkDirection, Int32(coefficients.count), oneBased, constant)
        }
    }

    /// Appends the row `bounds.lower <= Σ terms <= bounds.upper`.
    mutating func addRow(name: String?, bounds: GLPKBounds, terms: [Term]) throws(GLPKError) {
        let columns = GLPKIndexing.oneBased(terms.map { GLPKIndexing.column(of: $0.variable) }, unused: 0)
        let values = GLPKIndexing.oneBased(terms.map(\.coefficient), unused: 0)
        try guarded("glp_set_mat_row") { state, problem in
            layoutlp_guarded_add_row(
                state, problem, name, bounds.type, bounds.lower, bounds.upper, Int32(terms.count), columns, values)
        }
    }

    /// Changes the bounds of the last row (one holding an earlier objective).
    mutating func setLastRowBounds(_ bounds: GLPKBounds) throws(GLPKError) {
        try guarded("glp_set_row_bnds") { state, problem in
            layoutlp_guarded_set_last_row_bounds(state, problem, bounds.type, bounds.lower, bounds.upper)
        }
    }

    /// Runs `glp_simplex` and returns its return code, or nil when the
    /// calling thread's CPU time reached `cpuDeadline` first. GLPK's own
    /// limit (`tm_lim`) counts wall-clock time; the deadline is checked
    /// where GLPK reports progress, at least every
    /// `LAYOUTLP_GUARD_PROGRESS_MS`, so a simplex that stalls (a numerical
    /// instability that restarts it without end) stops there too. Stopped,
    /// the problem object no longer exists (the guard frees the thread's
    /// GLPK environment, as after a fatal error).
    mutating func simplex(_ parameters: glp_smcp, cpuDeadline: CPUDeadline? = nil) throws(GLPKError) -> Int32? {
        var result: Int32 = 0
        var parameters = parameters
        let completed = try guarded("glp_simplex", cpuDeadline: cpuDeadline) { state, problem in
            layoutlp_guarded_simplex(state, problem, &parameters, &result)
        }
        return completed ? result : nil
    }

    /// Runs `glp_exact`, the simplex in exact rational arithmetic, from the
    /// current basis; nil when `cpuDeadline` stopped it (as ``simplex(_:cpuDeadline:)``).
    mutating func exactSimplex(_ parameters: glp_smcp, cpuDeadline: CPUDeadline? = nil) throws(GLPKError) -> Int32? {
        var result: Int32 = 0
        var parameters = parameters
        let completed = try guarded("glp_exact", cpuDeadline: cpuDeadline) { state, problem in
            layoutlp_guarded_exact(state, problem, &parameters, &result)
        }
        return completed ? result : nil
    }

    /// Runs `glp_intopt`; its return code (nil when `cpuDeadline` stopped a
    /// node's simplex, which reports progress every 5 s of wall clock: the
    /// problem object is then gone, as in ``simplex(_:cpuDeadline:)``; the
    /// callback stops the search between nodes as before) and the
    /// branch-and-cut nodes it created.
    ///
    /// - Parameter start: an integer feasible point (one value per column,
    ///   integer columns integral) that branch-and-cut takes as its first
    ///   incumbent, unchecked; nil for none.
    ///   - workLimit: stop once this call's simplex iterations plus its
    ///     nodes reach it (code `LAYOUTLP_EWORKLIM`); nil for no limit.
    mutating func intopt(
        _ parameters: glp_iocp, start: [Double]? = nil, cpuDeadline: CPUDeadline? = nil, workLimit: Int? = nil
    ) throws(GLPKError) -> (code: Int32?, nodes: Int) {
        var result: Int32 = 0
        var nodes: Int32 = 0
        var parameters = parameters
        let oneBased = start.map { [0] + $0 }
        let deadline = Self.threadNanoseconds(cpuDeadline)
        let work = Int64(workLimit.map { Swift.max(1, $0) } ?? 0)
        let completed = try guarded("glp_intopt", cpuDeadline: cpuDeadline) { state, problem in
            if let oneBased {
                oneBased.withUnsafeBufferPointer { buffer in
                    layoutlp_guarded_intopt(state, problem, &parameters, buffer.baseAddress, deadline, work, &result, &nodes)
                }
            } else {
                layoutlp_guarded_intopt(state, problem, &parameters, nil, deadline, work, &result, &nodes)
            }
        }
        return (completed ? result : nil, Int(nodes))
    }

    /// The work left of ``work`` (its limit less the iterations and nodes
    /// spent since it began); nil without a work limit.
    mutating func workLeft() throws(GLPKError) -> Int? {
        guard let work else { return nil }
        return work.limit - (try iterationCount() - work.iterationsBefore) - work.nodes
    }

    /// The simplex iterations made on the problem object so far (`glp_get_it_cnt`).
    mutating func iterationCount() throws(GLPKError) -> Int {
        var count: Int32 = 0
        try guarded("glp_get_it_cnt") { state, problem in layoutlp_guarded_iteration_count(state, problem, &count) }
        return Int(count)
    }

    /// The basic (`mip == false`) or MIP solution: column values (0-based)
    /// and GLPK's status codes.
    mutating func readSolution(mip: Bool, columnCount: Int) throws(GLPKError) -> GLPKSolutionReading {
        var values = [Double](repeating: 0, count: columnCount + 1)
        var status: Int32 = 0, primal: Int32 = 0, dual: Int32 = 0
        try guarded(mip ? "glp_mip_col_val" : "glp_get_col_prim") { state, problem in
            layoutlp_guarded_read_solution(state, problem, mip ? 1 : 0, Int32(columnCount), &values, &status, &primal, &dual)
        }
        return GLPKSolutionReading(values: GLPKIndexing.zeroBased(values), status: status, primalStatus: primal, dualStatus: dual)
    }

    /// Row activities and, for a basic solution, duals, reduced costs and
    /// basis statuses of the first `rowCount` rows (the program's own) and
    /// `columnCount` columns.
    mutating func readDetails(mip: Bool, rowCount: Int, columnCount: Int) throws(GLPKError) -> SolutionDetails {
        var activity = [Double](repeating: 0, count: rowCount + 1)
        var rowDual = [Double](repeating: 0, count: rowCount + 1)
        var columnDual = [Double](repeating: 0, count: columnCount + 1)
        var rowStatus = [Int32](repeating: 0, count: rowCount + 1)
        var columnStatus = [Int32](repeating: 0, count: columnCount + 1)
        try guarded(mip ? "glp_mip_row_val" : "glp_get_row_dual") { state, problem in
            layoutlp_guarded_read_details(
                state, problem, mip ? 1 : 0, Int32(rowCount), Int32(columnCount),
                &activity, &rowDual, &columnDual, &rowStatus, &columnStatus)
        }
        let activities = GLPKIndexing.zeroBased(activity)
        guard !mip else { return SolutionDetails(rowActivities: activities) }
        return SolutionDetails(
            rowActivities: activities, rowDuals: GLPKIndexing.zeroBased(rowDual), reducedCosts: GLPKIndexing.zeroBased(columnDual),
            rowStatus: GLPKIndexing.zeroBased(rowStatus).map(Self.basisStatus),
            columnStatus: GLPKIndexing.zeroBased(columnStatus).map(Self.basisStatus))
    }

    /// GLPK's `GLP_BS`, `GLP_NL`, `GLP_NU`, `GLP_NF`, `GLP_NS`.
    static func basisStatus(_ code: Int32) -> BasisStatus {
        switch code {
        case GLP_NL: .atLower
        case GLP_NU: .atUpper
        case GLP_NF: .free
        case GLP_NS: .fixed
        default: .basic
        }
    }

    /// The bound ranges of the non-basic columns among the first
    /// `columnCount` (`glp_analyze_bound`), for an optimal basic solution
    /// whose column statuses are `columnStatus`. A limiting row beyond the
    /// program's own rows is one that holds an earlier objective.
    mutating func readBoundRanges(columnStatus: [BasisStatus]) throws(GLPKError) -> [Int: BoundRange] {
        var rowsInProblem: Int32 = 0
        try guarded("glp_get_num_rows") { _, problem in rowsInProblem = glp_get_num_rows(problem) }
        var ranges: [Int: BoundRange] = [:]
        for (index, status) in columnStatus.enumerated() where status != .basic {
            // The variable's ordinal: rows 1…m, then columns m+1…m+n; in range
            // and non-basic, as glp_analyze_bound requires.
            let k = rowsInProblem + Int32(index) + 1
            var ready: Int32 = 0, var1: Int32 = 0, var2: Int32 = 0
            var value1 = 0.0, value2 = 0.0
            try guarded("glp_analyze_bound") { state, problem in
                layoutlp_guarded_analyze_bound(state, problem, k, &ready, &value1, &var1, &value2, &var2)
            }
            guard ready != 0 else { return [:] }
            ranges[index] = BoundRange(
                lowest: value1, limitedBelowBy: Self.entity(var1, rows: rowsInProblem),
                highest: value2, limitedAboveBy: Self.entity(var2, rows: rowsInProblem))
        }
        return ranges
    }

    /// GLPK's ordinal of a variable (0: none) as a row or column.
    static func entity(_ ordinal: Int32, rows: Int32) -> SolutionEntity? {
        guard ordinal > 0 else { return nil }
        return ordinal <= rows ? .row(Int(ordinal) - 1) : .column(Int(ordinal - rows) - 1)
    }

    /// Writes the problem to `path` in `format`; throws when GLPK reports failure.
    mutating func write(_ format: GLPKFileFormat, to path: String) throws(GLPKError) {
        var result: Int32 = 0
        var message = ""
        try guarded(format.writeRoutine) { state, problem in
            switch format {
            case .cplexLP: layoutlp_guarded_write_lp(state, problem, path, &result)
            case .freeMPS, .fixedMPS: layoutlp_guarded_write_mps(state, problem, format.mpsCode, path, &result)
            }
            message = Self.message(state)
        }
        if result != 0 { throw .fileFailed(routine: format.writeRoutine, path: path, message: message) }
    }

    /// Sets the bounds of the columns `columns` (0-based program indices).
    mutating func setColumnBounds(_ columns: [Int], _ bounds: [GLPKBounds]) throws(GLPKError) {
        guard !columns.isEmpty else { return }
        let indices = columns.map { Int32($0 + 1) }
        let (types, lower, upper) = (bounds.map(\.type), bounds.map(\.lower), bounds.map(\.upper))
        try guarded("glp_set_col_bnds") { state, problem in
            layoutlp_guarded_set_column_bounds(state, problem, Int32(indices.count), indices, types, lower, upper)
        }
    }

    /// Sets the bounds of the rows `rows` (0-based constraint indices).
    mutating func setRowBounds(_ rows: [Int], _ bounds: [GLPKBounds]) throws(GLPKError) {
        guard !rows.isEmpty else { return }
        let indices = rows.map { Int32($0 + 1) }
        let (types, lower, upper) = (bounds.map(\.type), bounds.map(\.lower), bounds.map(\.upper))
        try guarded("glp_set_row_bnds") { state, problem in
            layoutlp_guarded_set_row_bounds(state, problem, Int32(indices.count), indices, types, lower, upper)
        }
    }

    /// Sets the kinds (`GLP_CV`, `GLP_IV`, `GLP_BV`) of the columns `columns`
    /// (0-based); set their bounds afterwards.
    mutating func setColumnKinds(_ columns: [Int], _ kinds: [Int32]) throws(GLPKError) {
        guard !columns.isEmpty else { return }
        let indices = columns.map { Int32($0 + 1) }
        try guarded("glp_set_col_kind") { state, problem in
            layoutlp_guarded_set_column_kinds(state, problem, Int32(indices.count), indices, kinds)
        }
    }

    /// Replaces the terms of the row at `row` (0-based) with 1-based
    /// `columns[1...]` and `values[1...]` (element 0 unused).
    mutating func setMatrixRow(_ row: Int, columns: [Int32], values: [Double]) throws(GLPKError) {
        try guarded("glp_set_mat_row") { state, problem in
            layoutlp_guarded_set_matrix_row(state, problem, Int32(row + 1), Int32(columns.count - 1), columns, values)
        }
    }

    /// Deletes the rows after the first `rowCount` (rows that held earlier
    /// objectives), keeping a basis glp_simplex can start from.
    mutating func truncateRows(to rowCount: Int) throws(GLPKError) {
        try guarded("glp_del_rows") { state, problem in layoutlp_guarded_truncate_rows(state, problem, Int32(rowCount)) }
    }

    /// The basis statuses (`GLP_BS`, `GLP_NL`, …) of the first `rowCount`
    /// rows and `columnCount` columns, zero-based.
    mutating func basis(rowCount: Int, columnCount: Int) throws(GLPKError) -> (rows: [Int32], columns: [Int32]) {
        var rows = [Int32](repeating: GLP_BS, count: rowCount + 1)
        var columns = [Int32](repeating: GLP_NL, count: columnCount + 1)
        try guarded("glp_get_row_stat") { state, problem in
            layoutlp_guarded_read_basis(state, problem, Int32(rowCount), Int32(columnCount), &rows, &columns)
        }
        return (GLPKIndexing.zeroBased(rows), GLPKIndexing.zeroBased(columns))
    }

    /// Installs the basis with these statuses (one per row and column of
    /// the problem, zero-based; a non-basic status is adjusted to the
    /// bounds' type), or the standard basis where they do not make one of
    /// as many basic variables as rows or do not match the problem's
    /// rows and columns in number. Says whether they were installed.
    mutating func setBasis(rows: [Int32], columns: [Int32]) throws(GLPKError) -> Bool {
        var complete: Int32 = 0
        let rowStatus = [GLP_BS] + rows, columnStatus = [GLP_NL] + columns
        try guarded("glp_set_row_stat") { state, problem in
            layoutlp_guarded_set_basis(
                state, problem, Int32(rows.count), Int32(columns.count), rowStatus, columnStatus, &complete)
        }
        return complete != 0
    }

    /// The basic solution's status (`glp_get_status`), such as `GLP_OPT`.
    mutating func basicStatus() throws(GLPKError) -> Int32 {
        var status: Int32 = 0
        try guarded("glp_get_status") { _, problem in status = glp_get_status(problem) }
        return status
    }

    /// Scales rows and columns (`glp_scale_prob`, `GLP_SF_AUTO`); the
    /// solution GLPK reports stays in the problem's own units.
    mutating func scale() throws(GLPKError) {
        try guarded("glp_scale_prob") { state, problem in layoutlp_guarded_scale(state, problem) }
    }

    /// Installs the standard basis (every row's slack basic): a cold start.
    mutating func installStandardBasis() throws(GLPKError) {
        try guarded("glp_std_basis") { state, problem in layoutlp_guarded_standard_basis(state, problem) }
    }

    /// Deletes the problem object unless a fatal error already destroyed it.
    /// On a thread other than its creator's it is left alone (a leak, never
    /// a corrupted environment).
    mutating func delete() {
        guard let pointer, isUsable else { return }
        self.pointer = nil
        // A fatal error here has already freed the environment; nothing is left to release.
        _ = Self.runGuarded(verbose: verbose) { layoutlp_guarded_delete($0, pointer) }
    }

    /// The thread CPU time of `deadline` in nanoseconds, as the guard takes
    /// it (0: none).
    static func threadNanoseconds(_ deadline: CPUDeadline?) -> Int64 {
        guard let deadline else { return 0 }
        let (seconds, attoseconds) = deadline.threadTime.components
        return max(1, seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000)
    }

    /// Runs a guarded call on the live problem, forgetting it after a fatal
    /// error or a stop at `cpuDeadline`; false when the deadline stopped it.
    @discardableResult
    private mutating func guarded(
        _ routine: String, cpuDeadline: CPUDeadline? = nil,
        _ call: (UnsafeMutablePointer<layoutlp_glpk_guard>, OpaquePointer) -> Void
    ) throws(GLPKError) -> Bool {
        guard let problem = pointer, generation == layoutlp_glpk_environment_generation() else {
            pointer = nil
            throw .fatalError(routine: routine, message: "the problem object was lost in an earlier fatal error")
        }
        guard pthread_equal(owner, pthread_self()) != 0 else { throw .wrongThread(routine: routine) }
        let state = Self.runGuarded(verbose: verbose, cpuDeadline: Self.threadNanoseconds(cpuDeadline)) { call($0, problem) }
        if state.fatal != 0 { pointer = nil }
        if state.timed_out != 0 { return false }
        try Self.throwIfFatal(state, routine: routine)
        return true
    }

    /// Runs `call` with a fresh guard state and returns the state afterwards.
    static func runGuarded(
        verbose: Bool, cpuDeadline: Int64 = 0, _ call: (UnsafeMutablePointer<layoutlp_glpk_guard>) -> Void
    ) -> layoutlp_glpk_guard {
        var state = layoutlp_glpk_guard()
        state.verbose = verbose ? 1 : 0
        state.cpu_deadline_ns = cpuDeadline
        call(&state)
        return state
    }

    /// Throws ``GLPKError/fatalError(routine:message:)`` when the guard caught one.
    static func throwIfFatal(_ state: layoutlp_glpk_guard, routine: String) throws(GLPKError) {
        guard state.fatal != 0 else { return }
        var state = state
        throw .fatalError(routine: routine, message: message(&state))
    }

    /// GLPK's captured terminal output, trimmed.
    static func message(_ state: UnsafePointer<layoutlp_glpk_guard>) -> String {
        let text = String(cString: layoutlp_guard_message(state))
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
