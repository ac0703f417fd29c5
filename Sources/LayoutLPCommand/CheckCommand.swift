import ArgumentParser
import Foundation
import LPLayout
import LayoutChecker

/// `layoutlp check [MODEL] [--proposal WxH] [--strategy S | --strategies S1,S2,...] [--tolerance T] [--verbose] [--greedy-only] [--json]`:
/// compares the greedy and LP engines node by node and each with the
/// expectations the model sets for it; exit 1 when anything that must agree
/// disagrees or an expectation is not met.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that the greedy and LP engines agree and meet the model's expected frames; exit 1 when not.")

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var proposalOption: ProposalOption

    @OptionGroup(title: "LP engine") var lpOptions: LPEngineOptions

    /// How far apart the engines' frames may be by default, in points; `render --engine both` uses it too.
    static let defaultTolerance = 1e-6

    @Option(parsing: .unconditional, help: "How far apart the two engines' frames may be, in points (each of x, y, width, height).")
    var tolerance: Double = CheckCommand.defaultTolerance

    @Flag(help: "Check the expected frames with the greedy engine alone (no LP engine).")
    var greedyOnly = false

    @Flag(help: "Print the verdicts as JSON (docs/cli.md): every engine's status, expectations, differing nodes and program size.")
    var json = false

    @Option(help: ArgumentHelp(
        "Compare greedy with several strategies in one table: a comma-separated list of NAME or NAME:KEY=VALUE;KEY=VALUE, or 'all'.",
        discussion: "Replaces --strategy. A strategy that claims the greedy rules (exact) must agree with greedy; the others' differences are findings."))
    var strategies: String?

    @Flag(help: ArgumentHelp(
        "Say which sizes each declarative strategy's own objectives leave to the tie-break, with their ranges.",
        discussion: "Two linear programs per size and strategy (docs/strategies.md, \"Determined and tie-broken\")."))
    var faces = false

    func validate() throws {
        try Self.validate(tolerance: tolerance)
        if faces, greedyOnly { throw ValidationError("--faces needs an LP engine (not --greedy-only)") }
        if strategies != nil, greedyOnly { throw ValidationError("--strategies and --greedy-only exclude each other") }
        _ = try parsedStrategies()
    }

    /// The strategies `--strategies` names (empty without the option).
    func parsedStrategies() throws -> [any LayoutStrategy] {
        guard let strategies else { return [try lpOptions.parsedStrategy()] }
        let parsed = try StrategyList.parse(strategies, option: "--strategies")
        guard !parsed.isEmpty else { throw ValidationError("--strategies needs at least one strategy") }
        return parsed
    }

    /// - Throws: `ValidationError` (a usage error) unless `tolerance` is finite and ≥ 0.
    static func validate(tolerance: Double) throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance must be a finite number ≥ 0, not \(tolerance)")
        }
    }

    func run() throws {
        // A declarative strategy may differ from greedy: the N-way check judges it so.
        let declarative = try !lpOptions.parsedStrategy().claimsGreedyRules
        if json || faces || strategies != nil || (!greedyOnly && declarative) { return try runMany() }
        let outcome: EngineCheck.Outcome
        var fromOption = false
        do {
            let model = try proposalOption.apply(to: modelOptions.loadTree())
            fromOption = model.proposalFromOption
            let check = EngineCheck(model: model, lpEngine: greedyOnly ? nil : lpOptions.engine, tolerance: Tolerance(tolerance))
            outcome = try greedyOnly ? check.run() : lpOptions.showingProgress("checking (\(lpOptions.engine.name))") { try check.run() }
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label, proposalFromOption: fromOption)
        }
        print(outcome.text, terminator: "")
        if !outcome.passed { throw ExitCode.disagreement }
    }

    /// `--strategies` (or `--json`): greedy and every strategy named, one
    /// table (or one JSON document); `--greedy-only --json` has no LP engine.
    private func runMany() throws {
        let outcome: MultiEngineCheck.Outcome
        var fromOption = false
        let model: LoadedModel
        do {
            model = try proposalOption.apply(to: modelOptions.loadTree())
            fromOption = model.proposalFromOption
            let engines = try (greedyOnly ? [] : parsedStrategies()).map { strategy in
                var engine = lpOptions.engine
                engine.strategy = strategy
                return engine
            }
            var check = MultiEngineCheck(model: model, lpEngines: engines, tolerance: Tolerance(tolerance))
            check.faces = faces
            outcome = try lpOptions.showingProgress("checking \(engines.count) strateg\(engines.count == 1 ? "y" : "ies")") { try check.run() }
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label, proposalFromOption: fromOption)
        }
        if json {
            print(CheckJSON.encode(model: model, comparison: outcome.comparison, programs: outcome.programs, faces: outcome.faces).text,
                  terminator: "")
        } else {
            print(outcome.text, terminator: "")
        }
        let verdicts = outcome.comparison.verdicts
        if !outcome.comparison.passed { throw ExitCode.disagreement }
        if verdicts.contains(where: { $0.status == .engineFailure || $0.status == .noLayout }) { throw ExitCode.engineFailure }
        if verdicts.contains(where: { $0.status == .refused }) { throw ExitCode.unsupported }
    }
}
