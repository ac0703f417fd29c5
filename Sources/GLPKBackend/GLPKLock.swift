import LayoutLPGLPKGuard

/// Where GLPK use must be serialised, and where it need not be.
///
/// GLPK 5 built with thread-local storage (Debian's is) keeps one environment
/// per thread: every problem object, the terminal and error hooks and the
/// memory accounting belong to the thread that made them, so threads solve
/// at the same time without sharing anything. The backend probes this once
/// per process (``isPerThread``: a second thread's `glp_init_env` finds no
/// environment) and then takes no lock. A GLPK whose environment is shared
/// between threads gets the process-wide lock around every use instead.
///
/// Either way a problem object stays on the thread that created it
/// (``GLPKProblem`` checks), and a fatal error frees only the environment of
/// the thread it happened on, whose problem objects the guard's generation
/// count marks as gone (docs/linear-programs.md, "Threads").
enum GLPKLock {
    /// Whether this GLPK keeps one environment per thread (probed once).
    static let isPerThread: Bool = layoutlp_glpk_environment_is_per_thread() != 0

    /// Runs `body`, holding the process-wide lock when GLPK's environment is
    /// shared between threads. Not reentrant: `body` must not call
    /// `withLock` again.
    static func withLock<Result: ~Copyable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard !isPerThread else { return try body() }
        layoutlp_glpk_lock()
        defer { layoutlp_glpk_unlock() }
        return try body()
    }
}
