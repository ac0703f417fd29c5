import ArgumentParser
import GLPKBackend
import LPLayout

/// The options that choose and configure the LP engine: `--strategy` and
/// `--verbose`.
struct LPEngineOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The LP engine's strategy: NAME or NAME:KEY=VALUE,... (docs/strategies.md).",
        discussion: "Strategies: \(StrategyRegistry.builtIn.names.joined(separator: ", ")).",
        valueName: "strategy"))
    var strategy: String = "exact"

    @Flag(help: "Let GLPK print its progress and messages (to standard output).")
    var verbose = false

    @Option(help: "Seconds GLPK may spend on one layout's solve (default: no limit; fuzz: 5 per case); running out is a solver failure (exit 4).")
    var timeLimit: Double?

    func validate() throws {
        _ = try parsedStrategy()
        if let timeLimit, !(timeLimit > 0 && timeLimit <= 86_400) {
            throw ValidationError("--time-limit must be in (0, 86400] seconds, not \(timeLimit)")
        }
    }

    /// GLPK with `--verbose` and the time limit (`fallback` seconds when `--time-limit` is not given).
    func solver(fallbackTimeLimit fallback: Double? = nil) -> GLPKSolver {
        let seconds = timeLimit ?? fallback
        return GLPKSolver(options: GLPKSolver.Options(timeLimit: seconds.map { .milliseconds(Int64($0 * 1000)) }, verbose: verbose))
    }

    /// The strategy `--strategy` names.
    func parsedStrategy() throws -> any LayoutStrategy {
        do {
            return try StrategyRegistry.builtIn.strategy(from: strategy)
        } catch {
            throw ValidationError("--strategy: \(error.expected), not \"\(strategy)\"")
        }
    }

    /// The LP engine with GLPK as its solver.
    var engine: LPLayoutEngine {
        // validate() has accepted the specification before any command runs.
        let chosen = (try? parsedStrategy()) ?? ExactStrategy()
        return LPLayoutEngine(strategy: chosen, solver: solver())
    }
}
