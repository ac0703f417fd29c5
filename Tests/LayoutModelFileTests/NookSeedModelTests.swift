import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// Seed 000's model files say, key for key, what the DSL says: the greedy
/// tests lay out the DSL views (NookSamples), the corpus lays out the files,
/// and this ties the two so that their hand-derived frames describe one tree.
@Suite struct NookSeedModelTests {
    func root(of model: String) throws -> ViewNode {
        try ModelFile.load(path: PackagePaths.models.appendingPathComponent("seeds/\(model).json").path).root
    }

    @Test func defaultsModelIsTheDSLsMyHomeViewInAPanel() throws {
        #expect(try root(of: "seed000-nook-defaults") == NookPanel { NookSamples.myHomeView() }.id("panel").node)
    }

    @Test func layoutNookModelIsTheDSLsMyHomeViewInA600PointPanel() throws {
        let panel = NookPanel(configuration: NookSamples.layoutNookConfiguration) { NookSamples.myHomeView() }
        #expect(try root(of: "seed000-nook-600-bottom-inset-2") == panel.id("panel").node)
    }

    @Test func environmentReferencesReadBackAsTheDSLsLengths() throws {
        // {"env": "nookContentInsets.leading"} is Length.nookContentInsets(.leading).
        let problem = try ModelFile.decode(
            #"""
            { "format": "layoutlp/1", "root": { "type": "Color",
              "modifiers": [ { "padding": { "edges": ["leading"], "length": { "env": "nookContentInsets.leading" } } } ] } }
            """#)
        #expect(problem.root == Color().padding(.leading, .nookContentInsets(.leading)))
    }
}
