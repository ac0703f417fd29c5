import Foundation
import GLPKBackend
import LPLayout
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import LinearProgram
import Testing

/// Issue 28, replayable exports: every strategy's run on the classic cases
/// (Models/strategies/classic-*.json) is replayed stage by stage by
/// `glpsol` (docs/linear-programs.md, "Replaying a run"): each stage before
/// the least squares reaches the optimum the run held, the least squares'
/// optimality conditions have a point and it gives the run's terms (an
/// exact minimiser, whatever solver finds it), and the last stage gives
/// the run's frames.
@Suite struct ReplayTests {
    static let strategies = ["exact", "lex-fair", "weighted", "weighted:scope=global", "soft-ideal", "min-deviation"]
    static let cases = try! FileManager.default.contentsOfDirectory(
        atPath: PackagePaths.root.appendingPathComponent("Models/strategies").path
    )
    .filter { $0.hasPrefix("classic-") && $0.hasSuffix(".json") }.sorted()

    @Test(.enabled(if: GLPSol.path != nil, "glpsol is not installed (apt-get install glpk-utils)"), arguments: strategies)
    func glpsolReplaysEveryStageOfTheClassicCases(_ specification: String) throws {
        #expect(Self.cases.count >= 7)
        for file in Self.cases {
            let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent("Models/strategies/" + file).path)
            let tree = try LayoutTree(problem.root, environment: problem.environment)
            let engine = LPLayoutEngine(strategy: try StrategyRegistry.builtIn.strategy(from: specification), solver: GLPKSolver())
            let run = try engine.run(tree, proposal: problem.proposal)
            let stages = try engine.replayStages(of: run, proposal: problem.proposal)
            #expect(!stages.isEmpty && stages.last?.fixesFrames == true, "\(file), \(specification): \(stages.map(\.name))")
            for stage in stages {
                let label = "\(file), \(specification), stage \(stage.name)"
                let glpsol = try GLPSolCorpusTests.solveWithGLPSol(CPLEXLPWriter().text(for: stage.program))
                #expect(glpsol.status.contains("OPTIMAL"), "\(label): glpsol says \(glpsol.status)")
                let values = stage.program.allVariables.map { glpsol.values[stage.program.definition(of: $0)?.name ?? ""] ?? .nan }
                if let optimum = stage.optimum, let objective = stage.program.objectives.first {
                    let found = Program.evaluate(objective.expression, values: values)
                    #expect(abs(found - optimum) <= 1e-6 * max(1, abs(optimum)), "\(label): glpsol \(found), the run \(optimum)")
                }
                // The run's terms are certified to its radius (5e-7 pt, or
                // the floating-point limit past 16 varying terms:
                // docs/strategies.md, "The tie-break"); the conditions' point is exact.
                let radius = run.squares?.radius ?? 0
                for (index, term) in (stage.terms ?? []).enumerated() {
                    let expression = try #require(run.program.squares?.terms[index])
                    let found = Program.evaluate(expression, values: values)
                    #expect(
                        abs(found - term) <= max(1e-6 * max(1, abs(term)), radius), "\(label): term \(index) is \(found), the run's \(term)"
                    )
                }
                guard stage.fixesFrames else { continue }
                var compared = 0
                for variable in stage.program.allVariables {
                    guard let name = stage.program.definition(of: variable)?.name,
                        ["x[", "y[", "w[", "h["].contains(where: name.hasPrefix)
                    else { continue }
                    let ours = run.solution.value(of: variable) ?? .nan
                    let theirs = glpsol.values[name] ?? .nan
                    #expect(abs(theirs - ours) <= 1e-6 * max(1, abs(ours)), "\(label): \(name) is \(ours) in the run, \(theirs) in glpsol")
                    compared += 1
                }
                #expect(compared > 0, "\(label): no frame variables")
            }
        }
    }
}
