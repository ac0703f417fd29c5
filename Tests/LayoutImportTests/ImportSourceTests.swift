import LayoutImport
import LayoutModel
import LayoutModelFile
import Testing

/// Every imported view names where it comes from (`source`, the view's
/// `file:line:column`), and the model file keeps it (docs/import.md;
/// docs/model-files.md, "source").
@Suite struct ImportSourceTests {
    static let source = """
        struct Card: View {
            var body: some View {
                VStack {
                    Text("Title").padding(4)
                    Badge()
                }
            }
        }
        struct Badge: View {
            var body: some View { Color.red.frame(width: 8) }
        }
        """

    /// The VStack at 3:9, the Text at 4:13 (its padding is a modifier of
    /// the same view), and the inlined Badge's Color where Badge's body
    /// writes it (10:27), not where Card calls Badge.
    @Test func everyViewNamesItsLineAndColumn() throws {
        var importer = SwiftUIImporter()
        try importer.add(file: "Card.swift", text: Self.source)
        let root = try importer.importView(named: "Card").problem.root
        #expect(root.source == "Card.swift:3:9")
        guard case .vStack(_, _, let children) = root.content else { Issue.record("not a VStack"); return }
        #expect(children.map(\.source) == ["Card.swift:4:13", "Card.swift:10:27"])
    }

    /// A model file keeps `source` through writing and reading, and the tree
    /// gives it to a modifier of the view too.
    @Test func aModelFileKeepsTheSourceAndTheTreeReadsIt() throws {
        var importer = SwiftUIImporter()
        try importer.add(file: "Card.swift", text: Self.source)
        let problem = try importer.importView(named: "Card").problem
        let text = ModelFile.encode(problem)
        #expect(text.contains("\"source\": \"Card.swift:4:13\""))
        let read = try ModelFile.decode(bytes: Array(text.utf8), file: "card.json")
        #expect(read.root == problem.root)
        let tree = try LayoutTree(read.root)
        let padding = try #require(tree.nodes.firstIndex { $0.path == "root/0/padding" })
        #expect(tree.source(of: padding) == "Card.swift:4:13")
        #expect(tree.nodes[padding].source == nil)
    }
}
