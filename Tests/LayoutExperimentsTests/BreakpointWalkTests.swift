import GreedyLayout
import LayoutExperiments
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

@Suite struct BreakpointWalkTests {
    @Test func explore() throws {
        let problem = try ModelFile.load(path: PackagePaths.models.appendingPathComponent("strategies/classic-2-later-minimum-above-share.json").path)
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let analysis = try BreakpointWalk(tree: tree, height: 20, widths: 150...600).run()
        print(analysis.pieces.map { "\($0.from)...\($0.to)" })
        print(analysis.report())
        print(analysis.csv)
    }
}
