import LinearProgram

/// The solver work one layout has spent against ``LPLayoutOptions/workLimit``:
/// simplex iterations plus branch-and-cut nodes over every solve of the
/// layout (its stages, refinements, polishing and least proposals). Bound
/// for the duration of one layout (``current``) on the thread that lays it
/// out, and read by every solve (``LPLayoutEngine``'s `solveOnce`). One
/// layout's solves run one after another on one thread, so the count needs
/// no lock; the task-local binding is what must be `Sendable`.
final class WorkMeter: @unchecked Sendable {
    let limit: Int
    private(set) var spent = 0

    /// The meter of the layout under way on this task or thread; nil outside one.
    @TaskLocal static var current: WorkMeter?

    init(limit: Int) {
        self.limit = limit
    }

    /// The work left, at most `limit`.
    var left: Int { limit - spent }

    /// Adds a solve's effort.
    func spend(_ effort: SolverEffort) {
        spent += effort.simplexIterations + effort.branchAndCutNodes
    }

    /// The whole budget is gone (a solve stopped at the work left).
    func exhaust() {
        spent = limit
    }

    /// Runs `body` with a fresh meter of `limit` bound (nothing bound for a nil limit).
    static func measuring<Answer>(limit: Int?, _ body: () throws(LPLayoutError) -> Answer) throws(LPLayoutError) -> Answer {
        guard let limit else { return try body() }
        do {
            return try $current.withValue(WorkMeter(limit: limit)) { try body() }
        } catch let error as LPLayoutError {
            throw error
        } catch {
            throw .solverFailed(message: String(describing: error))
        }
    }
}
