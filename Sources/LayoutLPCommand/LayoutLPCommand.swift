import ArgumentParser
import LPLayout
import LayoutLPBuildInfo
import LayoutModel

/// `layoutlp`: lay out SwiftUI-style models and check them.
///
/// The command is a library: the `layoutlp` executable calls ``main()``,
/// and a `layoutlp` of your own calls ``main(strategies:)`` with a registry
/// that holds your strategies too (docs/research.md, "A `layoutlp` of your
/// own").
public struct LayoutLPCommand: ParsableCommand {
    /// The root command, as swift-argument-parser makes it before parsing.
    public init() {}

    /// The subcommands (`solve` by default), the abstract and `--version`.
    public static let configuration = CommandConfiguration(
        commandName: "layoutlp",
        abstract: "Lay out SwiftUI-style view trees with a greedy reference engine and a GLPK linear program, and check that they agree.",
        discussion: """
            With no arguments, an overview of the built-in model (seed 003's event card): its layout, whether both engines \
            agree and meet its hand-worked frames, the program's size, the time, and what to run next. \
            `layoutlp MODEL` solves MODEL; a mistyped subcommand is answered with the nearest one.
            Exit codes: 0 success, 1 engines or expectations disagree, 2 bad input, 3 not laid out or encoded by the engine yet, \
            4 engine or solver failure, 64 usage error. See docs/cli.md.
            """,
        version: "layoutlp \(LayoutLPVersion.number), commit \(BuildProvenance.summary)",
        subcommands: [
            SolveCommand.self, CheckCommand.self, ExportCommand.self, RenderCommand.self, FuzzCommand.self, CompareCommand.self,
            ExplainCommand.self, SweepCommand.self, ImportCommand.self,
        ],
        defaultSubcommand: SolveCommand.self)

    /// Runs the command line with `strategies` as the strategies every
    /// subcommand knows (`--engine NAME`, `--engine all`, and a model file's `expectByStrategy` keys), in
    /// their listing order: `StrategyRegistry.builtIn` with yours
    /// registered, or any registry. Call it once, from your executable's
    /// `main.swift`; it exits the process.
    public static func main(strategies: StrategyRegistry) -> Never {
        CommandStrategies.registry = strategies
        main()
        Self.exit()
    }

    /// Runs the command with standard output line-buffered and checked at
    /// the end (`StandardOutput`): output that could not be written turns a
    /// success (or a disagreement, whose report is lost) into exit 2.
    ///
    /// The command runs on a thread with a stack for the deepest tree a
    /// model may hold (`DeepWork`, `LayoutTree.maximumDepth`): reading,
    /// both engines, the checker and the pictures recurse once per level.
    /// The stack is address space; only the pages a model's depth touches
    /// take memory.
    public static func main() {
        StandardOutput.bufferLines()
        var failure: Error?
        let names = configuration.subcommands.map { $0._commandName }
        if let mistyped = MistypedSubcommand.message(for: Array(CommandLine.arguments.dropFirst()), subcommands: names) {
            CommandFailure.printError("error: \(mistyped)")
            Self.exit(withError: ExitCode.validationFailure)
        }
        if let help = CompareHelp.message(for: Array(CommandLine.arguments.dropFirst())) {
            print(help, terminator: "")
            finishOutput(after: nil)
            Self.exit()
        }
        do {
            if CommandLine.arguments.count == 1 {
                // No arguments: the newcomer's overview of the built-in model (FirstRun).
                try DeepWork.run(depth: LayoutTree.maximumDepth) { try runFirst() }
            } else {
                var command = try parseAsRoot()
                try DeepWork.run(depth: LayoutTree.maximumDepth) { try command.run() }
            }
        } catch {
            failure = error
        }
        if let shown = failure, exitCode(for: shown) == .success {
            // --help and --version: printed here, so that standard output
            // is checked like any other (`--help > /dev/full` is exit 2).
            let message = fullMessage(for: shown)
            if !message.isEmpty { print(message) }
            failure = nil
        }
        finishOutput(after: failure)
        guard let failure else { Self.exit() }
        Self.exit(withError: failure)
    }

    /// Flushes standard output; where it could not be written, a command
    /// that succeeded (or disagreed, whose report is then lost) exits 2
    /// with the error, and any other keeps its own exit code.
    private static func finishOutput(after failure: Error?) {
        do {
            try StandardOutput.finish()
        } catch {
            let code = failure.map { exitCode(for: $0) } ?? .success
            if code == .success || code == .disagreement {
                CommandFailure.printError("error: \(error)")
                Self.exit(withError: ExitCode.badInput)
            }
        }
    }

    /// `layoutlp` alone: `FirstRun` on the built-in model with the LP
    /// engine's defaults (exact, 60 s).
    static func runFirst() throws {
        let outcome: FirstRun.Outcome
        do {
            let model = try ModelOptions.parse([]).loadTree()
            let options = try LPEngineOptions.parse([])
            let engine = options.engine(ExactStrategy())
            outcome = try options.showingProgress("solving (\(engine.name))") {
                try FirstRun(model: model, lpEngine: engine).run()
            }
        } catch {
            throw CommandFailure.exit(for: error)
        }
        print(outcome.text, terminator: "")
        if !outcome.passed { throw ExitCode.disagreement }
    }
}
