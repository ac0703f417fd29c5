import ArgumentParser
import LayoutModel

/// `layoutlp`: lay out SwiftUI-style models and check them.
@main
struct LayoutLPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlp",
        abstract: "Lay out SwiftUI-style view trees with a greedy reference engine and a GLPK linear program, and check that they agree.",
        discussion: """
            With no arguments, solves the built-in model (seed 003's event card) and prints its frames.
            Exit codes: 0 success, 1 engines or expectations disagree, 2 bad input, 3 not laid out or encoded by the engine yet, \
            4 engine or solver failure, 64 usage error. See docs/cli.md.
            """,
        subcommands: [SolveCommand.self, CheckCommand.self, ExportCommand.self, RenderCommand.self, FuzzCommand.self, SweepCommand.self],
        defaultSubcommand: SolveCommand.self)

    /// Runs the command with standard output line-buffered and checked at
    /// the end (`StandardOutput`): output that could not be written turns a
    /// success (or a disagreement, whose report is lost) into exit 2.
    ///
    /// The command runs on a thread with a stack for the deepest tree a
    /// model may hold (`DeepWork`, `LayoutTree.maximumDepth`): reading,
    /// both engines, the checker and the pictures recurse once per level.
    /// The stack is address space; only the pages a model's depth touches
    /// take memory.
    static func main() {
        StandardOutput.bufferLines()
        var failure: Error?
        do {
            var command = try parseAsRoot()
            try DeepWork.run(depth: LayoutTree.maximumDepth) { try command.run() }
        } catch {
            failure = error
        }
        do {
            try StandardOutput.finish()
        } catch {
            let code = failure.map { exitCode(for: $0) } ?? .success
            if code == .success || code == .disagreement {
                CommandFailure.printError("error: \(error)")
                Self.exit(withError: ExitCode.badInput)
            }
        }
        guard let failure else { Self.exit() }
        Self.exit(withError: failure)
    }
}
