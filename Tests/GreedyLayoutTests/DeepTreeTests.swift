import GreedyLayout
import LayoutModel
import Testing

/// Depth (issue 15, goal 2): the engine lays out trees far deeper than a
/// thread's default stack would allow, on a thread whose stack is sized to the
/// tree (`DeepWork`), up to `LayoutTree.maximumDepth`.
@Suite struct DeepTreeTests {
    /// `levels` ZStacks, each holding the next and padded by 1 on every edge,
    /// around a Color: 2 × levels + 1 nodes deep.
    static func paddedChain(levels: Int) -> ViewNode {
        var node = ViewNode(.shape(.color), id: "color")
        for level in stride(from: levels - 1, through: 0, by: -1) {
            node = ViewNode(
                .zStack(alignment: .center, children: [node]), id: "stack\(level)",
                modifiers: [Modifier(.padding(.uniform(.points(1))), id: "padding\(level)")])
        }
        return node
    }

    @Test func aChainOfTenThousandContainersIsLaidOutLevelByLevel() throws {
        // Semantics §3: padding proposes its proposal less 2 on each axis and
        // places its child at (+1, +1); a ZStack with one child is an identity
        // (§1.7, §4); a Color takes its proposal (§0). Level k (0 outermost)
        // is proposed 30,000 − 2k by its padding at (k, k), and the padding's
        // ZStack gets 30,000 − 2k − 2 at (k + 1, k + 1); the Color, inside
        // 10,000 paddings, 10,000 at (10,000, 10,000).
        let levels = 10_000
        let (tree, result) = try DeepWork.run(depth: 2 * levels + 1) {
            let tree = try LayoutTree(Self.paddedChain(levels: levels))
            return (tree, try GreedyLayoutEngine().layout(tree, proposal: ProposedViewSize(width: 30_000, height: 30_000)))
        }
        #expect(tree.depth == 2 * levels + 1)
        func frame(_ id: String) throws -> Rect { result.frames[try #require(tree.node(id: id)).index] }
        #expect(try frame("color") == Rect(x: 10_000, y: 10_000, width: 10_000, height: 10_000))
        for level in [0, 1, 4_999, 9_999] {
            let k = Double(level)
            #expect(try frame("padding\(level)") == Rect(x: k, y: k, width: 30_000 - 2 * k, height: 30_000 - 2 * k))
            #expect(try frame("stack\(level)") == Rect(x: k + 1, y: k + 1, width: 30_000 - 2 * k - 2, height: 30_000 - 2 * k - 2))
        }
    }

    @Test func aLongModifierChainIsLaidOutOnItsOwnStack() throws {
        // 20,000 paddings of 1 on a Color, built with no nesting of views
        // (LayoutTree.init does not recurse) but laid out one recursion per
        // padding: the Color is offered 50,000 − 40,000 at (20,000, 20,000).
        let node = ViewNode(
            .shape(.color), id: "color",
            modifiers: Array(repeating: Modifier(.padding(.uniform(.points(1)))), count: 20_000))
        let tree = try LayoutTree(node)
        let result = try GreedyLayoutEngine().layout(tree, proposal: ProposedViewSize(width: 50_000, height: 50_000))
        #expect(result.frames[try #require(tree.node(id: "color")).index] == Rect(x: 20_000, y: 20_000, width: 10_000, height: 10_000))
        #expect(result.frames[tree.root] == Rect(x: 0, y: 0, width: 50_000, height: 50_000))
    }
}
