import Foundation
import LayoutLP
import LayoutTestSupport
import Testing

/// The README's Swift example, verbatim between the markers, built against
/// the `LayoutLP` product alone (this target imports nothing else of the
/// package but the test helpers), and checked against the frames the README
/// prints beside it.
@Suite struct ReadmeExampleTests {
    @Test func readmeExampleRunsAndPrintsWhatTheReadmeSays() throws {
        // README BEGIN
        let bar = HStack {
            Fixed(width: 24, height: 24).id("icon")
            Color().id("title").frame(maxWidth: 120)
            Spacer().id("gap")
        }
        .id("row")
        .padding(.horizontal, 16).id("bar")

        let tree = try LayoutTree(bar.node)
        let proposal = ProposedViewSize(width: 300, height: 44)
        let result = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        print(result.framesByID(in: tree)["title"]!)  // x 48 y 0 w 120 h 44

        // The same layout as the solution of a mixed-integer program (GLPK):
        let lp = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())
        let solved = try lp.layout(tree, proposal: proposal)
        print(solved.framesByID(in: tree)["title"]!)  // x 48 y 0 w 120 h 44

        // A declarative reading: least squared deviation from ideal sizes.
        let deviation = LPLayoutEngine(strategy: MinDeviationStrategy(), solver: GLPKSolver())
        let declared = try deviation.layout(tree, proposal: proposal)
        print(declared.framesByID(in: tree)["title"]!)  // x 48 y 0 w 119 h 44
        // README END

        // The printed frames, as the README's comments say (the third: the
        // title's ideal is 10 and the Spacer's 8; the row keeps 268 − 24 − 8
        // = 236 for both, and equal deviations d give 2d + 18 = 236, d = 109).
        // Derived by hand in Models/examples/row-with-spacer.json.
        #expect(result.framesByID(in: tree)["title"] == Rect(x: 48, y: 0, width: 120, height: 44))
        #expect(result.framesByID(in: tree)["gap"] == Rect(x: 168, y: 22, width: 116, height: 0))
        #expect(solved.framesByID(in: tree)["title"] == Rect(x: 48, y: 0, width: 120, height: 44))
        let title = try #require(declared.framesByID(in: tree)["title"])
        #expect(abs(title.width - 119) < 1e-6 && abs(title.x - 48) < 1e-6)
    }

    /// The code between the markers above is the README's Swift block, line
    /// for line (indentation aside), so the README cannot drift from code
    /// that builds.
    @Test func readmeShowsExactlyTheTestedCode() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let body = try #require(
            source.components(separatedBy: "// README BEGIN\n").dropFirst().first?
                .components(separatedBy: "        // README END").first)
        let tested = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.count >= 8 ? String($0.dropFirst(8)) : "" }
        let shown = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { $0 != "import LayoutLP" }
        #expect(Array(shown.drop { $0.isEmpty }) == Array(tested.drop { $0.isEmpty }))
    }
}
