import GLPKBackend
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// Warm layouts equal cold ones across the rules of the model corpus
/// (docs/lp-encoding.md, "Solving": a session changes how fast, never what
/// is solved): each model with a finite proposed width is swept through
/// its width, 3/4 of it, 5/4 of it and its width again, and every warm
/// answer is the cold answer at the same proposal: the same frames within
/// 1e-6 pt, or an error in both.
@Suite struct WarmCorpusTests {
    static var files: [String] {
        PackagePaths.modelFiles().map(PackagePaths.relative).filter { $0.hasPrefix("Models/rules/") }
    }

    @Test(arguments: files)
    func warmSweepEqualsColdLayouts(_ path: String) throws {
        let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent(path).path)
        guard let width = problem.proposal.width, width.isFinite else { return }
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())
        let program = try engine.compile(tree, shape: ProposalShape(of: problem.proposal))
        var warm = WarmLPLayout(engine: engine, program: program)
        for factor in [1.0, 0.75, 1.25, 1.0] {
            let proposal = ProposedViewSize(width: width * factor, height: problem.proposal.height)
            let cold = Result { try engine.solve(program, proposal: proposal).result }
            let hot = Result { try warm.run(proposal).result }
            switch (cold, hot) {
            case (.success(let a), .success(let b)):
                for (node, (x, y)) in zip(a.frames, b.frames).enumerated() {
                    #expect(Tolerance(1e-6).equal(x, y), "\(path) at \(proposal), node \(node): cold \(x), warm \(y)")
                }
            case (.failure, .failure):
                break
            default:
                Issue.record("\(path) at \(proposal): cold \(cold), warm \(hot)")
            }
        }
    }
}
