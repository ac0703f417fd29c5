import Testing

@testable import LayoutModel

/// `LayoutTree.maximumDepth`: at most 100,000 nodes from the root to any node,
/// every view and modifier counting one and a NookPanel's chrome four; a
/// deeper tree is `tooDeep` at the view that goes past the limit. Up to the
/// limit the engines lay out on a stack sized to the tree (`DeepWork`).
///
/// Chains of nested containers build a path per node that grows with the
/// depth (`root/0/0/…`), so the limit is reached here mostly with modifier
/// chains, whose paths stay short.
@Suite struct TreeDepthTests {
    static let limit = 100_000

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

    /// `count` HStacks, each holding the next, with `inner` innermost.
    static func nestedStacks(_ count: Int, inner: ViewNode) -> ViewNode {
        var node = inner
        for _ in 0..<count { node = ViewNode(.hStack(alignment: .center, spacing: nil, children: [node])) }
        return node
    }

    @Test func aModifierChainReachingTheLimitIsAccepted() throws {
        #expect(LayoutTree.maximumDepth == Self.limit)
        let tree = try LayoutTree(Self.paddedColor(Self.limit - 1))
        #expect(tree.nodes.count == Self.limit)
        #expect(tree.depth == Self.limit)
    }

    @Test func oneModifierMoreIsTooDeepAtTheView() {
        // 100,000 paddings: the outermost is node 1, the Color node 100,001.
        #expect(throws: LayoutTreeError.tooDeep(path: "root", limit: Self.limit)) { try LayoutTree(Self.paddedColor(Self.limit)) }
        #expect(throws: LayoutTreeError.tooDeep(path: "root", limit: Self.limit)) { try LayoutTree(Self.paddedColor(150_000)) }
    }

    @Test func nestedStacksCountOneLevelEach() throws {
        // 100 HStacks are nodes 1...100; a Color with 99,899 paddings inside
        // has its outermost padding at 101 and is itself node 100,000.
        #expect(try LayoutTree(Self.nestedStacks(100, inner: Self.paddedColor(99_899))).depth == Self.limit)
        // One padding more takes the Color to 100,001, named by its path.
        let path = "root" + String(repeating: "/0", count: 100)
        #expect(throws: LayoutTreeError.tooDeep(path: path, limit: Self.limit)) {
            try LayoutTree(Self.nestedStacks(100, inner: Self.paddedColor(99_900)))
        }
    }

    @Test func aChainOfTenThousandNestedStacksIsBuilt() throws {
        // 10,000 HStacks and a Color: 10,001 levels of recursion in
        // LayoutTree.init, on a thread with a stack sized to them.
        let tree = try DeepWork.run(depth: 10_001) { try LayoutTree(Self.nestedStacks(10_000, inner: ViewNode(.shape(.color)))) }
        #expect(tree.depth == 10_001)
        #expect(tree.nodes.count == 10_001)
        #expect(tree.preorder.count == 10_001)
    }

    @Test func overlayContentLiesOneBelowItsModifier() throws {
        // A Color under 99,998 paddings and an overlay (outermost, node 1):
        // the paddings are nodes 2...99,999, the Color 100,000. The overlay's
        // content, 99,998 paddings on a Color too, starts one below the
        // overlay: node 2, its Color 100,000.
        var base = Self.paddedColor(99_998)
        base.modifiers.append(Modifier(.overlay(alignment: .center, content: Self.paddedColor(99_998))))
        #expect(try LayoutTree(base).depth == Self.limit)
        // One padding more on the content takes its Color to 100,001.
        var deeper = Self.paddedColor(99_998)
        deeper.modifiers.append(Modifier(.overlay(alignment: .center, content: Self.paddedColor(99_999))))
        #expect(throws: LayoutTreeError.tooDeep(path: "root/overlay/content", limit: Self.limit)) { try LayoutTree(deeper) }
    }

    @Test func aNookPanelsChromeCountsFourLevels() throws {
        // 10 panels of 5 nodes each (the panel and its chrome) are nodes
        // 1...50; a Color with 99,949 paddings in the innermost home has its
        // outermost padding at 51 and is node 100,000.
        #expect(try LayoutTree(Self.nestedPanels(10, home: Self.paddedColor(99_949))).depth == Self.limit)
        let path = "root" + String(repeating: "/home", count: 10)
        #expect(throws: LayoutTreeError.tooDeep(path: path, limit: Self.limit)) {
            try LayoutTree(Self.nestedPanels(10, home: Self.paddedColor(99_950)))
        }
    }

    @Test func theDepthBoundIsNeverBelowTheDepth() throws {
        // The bound sizes the thread LayoutTree.init recurses on: it may
        // overcount (an overlay's content is counted from the view), never under.
        var view = Self.paddedColor(3)
        view.modifiers.append(Modifier(.overlay(alignment: .center, content: Self.nestedStacks(2, inner: Self.paddedColor(1)))))
        // Overlay node 1, paddings 2...4, Color 5; content from node 2: stacks 2, 3, padding 4, Color 5.
        #expect(try LayoutTree(view).depth == 5)
        #expect(LayoutTree.sizeBound(of: view).depth >= 5)
        let panels = Self.nestedPanels(3, home: Self.paddedColor(2))
        // Panels 1, 6, 11 (each with 4 chrome nodes), the home's paddings 16, 17, the Color 18.
        #expect(try LayoutTree(panels).depth == 18)
        #expect(LayoutTree.sizeBound(of: panels).depth == 18)
    }

    @Test func theNodeBoundCountsEveryViewModifierAndChromeNode() throws {
        // LayoutTree.init reserves room for this many nodes. A Color with
        // three paddings and an overlay (5 nodes) whose content is two
        // stacks around a Color with one padding (4): 9, the tree's count.
        var view = Self.paddedColor(3)
        view.modifiers.append(Modifier(.overlay(alignment: .center, content: Self.nestedStacks(2, inner: Self.paddedColor(1)))))
        #expect(LayoutTree.sizeBound(of: view).nodes == 9)
        #expect(try LayoutTree(view).nodes.count == 9)
        // Three panels of 1 + 4 chrome nodes each, the home Color and its two paddings: 18.
        let panels = Self.nestedPanels(3, home: Self.paddedColor(2))
        #expect(LayoutTree.sizeBound(of: panels).nodes == 18)
        #expect(try LayoutTree(panels).nodes.count == 18)
    }

    @Test func theErrorSaysWhatCounts() {
        #expect(
            LayoutTreeError.tooDeep(path: "root/0", limit: 100_000).description
                == "root/0: the view tree is more than 100000 nodes deep here (every view and modifier on the way from the root counts one, "
                + "a NookPanel's chrome 4); expected at most 100000")
    }
}
