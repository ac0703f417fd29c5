import GreedyLayout
import LayoutModel
import Testing

@testable import LayoutModelFile

/// A view tree deeper than `LayoutTree.maximumDepth` (every view and
/// modifier counting one, a NookPanel's chrome four) is rejected while
/// reading, at the JSON path of the first node past the limit; a tree at the
/// limit is read and becomes a layout tree. A chain of 10,000 modifiers used
/// to crash both engines (stack overflow). Every depth here is derived from
/// the limit (model-files.md, "Depth"), so the tests hold whatever it is.
@Suite struct DepthRejectionTests {
    /// A Color with `count` padding modifiers (`count + 1` nodes deep at the root).
    static func paddedColor(_ count: Int) -> String {
        #"{ "type": "Color", "modifiers": ["# + Array(repeating: #"{ "padding": 1 }"#, count: count).joined(separator: ", ") + "] }"
    }

    /// `count` NookPanels nested through `home`, `home` innermost.
    static func nestedPanels(_ count: Int, home: String) -> String {
        (0..<count).reduce(home) { inner, _ in #"{ "type": "NookPanel", "home": \#(inner) }"# }
    }

    static let limit = LayoutTree.maximumDepth
    static let limitText = "a view tree at most \(limit) nodes deep"

    /// The most panels nested above a Color within the limit: each panel and
    /// its chrome take five nodes, the Color one.
    static let panelsWithinLimit = (limit - 1) / 5

    @Test func aTreeAtTheLimitIsReadAndLaidOut() throws {
        let shapes = [
            Self.paddedColor(Self.limit - 1),
            Self.nestedPanels(Self.panelsWithinLimit, home: #"{ "type": "Color" }"#),
            // Outermost overlay (node 1), limit - 2 paddings, the Color at the limit; the content from node 2 to the limit.
            #"{ "type": "Color", "modifiers": ["# + Array(repeating: #"{ "padding": 1 }"#, count: Self.limit - 2).joined(separator: ", ")
                + #", { "overlay": { "content": \#(Self.paddedColor(Self.limit - 2)) } }] }"#,
        ]
        for root in shapes {
            let problem = try decodeRoot(root)
            let tree = try LayoutTree(problem.root)
            // The padded Color and the overlay reach the limit exactly; the
            // panels, five nodes each, stop within 5 of it.
            #expect(tree.depth <= Self.limit && tree.depth > Self.limit - 5)
        }
        // Laid out too: limit − 1 paddings of 1 around a Color, proposed
        // 100 × 100. Padding proposes its child the proposal less 2, never
        // below 0 (semantics §3), so from the 50th padding in, everything
        // inside is proposed 0 × 0 and the Color answers 0 × 0; each padding
        // adds 2: the root is 2·(limit − 1) wide and high, and the Color,
        // limit − 1 paddings in, sits at (limit − 1, limit − 1), 0 × 0.
        let tree = try LayoutTree(try decodeRoot(shapes[0]).root)
        let frames = try GreedyLayoutEngine().layout(tree, proposal: ProposedViewSize(width: 100, height: 100)).frames
        let edge = Double(2 * (Self.limit - 1))
        #expect(frames[tree.root] == Rect(x: 0, y: 0, width: edge, height: edge))
        let color = try #require(tree.nodes.firstIndex { $0.element == .shape(.color) })
        #expect(frames[color] == Rect(x: Double(Self.limit - 1), y: Double(Self.limit - 1), width: 0, height: 0))
    }

    @Test func oneNodeMoreIsRejectedAtTheViewPastTheLimit() {
        expectRootRejection(
            Self.paddedColor(Self.limit), path: "$.root", expecting: Self.limitText,
            found: "node \(Self.limit + 1) on the way from the root")
    }

    @Test func aLongChainIsRejectedAtTheModifierPastTheLimit() {
        // The outermost modifier, [count - 1], is node 1; node limit + 1 is [count - 1 - limit].
        let count = max(10_000, 2 * Self.limit)
        expectRootRejection(
            Self.paddedColor(count), path: "$.root.modifiers[\(count - 1 - Self.limit)]", expecting: Self.limitText,
            found: "node \(Self.limit + 1)")
    }

    @Test func overlayContentIsCountedBelowItsModifier() {
        // The overlay, [limit - 2], is node 1, its content's outermost node 2, the content's Color node limit + 1.
        let root =
            #"{ "type": "Color", "modifiers": ["# + Array(repeating: #"{ "padding": 1 }"#, count: Self.limit - 2).joined(separator: ", ")
            + #", { "overlay": { "content": \#(Self.paddedColor(Self.limit - 1)) } }] }"#
        expectRootRejection(
            root, path: "$.root.modifiers[\(Self.limit - 2)].overlay.content", expecting: Self.limitText,
            found: "node \(Self.limit + 1)")
    }

    @Test func aNookPanelsChromeCountsFourNodes() {
        // One panel more: panel p + 1 is node 5p + 1 (within the limit), its chrome 5p + 2 ... 5p + 5, its home 5p + 6,
        // past the limit: the home is named.
        let panels = Self.panelsWithinLimit + 1
        // Written with its first and last 16 steps (cli.md, "Ids and names in text output").
        let path =
            panels + 1 > 40
            ? "$.root" + String(repeating: ".home", count: 15) + "…(\(panels + 1 - 32) more steps)…" + String(repeating: ".home", count: 16)
            : "$.root" + String(repeating: ".home", count: panels)
        expectRootRejection(
            Self.nestedPanels(panels, home: #"{ "type": "Color" }"#), path: path, expecting: Self.limitText,
            found: "node \(5 * Self.panelsWithinLimit + 6)")
    }
}
