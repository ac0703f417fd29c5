import GreedyLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// The README's Swift example builds and gives the frames the README shows
/// (derived by hand in Models/examples/row-with-spacer.json).
@Suite struct ReadmeExampleTests {
    @Test func readmeBarLaysOutAsDocumented() throws {
        let bar = HStack {
            Fixed(width: 24, height: 24).id("icon")
            Color().id("title").frame(maxWidth: 120)
            Spacer().id("gap")
        }
        .id("row")
        .padding(.horizontal, 16).id("bar")

        let tree = try LayoutTree(bar.node)
        let result = try GreedyLayoutEngine().layout(tree, proposal: ProposedViewSize(width: 300, height: 44))
        #expect(result.framesByID(in: tree)["title"] == Rect(x: 48, y: 0, width: 120, height: 44))
        #expect(result.framesByID(in: tree)["gap"] == Rect(x: 168, y: 22, width: 116, height: 0))
    }
}
