import ArgumentParser
import Foundation
import LPLayout
import LayoutChecker

/// `layoutlp check [MODEL] [--proposal WxH] [--engine S ...] [--tolerance T] [--verbose] [--greedy-only] [--json]`:
/// compares the greedy and LP engines node by node and each with the
/// expectations the model sets for it; exit 1 when anything that must agree
/// disagrees or an expectation is not met.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that the greedy and LP engines agree and meet the model's expected frames; exit 1 when not.")

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var proposalOption: ProposalOption

    @OptionGroup var engineOptions: EngineOptions

    @OptionGroup(title: "LP engine") var lpOptions: LPEngineOptions

    /// How far apart the engines' frames may be by default, in points; `render` with two engines uses it too.
    static let defaultTolerance = 1e-6

    @Option(parsing: .unconditional, help: "How far apart the two engines' frames may be, in points (each of x, y, width, height).")
    var tolerance: Double = CheckCommand.defaultTolerance

    @Flag(help: "Check the expected frames with the greedy engine alone (no LP engine).")
    var greedyOnly = false

    @Flag(help: "Print the verdicts as JSON (docs/cli.md): every engine's status, expectations, differing nodes and program size.")
    var json = false

    @Flag(
        help: ArgumentHelp(
            "Say which sizes each declarative strategy's own objectives leave to the tie-break, with their ranges.",
            discussion: "Two linear programs per size and strategy (docs/strategies.md, \"Determined and tie-broken\")."))
    var faces = false

    func validate() throws {
        try Self.validate(tolerance: tolerance)
        if faces, greedyOnly { throw ValidationError("--faces needs an LP engine (not --greedy-only)") }
        if greedyOnly, !engineOptions.engine.isEmpty || engineOptions.oldStrategies != nil {
            throw ValidationError("--engine and --greedy-only exclude each other (--engine greedy alone checks greedy only)")
        }
        if faces, try strategies().isEmpty { throw ValidationError("--faces needs an LP strategy (not --engine greedy alone)") }
    }

    /// The strategies checked against greedy, the reference, in order:
    /// every engine named but greedy; none for `--greedy-only` or
    /// `--engine greedy` alone.
    func strategies() throws -> [any LayoutStrategy] {
        guard !greedyOnly else { return [] }
        let engines = try engineOptions.engines(for: EngineOptions.Use(defaults: [.lp(specification: "exact")], command: "check"))
        return try engines.compactMap { try $0.lpStrategy() }
    }

    /// - Throws: `ValidationError` (a usage error) unless `tolerance` is finite and ≥ 0.
    static func validate(tolerance: Double) throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance must be a finite number ≥ 0, not \(tolerance)")
        }
    }

    func run() throws {
        engineOptions.printSpellingNotes()
        let strategies = try strategies()
        // A declarative strategy may differ from greedy: the N-way check judges it so.
        let declarative = strategies.contains { !$0.claimsGreedyRules }
        if json || faces || strategies.count > 1 || engineOptions.oldStrategies != nil || declarative {
            return try runMany(strategies)
        }
        let outcome: EngineCheck.Outcome
        var fromOption = false
        do {
            let model = try proposalOption.apply(to: modelOptions.loadTree())
            fromOption = model.proposalFromOption
            let lpEngine = strategies.first.map { lpOptions.engine($0) }
            let check = EngineCheck(model: model, lpEngine: lpEngine, tolerance: Tolerance(tolerance))
            outcome = try lpEngine.map { lp in try lpOptions.showingProgress("checking (\(lp.name))") { try check.run() } } ?? check.run()
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label, proposalFromOption: fromOption)
        }
        print(outcome.text, terminator: "")
        if !outcome.passed { throw ExitCode.disagreement }
    }

    /// Several strategies (or `--json`): greedy and every strategy named,
    /// one table (or one JSON document); `--greedy-only --json` has no LP engine.
    private func runMany(_ strategies: [any LayoutStrategy]) throws {
        let outcome: MultiEngineCheck.Outcome
        var fromOption = false
        let model: LoadedModel
        do {
            model = try proposalOption.apply(to: modelOptions.loadTree())
            fromOption = model.proposalFromOption
            let engines = strategies.map { lpOptions.engine($0) }
            var check = MultiEngineCheck(model: model, lpEngines: engines, tolerance: Tolerance(tolerance))
            check.faces = faces
            outcome = try lpOptions.showingProgress("checking \(engines.count) strateg\(engines.count == 1 ? "y" : "ies")") {
                try check.run()
            }
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label, proposalFromOption: fromOption)
        }
        if json {
            print(
                CheckJSON.encode(model: model, comparison: outcome.comparison, programs: outcome.programs, faces: outcome.faces).text,
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
