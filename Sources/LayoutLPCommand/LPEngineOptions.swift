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

    func validate() throws {
        _ = try parsedStrategy()
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
        return LPLayoutEngine(strategy: chosen, solver: GLPKSolver(options: GLPKSolver.Options(verbose: verbose)))
    }
}
