import Foundation
import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// `Models/apps/`: screens of real apps imported with `layoutlp import`
/// (issue 29, docs/import.md). They carry no hand-derived frames; what is
/// checked is provenance and that the strategies that claim the greedy rules
/// give greedy's frames at the widths apps meet.
@Suite(.disabled(if: QuickTests.enabled, QuickTests.reason)) struct AppCorpusTests {
    static let files = PackagePaths.appModelFiles().map(PackagePaths.relative)

    /// iPhone widths from the smallest (320) to the largest (440), 393 (the
    /// most common), and two iPad split widths: half of a 1024-point
    /// landscape screen less the divider (507) and a full portrait one (768).
    static let widths: [Double] = [320, 360, 393, 440, 507, 768]

    @Test func theCorpusIsThere() {
        #expect(Self.files.count >= 253)
    }

    /// Each file names its view, its source (repository, commit, path and line) and the source's licence.
    @Test(arguments: files)
    func eachScreenNamesItsSourceAndLicence(_ path: String) throws {
        let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent(path).path)
        #expect(problem.name == URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        let description = problem.description ?? ""
        #expect(description.contains(" at commit "), "\(path): no commit")
        #expect(description.range(of: #"\.swift:\d+ \(view "#, options: .regularExpression) != nil, "\(path): no source line")
        #expect(description.contains("; licence "), "\(path): no licence")
        #expect(problem.expect.isEmpty && problem.expectByStrategy.isEmpty, "\(path): expected frames need a derivation")
    }

    @Test(arguments: files)
    func exactAndDecomposedAgreeWithGreedyAtPhoneAndTabletWidths(_ path: String) throws {
        let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent(path).path)
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        for width in Self.widths {
            let proposal = ProposedViewSize(width: width, height: problem.proposal.height)
            let greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal)
            for strategy in [ExactStrategy() as any LayoutStrategy, DecomposedStrategy()] {
                let lp = try LPLayoutEngine(strategy: strategy, solver: GLPKSolver()).layout(tree, proposal: proposal)
                let comparison = ResultComparison(tree: tree, left: greedy, right: lp, tolerance: Tolerance(1e-6))
                let differences = comparison.differences.map(\.description).joined(separator: "; ")
                #expect(comparison.agree, "\(path) at width \(width), \(strategy.name): \(differences)")
            }
        }
    }
}
