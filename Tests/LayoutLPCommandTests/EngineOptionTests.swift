import ArgumentParser
import Foundation
import LayoutExperiments
import Testing

@testable import LayoutLPCommand

/// `--engine`, repeated, is how every command names its engines, and the
/// spellings of version 0.16 still work with a note (docs/cli.md, "Engines").
struct EngineOptionTests {
    static let model = "Models/strategies/classic-2-later-minimum-above-share.json"

    @Test func allIsGreedyThenEveryStrategyInTheRegistrysOrder() throws {
        let engines = try EngineOptions.parse(["--engine", "all"]).engines(for: .several("compare"))
        #expect(engines == [.greedy] + CommandStrategies.registry.names.map { .lp(specification: $0) })
        #expect(engines.count == 7)
    }

    @Test func anEngineNamedTwiceRunsOnceInTheOrderFirstNamed() throws {
        let options = try EngineOptions.parse(["--engine", "lex-fair", "--engine", "greedy", "--engine", "lex-fair"])
        #expect(try options.engines(for: .several("sweep")) == [.lp(specification: "lex-fair"), .greedy])
    }

    @Test func aCommandsDefaultsApplyOnlyWhenNoEngineIsNamed() throws {
        let none = try EngineOptions.parse([])
        #expect(try none.engines(for: .several("compare")) == [.greedy, .lp(specification: "exact")])
        #expect(try none.engines(for: .one("solve")) == [.greedy])
        #expect(try none.engines(for: .oneStrategy("export", because: "it writes the LP program")) == [.lp(specification: "exact")])
        #expect(none.spellingNotes.isEmpty)
    }

    /// Each old spelling maps to the new one: `--engine lp` and `both` take
    /// `--strategy`, lists separate one strategy's parameters with `;`.
    @Test(arguments: [
        (["--engine", "lp", "--strategy", "weighted:scope=global"], ["weighted:scope=global"]),
        (["--engine", "both", "--strategy", "lex-fair"], ["greedy", "lex-fair"]),
        (["--engine", "both"], ["greedy", "exact"]),
        (["--strategy", "soft-ideal"], ["soft-ideal"]),
        (["--strategies", "exact,weighted:scope=global;strength=2"], ["exact", "weighted:scope=global,strength=2"]),
        (["--engines", "greedy,min-deviation"], ["greedy", "min-deviation"]),
    ])
    func anOldSpellingNamesTheSameEnginesWithANote(old: [String], engines: [String]) throws {
        let options = try EngineOptions.parse(old)
        #expect(try options.engines(for: .several("check")).map(\.specification) == engines)
        #expect(!options.spellingNotes.isEmpty)
        #expect(options.spellingNotes.allSatisfy { $0.hasPrefix("note: ") && $0.contains("spelling of 0.16") })
    }

    @Test func aParameterListUsesCommasInsideOneEngine() throws {
        let options = try EngineOptions.parse(["--engine", "weighted:scope=global,strength=2"])
        #expect(try options.engines(for: .one("solve")) == [.lp(specification: "weighted:scope=global,strength=2")])
    }

    @Test func aSecondEngineWhereACommandRunsOneIsAUsageError() throws {
        let output = try CommandRunner.run(["solve", Self.model, "--engine", "greedy", "--engine", "exact"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("solve runs one engine, not 2 (greedy, exact)"), "\(output.standardError)")
        let export = try CommandRunner.run(["export", Self.model, "--engine", "greedy", "--format", "lp"])
        #expect(export.status == 64)
        #expect(
            export.standardError.contains("export takes an LP strategy, not greedy (it writes the LP program)"), "\(export.standardError)")
        let fuzz = try CommandRunner.run(["fuzz", "--engine", "greedy", "--count", "1"])
        #expect(fuzz.status == 64)
        #expect(
            fuzz.standardError.contains("fuzz takes an LP strategy, not greedy (it checks a strategy against greedy)"),
            "\(fuzz.standardError)")
        let unknown = try CommandRunner.run(["check", Self.model, "--engine", "lex-fare"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("not \"lex-fare\""), "\(unknown.standardError)")
    }

    /// The old spelling prints the same frames as the new one, and says on
    /// standard error what replaces it; the new one says nothing there.
    @Test(arguments: [
        (["solve", model, "--engine", "lp", "--strategy", "lex-fair"], ["solve", model, "--engine", "lex-fair"]),
        (["check", model, "--strategies", "exact,weighted"], ["check", model, "--engine", "exact", "--engine", "weighted"]),
        (["render", model, "--engine", "both"], ["render", model, "--engine", "greedy", "--engine", "exact"]),
    ])
    func anOldCommandLinePrintsWhatTheNewOnePrints(old: [String], new: [String]) throws {
        let before = try CommandRunner.run(old), after = try CommandRunner.run(new)
        #expect(before.status == after.status)
        #expect(before.standardOutput == after.standardOutput)
        #expect(before.standardError.contains("layoutlp: note: "), "\(before.standardError)")
        #expect(after.standardError.isEmpty, "\(after.standardError)")
    }

    /// `check --engine greedy` alone checks greedy's expectations, as
    /// `--greedy-only` does.
    @Test func checkWithGreedyAloneChecksGreedyOnly() throws {
        let alone = try CommandRunner.run(["check", Self.model, "--engine", "greedy"])
        let only = try CommandRunner.run(["check", Self.model, "--greedy-only"])
        #expect(alone.status == 0)
        #expect(alone.standardOutput == only.standardOutput)
        #expect(!alone.standardOutput.contains("lp/"), "\(alone.standardOutput)")
    }

    /// Two engines are overlaid; three, or two with `--panels`, are small
    /// multiples, one panel (and its heading) each.
    @Test func renderOverlaysTwoEnginesAndPanelsThree() throws {
        func panels(_ arguments: [String]) throws -> Int {
            let output = try CommandRunner.run(["render", Self.model] + arguments)
            #expect(output.status == 0, "\(output.standardError)")
            return output.standardOutput.components(separatedBy: "data-role=\"panel-heading\"").count - 1
        }
        #expect(try panels(["--engine", "greedy", "--engine", "exact"]) == 0)
        #expect(try panels(["--engine", "greedy", "--engine", "exact", "--panels"]) == 2)
        #expect(try panels(["--engine", "greedy", "--engine", "exact", "--engine", "lex-fair"]) == 3)
        // Greedy's panel comes first wherever it is named.
        let output = try CommandRunner.run(["render", Self.model, "--engine", "lex-fair", "--engine", "greedy", "--panels"])
        let greedy = try #require(output.standardOutput.range(of: "data-panel=\"0\" data-engine=\"greedy\""))
        let lexFair = try #require(output.standardOutput.range(of: "data-panel=\"1\" data-engine=\"lp/lex-fair"))
        #expect(greedy.lowerBound < lexFair.lowerBound)
    }
}
