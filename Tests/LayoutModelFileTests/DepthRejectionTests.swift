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
            _ = try LayoutTree(problem.root)
        }
    }

    @Test func oneNodeMoreIsRejectedAtTheViewPastTheLimit() {
        expectRootRejection(Self.paddedColor(Self.limit), path: "$.root", expecting: Self.limitText,
                            found: "node \(Self.limit + 1) on the way from the root")
    }

    @Test func aLongChainIsRejectedAtTheModifierPastTheLimit() {
        // The outermost modifier, [count - 1], is node 1; node limit + 1 is [count - 1 - limit].
        let count = max(10_000, 2 * Self.limit)
        expectRootRejection(Self.paddedColor(count), path: "$.root.modifiers[\(count - 1 - Self.limit)]", expecting: Self.limitText,
                            found: "node \(Self.limit + 1)")
    }

    @Test func overlayContentIsCountedBelowItsModifier() {
        // The overlay, [limit - 2], is node 1, its content's outermost node 2, the content's Color node limit + 1.
        let root = #"{ "type": "Color", "modifiers": ["# + Array(repeating: #"{ "padding": 1 }"#, count: Self.limit - 2).joined(separator: ", ")
            + #", { "overlay": { "content": \#(Self.paddedColor(Self.limit - 1)) } }] }"#
        expectRootRejection(root, path: "$.root.modifiers[\(Self.limit - 2)].overlay.content", expecting: Self.limitText,
                            found: "node \(Self.limit + 1)")
    }

    @Test func aNookPanelsChromeCountsFourNodes() {
        // One panel more: panel p + 1 is node 5p + 1 (within the limit), its chrome 5p + 2 ... 5p + 5, its home 5p + 6,
        // past the limit: the home is named.
        let panels = Self.panelsWithinLimit + 1
        // Written with its first and last 16 steps (cli.md, "Ids and names in text output").
        let path = panels + 1 > 40
            ? "$.root" + String(repeating: ".home", count: 15) + "…(\(panels + 1 - 32) more steps)…" + String(repeating: ".home", count: 16)
            : "$.root" + String(repeating: ".home", count: panels)
        expectRootRejection(Self.nestedPanels(panels, home: #"{ "type": "Color" }"#), path: path, expecting: Self.limitText,
                            found: "node \(5 * Self.panelsWithinLimit + 6)")
    }
}
