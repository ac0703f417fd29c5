import ArgumentParser
import GLPKBackend
import LPLayout

/// The options that choose and configure the LP engine: `--strategy` and
/// `--verbose`.
struct LPEngineOptions: ParsableArguments {
    @Option(help: "The LP engine's encoding (docs/lp-encoding.md).")
    var strategy: LPStrategy = .exact

    @Flag(help: "Let GLPK print its progress and messages (to standard output).")
    var verbose = false

    /// The LP engine with GLPK as its solver.
    var engine: LPLayoutEngine {
        LPLayoutEngine(strategy: strategy, solver: GLPKSolver(options: GLPKSolver.Options(verbose: verbose)))
    }
}
