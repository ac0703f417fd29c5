import ArgumentParser
import LayoutChecker

/// `layoutlp check [MODEL] [--strategy exact] [--tolerance T] [--verbose] [--greedy-only]`:
/// compares the greedy and LP engines node by node and both with the model's
/// `expect`; exit 1 when anything disagrees.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that the greedy and LP engines agree and meet the model's expected frames; exit 1 when not.")

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup(title: "LP engine") var lpOptions: LPEngineOptions

    /// How far apart the engines' frames may be by default, in points; `render --engine both` uses it too.
    static let defaultTolerance = 1e-6

    @Option(help: "How far apart the two engines' frames may be, in points (each of x, y, width, height).")
    var tolerance: Double = CheckCommand.defaultTolerance

    @Flag(help: "Check the expected frames with the greedy engine alone (no LP engine).")
    var greedyOnly = false

    func validate() throws {
        try Self.validate(tolerance: tolerance)
    }

    /// - Throws: `ValidationError` (a usage error) unless `tolerance` is finite and ≥ 0.
    static func validate(tolerance: Double) throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance must be a finite number ≥ 0, not \(tolerance)")
        }
    }

    func run() throws {
        let outcome: EngineCheck.Outcome
        do {
            let model = try modelOptions.loadTree()
            let check = EngineCheck(model: model, lpEngine: greedyOnly ? nil : lpOptions.engine, tolerance: Tolerance(tolerance))
            outcome = try check.run()
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.model)
        }
        print(outcome.text, terminator: "")
        if !outcome.passed { throw ExitCode.disagreement }
    }
}
