import LayoutLPGLPKGuard

/// The process-wide lock around all GLPK use.
///
/// Debian's GLPK 5.0 keeps its environment in thread-local storage (measured:
/// a second thread's `glp_init_env` returns 0, "initialised now", and its
/// terminal setting is independent of the first thread's), so independent
/// threads could in principle run GLPK at the same time. The lock is kept
/// anyway: other builds of GLPK may lack thread-local storage, and the
/// recovery from a fatal error (`glp_free_env`) must not meet a problem
/// object that another task created on the same thread. Layout programs are
/// small, so serialising them costs little.
///
/// The body is synchronous, so a problem object created inside it cannot
/// outlive it or move to another thread across an `await`.
enum GLPKLock {
    /// Runs `body` while holding the lock. Not reentrant: `body` must not call
    /// `withLock` again.
    static func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        layoutlp_glpk_lock()
        defer { layoutlp_glpk_unlock() }
        return try body()
    }
}
