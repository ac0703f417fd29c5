import ArgumentParser
import LPLayout
import LayoutExperiments

/// `--engine NAME[:KEY=VALUE,...]`, repeatable: the one way every command
/// names the engines it runs (docs/cli.md, "Engines"). NAME is `greedy`, a
/// strategy (`exact`, `lex-fair`, … or one a `layoutlp` of your own
/// registers) or `all` (greedy and every strategy); a strategy's
/// parameters follow a colon, separated by commas.
///
/// The spellings of version 0.16 still work in 0.17, each with a note on
/// standard error, and go in 0.18: `--engine lp` and
/// `--engine both` (with `--strategy S`), `--strategy S`, and the lists
/// `--strategies A,B` and `--engines A,B` (whose items separate their
/// parameters with `;`).
struct EngineOptions: ParsableArguments {
    @Option(
        name: .customLong("engine"),
        help: ArgumentHelp(
            "An engine: greedy, a strategy NAME or NAME:KEY=VALUE,... (docs/strategies.md), or all; check, render, compare and sweep take several.",
            discussion: "Strategies: \(CommandStrategies.registry.names.joined(separator: ", ")).",
            valueName: "engine"))
    var engine: [String] = []

    @Option(name: .customLong("strategy"), help: ArgumentHelp(visibility: .hidden))
    var oldStrategy: String?

    @Option(name: .customLong("strategies"), help: ArgumentHelp(visibility: .hidden))
    var oldStrategies: String?

    @Option(name: .customLong("engines"), help: ArgumentHelp(visibility: .hidden))
    var oldEngines: String?

    /// What a command takes: its engines when none is named, how many it
    /// runs at most, and whether (and why) it needs LP strategies only.
    struct Use {
        var defaults: [ExperimentEngine]
        var most: Int?
        /// Why the command takes LP strategies only, for the message (`it
        /// writes the LP program`); nil when greedy is taken too.
        var strategiesOnlyBecause: String?
        /// The command, for messages (`solve`).
        var command: String

        init(defaults: [ExperimentEngine], most: Int? = nil, strategiesOnlyBecause: String? = nil, command: String) {
            (self.defaults, self.most, self.strategiesOnlyBecause, self.command) = (defaults, most, strategiesOnlyBecause, command)
        }

        /// One engine, greedy unless named (solve, render, explain).
        static func one(_ command: String, default engine: ExperimentEngine = .greedy) -> Use {
            Use(defaults: [engine], most: 1, command: command)
        }

        /// One LP strategy, `exact` unless named (export, fuzz), and why.
        static func oneStrategy(_ command: String, because reason: String) -> Use {
            Use(defaults: [.lp(specification: "exact")], most: 1, strategiesOnlyBecause: reason, command: command)
        }

        /// Any number, greedy and `exact` unless named (compare, sweep).
        static func several(_ command: String) -> Use {
            Use(defaults: [.greedy, .lp(specification: "exact")], most: nil, command: command)
        }
    }

    /// The engines named, in order, each once; `use`'s defaults when none is.
    ///
    /// - Throws: `ValidationError` naming the option and what it takes.
    func engines(for use: Use) throws -> [ExperimentEngine] {
        var named: [ExperimentEngine] = []
        func add(_ engine: ExperimentEngine) {
            if !named.contains(engine) { named.append(engine) }
        }
        let legacyStrategy = try oldStrategy.map { try Self.parse($0, option: "--strategy") }
        var strategyUsed = false
        for text in engine {
            switch text {
            case "all": ([.greedy] + Self.strategies).forEach(add)
            case "lp", "both":
                if text == "both" { add(.greedy) }
                add(legacyStrategy ?? .lp(specification: "exact"))
                strategyUsed = true
            default: add(try Self.parse(text, option: "--engine"))
            }
        }
        for (option, list) in [("--engines", oldEngines), ("--strategies", oldStrategies)] {
            guard let list else { continue }
            if list == "all" {
                if option == "--engines" { add(.greedy) }
                Self.strategies.forEach(add)
                continue
            }
            for item in list.split(separator: ",", omittingEmptySubsequences: false) {
                add(try Self.parse(item.replacingOccurrences(of: ";", with: ","), option: option))
            }
        }
        if let legacyStrategy, !strategyUsed { add(legacyStrategy) }
        if named.isEmpty { named = use.defaults }
        if let reason = use.strategiesOnlyBecause, named.contains(.greedy) {
            throw ValidationError("--engine: \(use.command) takes an LP strategy, not greedy (\(reason))")
        }
        if let most = use.most, named.count > most {
            throw ValidationError(
                "--engine: \(use.command) runs one engine, not \(named.count) "
                    + "(\(named.map(\.specification).joined(separator: ", "))); check, render, compare and sweep take several")
        }
        return named
    }

    /// Every strategy the registry knows, in its order (what `all` adds after greedy).
    static var strategies: [ExperimentEngine] {
        CommandStrategies.registry.names.map { .lp(specification: $0) }
    }

    /// One line per spelling of an earlier version that the arguments use,
    /// with its replacement; empty when they use none.
    var spellingNotes: [String] {
        var notes: [String] = []
        let replaced = "is the spelling of 0.16 and goes in 0.18"
        if engine.contains("lp") { notes.append("note: --engine lp \(replaced): name the strategy, --engine S") }
        if engine.contains("both") { notes.append("note: --engine both \(replaced): --engine greedy --engine S") }
        if oldStrategy != nil { notes.append("note: --strategy S \(replaced): --engine S") }
        if oldStrategies != nil { notes.append("note: --strategies A,B \(replaced): --engine A --engine B") }
        if oldEngines != nil { notes.append("note: --engines A,B \(replaced): --engine A --engine B") }
        return notes
    }

    /// Prints ``spellingNotes`` on standard error.
    func printSpellingNotes() {
        for note in spellingNotes { CommandFailure.printError(note) }
    }

    /// The engine `text` names (`greedy` or a strategy specification).
    private static func parse(_ text: String, option: String) throws -> ExperimentEngine {
        do {
            return try ExperimentEngine(text, registry: CommandStrategies.registry)
        } catch {
            // A strategy named right with a wrong parameter: say what the
            // parameter takes, not which engines there are.
            if error.strategy != nil { throw ValidationError("\(option) \"\(text)\": expected \(error.expected)") }
            throw ValidationError("\(option): greedy, all or \(error.expected), not \"\(text)\"")
        }
    }
}

extension ExperimentEngine {
    /// The engine as `--engine` names it: `greedy` or the strategy's specification.
    var specification: String {
        switch self {
        case .greedy: "greedy"
        case .lp(let specification): specification
        }
    }

    /// The LP strategy this engine names; nil for greedy.
    ///
    /// - Throws: `ValidationError` when the registry does not accept the
    ///   specification (``EngineOptions`` has checked it already).
    func lpStrategy() throws -> (any LayoutStrategy)? {
        guard case .lp(let specification) = self else { return nil }
        do {
            return try CommandStrategies.registry.strategy(from: specification)
        } catch {
            throw ValidationError("--engine: \(error.expected), not \"\(specification)\"")
        }
    }
}
