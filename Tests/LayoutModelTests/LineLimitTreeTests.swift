import LayoutModel
import Testing

/// `lineLimit` is an environment value (docs/model-files.md): the tree gives
/// every Text the limit of the nearest `environment` override around it.
@Suite struct LineLimitTreeTests {
    static func limit(_ tree: LayoutTree, _ id: String) -> Int?? {
        guard case .text(_, _, let limit)? = tree.node(id: id)?.element else { return .none }
        return .some(limit)
    }

    @Test func theNearestOverrideDecidesAndNilLiftsIt() throws {
        let view = VStack {
            Text("a").id("outer")
            VStack { Text("b").id("inner") }.lineLimit(3)
            Text("c").id("lifted").lineLimit(nil)
        }.lineLimit(1)
        let tree = try LayoutTree(view.node)
        #expect(Self.limit(tree, "outer") == .some(1))
        #expect(Self.limit(tree, "inner") == .some(3))
        #expect(Self.limit(tree, "lifted") == .some(nil))
        #expect(Self.limit(try LayoutTree(Text("d").id("d").node), "d") == .some(nil))
    }

    @Test func aLimitBelowOneLineIsRefusedByPath() {
        #expect {
            _ = try LayoutTree(VStack { Text("a") }.lineLimit(0).node)
        } throws: { error in
            guard case LayoutTreeError.outOfRange(let path, let what, _, _) = error else { return false }
            return path == "root/environment" && what == "lineLimit"
        }
    }
}
