import ArgumentParser
import GLPKBackend
import LPLayout

/// The options that configure the LP engine: `--verbose` and the limits
/// (the engines themselves are named by ``EngineOptions``).
struct LPEngineOptions: ParsableArguments {
    @Flag(help: "Let GLPK print its progress and messages (to standard output).")
    var verbose = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            Self.timeLimitAbstract(defaultText: "60; fuzz: 5 per case"),
            discussion: "Running out is an engine failure (exit 4) that says so; no frames are printed.",
            valueName: "seconds"))
    var timeLimit: Double?

    /// The one wording of `--time-limit` in every command's help, with the
    /// command's default (docs/cli.md, "--time-limit").
    static func timeLimitAbstract(defaultText: String) -> String {
        "CPU seconds one LP layout may take (building, propagation, solves, polishing), on its own thread: "
            + "0.001 to 86400 (default: \(defaultText))."
    }

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most solver work one LP layout may take: simplex iterations plus branch-and-cut nodes (default: no limit).",
            discussion: "Unlike --time-limit, the same on every machine and at any load. Running out is an engine failure (exit 4).",
            valueName: "count"))
    var workLimit: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most memory the LP program may be estimated to need before it is built, in MiB.",
            discussion: "A larger tree is refused (exit 3) before its program is built (docs/lp-encoding.md, \"Size limits\").",
            valueName: "MiB"))
    var memoryBudget: Int = 2048

    /// The time limit of one solve without `--time-limit`, in seconds.
    static let defaultTimeLimit = 60.0

    /// The range `--time-limit` takes: GLPK counts whole milliseconds.
    static let timeLimitRange = 0.001...86_400.0

    func validate() throws {
        if let timeLimit, !Self.timeLimitRange.contains(timeLimit) {
            throw ValidationError("--time-limit must be between 0.001 s (GLPK counts whole milliseconds) and 86400 s, not \(timeLimit)")
        }
        if let workLimit, !(1...Int(Int32.max)).contains(workLimit) {
            throw ValidationError("--work-limit must be between 1 and \(Int32.max), not \(workLimit)")
        }
        guard (1...(1 << 30)).contains(memoryBudget) else {
            throw ValidationError("--memory-budget must be between 1 and \(1 << 30) MiB, not \(memoryBudget)")
        }
    }

    /// The limit in force: `--time-limit`, else `fallback` seconds.
    func effectiveTimeLimit(fallback: Double = defaultTimeLimit) -> Double {
        timeLimit ?? fallback
    }

    /// ``effectiveTimeLimit(fallback:)`` in whole milliseconds, GLPK's unit.
    private func timeLimitDuration(fallback: Double) -> Duration {
        Self.duration(seconds: effectiveTimeLimit(fallback: fallback))
    }

    /// `seconds` (a `--time-limit`) in whole milliseconds, GLPK's unit; the
    /// commands with a `--time-limit` of their own use it too.
    static func duration(seconds: Double) -> Duration {
        .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// GLPK with `--verbose` and the time limit (`fallback` seconds when `--time-limit` is not given).
    private func solver(fallbackTimeLimit fallback: Double) -> GLPKSolver {
        GLPKSolver(options: GLPKSolver.Options(timeLimit: timeLimitDuration(fallback: fallback), verbose: verbose))
    }

    /// Runs `body`, a solve, with the elapsed-time line on a terminal
    /// (`ElapsedTimeLine`) saying `label` and the time limit.
    func showingProgress<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
        try ElapsedTimeLine.around(label, limit: effectiveTimeLimit(), body)
    }

    /// The LP engine with `strategy` and GLPK as its solver, whose layouts
    /// may each take the time limit in all (`fallback` seconds without
    /// `--time-limit`), every GLPK call within it.
    func engine(_ strategy: any LayoutStrategy, fallbackTimeLimit fallback: Double = defaultTimeLimit) -> LPLayoutEngine {
        let options = LPLayoutOptions(
            timeLimit: timeLimitDuration(fallback: fallback), memoryBudget: memoryBudget << 20,
            workLimit: workLimit)
        return LPLayoutEngine(strategy: strategy, solver: solver(fallbackTimeLimit: fallback), options: options)
    }
}
