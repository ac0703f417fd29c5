import Testing
@testable import LayoutModel

/// `LayoutTree.maximumDepth`: at most 256 nodes from the root to any node,
/// every view and modifier counting one and a NookPanel's chrome four; a
/// deeper tree is `tooDeep` at the view that goes past the limit, instead of
/// exhausting the engines' stack.
@Suite struct TreeDepthTests {
    /// A Color under `count` paddings: `count + 1` nodes deep.
    static func paddedColor(_ count: Int) -> ViewNode {
        ViewNode(.shape(.color), modifiers: Array(repeating: Modifier(.padding(.uniform(.points(1)))), count: count))
    }

    /// `count` NookPanels, each the home of the one around it, with `home` innermost.
    static func nestedPanels(_ count: Int, home: ViewNode) -> ViewNode {
        var node = home
        for _ in 0..<count { node = ViewNode(.nookPanel(NookConfiguration(), home: node)) }
        return node
    }

    @Test func aModifierChainReachingTheLimitIsAccepted() throws {
        let tree = try LayoutTree(Self.paddedColor(255))
        #expect(tree.nodes.count == 256)
        #expect(LayoutTree.maximumDepth == 256)
    }

    @Test func oneModifierMoreIsTooDeepAtTheView() {
        #expect(throws: LayoutTreeError.tooDeep(path: "root", limit: 256)) { try LayoutTree(Self.paddedColor(256)) }
        #expect(throws: LayoutTreeError.tooDeep(path: "root", limit: 256)) { try LayoutTree(Self.paddedColor(10_000)) }
    }

    @Test func nestedStacksCountOneLevelEach() throws {
        // 255 HStacks and a Color: the Color is node 256 from the root.
        var node = ViewNode(.shape(.color))
        for _ in 0..<255 { node = ViewNode(.hStack(alignment: .center, spacing: nil, children: [node])) }
        #expect(try LayoutTree(node).nodes.count == 256)
        // A padding on the innermost Color takes it to 257.
        var deeper = Self.paddedColor(1)
        for _ in 0..<255 { deeper = ViewNode(.hStack(alignment: .center, spacing: nil, children: [deeper])) }
        let path = "root" + String(repeating: "/0", count: 255)
        #expect(throws: LayoutTreeError.tooDeep(path: path, limit: 256)) { try LayoutTree(deeper) }
    }

    @Test func overlayContentLiesOneBelowItsModifier() throws {
        // A Color under 254 paddings and an overlay (outermost, node 1): the
        // paddings are nodes 2...255, the Color 256. The overlay's content,
        // 254 paddings on a Color too, starts one below the overlay: node 2,
        // its Color 256.
        var base = Self.paddedColor(254)
        base.modifiers.append(Modifier(.overlay(alignment: .center, content: Self.paddedColor(254))))
        #expect(try LayoutTree(base).nodes.count == 256 + 255)
        // One padding more on the content takes its Color to 257.
        var deeper = Self.paddedColor(254)
        deeper.modifiers.append(Modifier(.overlay(alignment: .center, content: Self.paddedColor(255))))
        #expect(throws: LayoutTreeError.tooDeep(path: "root/overlay/content", limit: 256)) { try LayoutTree(deeper) }
    }

    @Test func aNookPanelsChromeCountsFourLevels() throws {
        // 51 panels of 5 nodes each (the panel and its chrome), then the Color: node 256.
        #expect(try LayoutTree(Self.nestedPanels(51, home: ViewNode(.shape(.color)))).nodes.count == 256)
        let path = "root" + String(repeating: "/home", count: 51)
        #expect(throws: LayoutTreeError.tooDeep(path: path, limit: 256)) {
            try LayoutTree(Self.nestedPanels(51, home: Self.paddedColor(1)))
        }
    }

    @Test func theErrorSaysWhatCounts() {
        #expect(LayoutTreeError.tooDeep(path: "root/0", limit: 256).description
            == "root/0: the view tree is more than 256 nodes deep here (every view and modifier on the way from the root counts one, "
            + "a NookPanel's chrome 4); expected at most 256")
    }
}
