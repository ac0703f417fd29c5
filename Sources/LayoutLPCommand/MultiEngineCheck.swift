import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutExperiments
import LayoutModel

/// What `layoutlp check --engine A --engine B` does: the greedy engine (the
/// reference) and one LP engine per strategy on the same model, one table of
/// every node's frame per engine with its Δ from greedy, and a verdict per
/// engine (docs/cli.md, "check"). A strategy that claims the greedy rules
/// must agree with greedy; a declarative strategy's differences are
/// findings; every engine must meet the expectations the model sets for it
/// (`expect`, `expectByStrategy`).
struct MultiEngineCheck {
    var model: LoadedModel
    /// The LP engines, one per strategy, in the order given.
    var lpEngines: [LPLayoutEngine]
    var tolerance: Tolerance
    /// Whether each LP engine's run also says which sizes its strategy's own
    /// objectives leave to the tie-break (`--faces`).
    var faces = false

    struct Outcome {
        /// The comparison (verdicts per engine).
        var comparison: MultiEngineComparison
        var text: String
        /// Each LP engine's program size, by engine name (`lp/exact`).
        var programs: [String: ProgramStatistics] = [:]
        /// Each LP engine's faces by node, by engine name, with `--faces`.
        var faces: [String: [NodeFace]] = [:]
    }

    /// - Throws: `LPLayoutError.proposalOutOfRange` when the model's proposal
    ///   is outside the LP engines' range (bad input, as for one engine).
    func run() throws -> Outcome {
        let problem = model.problem, tree = model.tree
        var engines = [
            CheckedEngine(
                name: "greedy", role: .reference,
                outcome: try Self.outcome { try GreedyLayoutEngine().layout(tree, proposal: problem.proposal) },
                expectations: problem.expect)
        ]
        var sizes: [String] = []
        var programs: [String: ProgramStatistics] = [:]
        var nodeFaces: [String: [NodeFace]] = [:]
        for engine in lpEngines {
            var statistics: ProgramStatistics?
            var squares: SquaresCertificate?
            let outcome = try Self.outcome {
                let run = try engine.run(tree, proposal: problem.proposal)
                statistics = run.program.statistics
                squares = run.squares
                if faces { nodeFaces[engine.name] = try engine.faces(of: run, proposal: problem.proposal) }
                return run.result
            }
            if let statistics {
                sizes.append("\(engine.name): \(Self.describe(statistics))" + (squares.map { "; \($0)" } ?? ""))
                programs[engine.name] = statistics
            }
            engines.append(
                CheckedEngine(
                    name: engine.name, role: engine.strategy.claimsGreedyRules ? .mustAgree : .declarative, outcome: outcome,
                    expectations: problem.expectations(
                        forStrategy: engine.strategy.name, claimsGreedyRules: engine.strategy.claimsGreedyRules)))
        }
        let comparison = MultiEngineComparison(
            tree: tree, engines: engines, tolerance: tolerance, expectationTolerance: Tolerance(problem.tolerance))
        var text = "\(comparison.passed ? "ok" : "FAILED"): \(model.title), proposal \(problem.proposal), reference greedy\n"
        text += comparison.report
        if let note = model.proposalNote { text += "\(note)\n" }
        for line in sizes { text += "program \(line)\n" }
        for engine in lpEngines {
            guard let list = nodeFaces[engine.name] else { continue }
            text += "faces \(engine.name): " + FacesOutput.line(list, tree: tree) + "\n"
        }
        return Outcome(comparison: comparison, text: text, programs: programs, faces: nodeFaces)
    }

    /// Runs `body`, sorting an error into a refusal, no layout, or a failure
    /// (`Sweep.outcome`).
    ///
    /// - Throws: `LPLayoutError.proposalOutOfRange`, which is the model's
    ///   fault rather than the engine's: a proposal outside the range LP
    ///   programs are built for is bad input (exit 2) with every strategy.
    static func outcome(_ body: () throws -> LayoutResult) throws -> EngineOutcome {
        var outOfRange: LPLayoutError?
        let outcome = Sweep.outcome {
            do {
                return try body()
            } catch let error as LPLayoutError {
                if case .proposalOutOfRange = error { outOfRange = error }
                throw error
            }
        }
        if let outOfRange { throw outOfRange }
        return outcome
    }

    /// A program's size as `check` prints it; an empty program is
    /// `decomposed`'s success, and the line says so.
    static func describe(_ statistics: ProgramStatistics) -> String {
        "\(statistics)" + (statistics.variables == 0 ? " (every rule settled while building: nothing left to solve)" : "")
    }
}
