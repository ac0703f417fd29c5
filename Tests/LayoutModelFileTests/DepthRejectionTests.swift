import LayoutModel
import Testing
@testable import LayoutModelFile

/// A view tree deeper than `LayoutTree.maximumDepth` (256 nodes, every view
/// and modifier counting one, a NookPanel's chrome four) is rejected while
/// reading, at the JSON path of the first node past the limit; a tree at the
/// limit is read and becomes a layout tree. A chain of 10,000 modifiers used
/// to crash both engines (stack overflow).
@Suite struct DepthRejectionTests {
    /// A Color with `count` padding modifiers (`count + 1` nodes deep at the root).
    static func paddedColor(_ count: Int) -> String {
        #"{ "type": "Color", "modifiers": ["# + Array(repeating: #"{ "padding": 1 }"#, count: count).joined(separator: ", ") + "] }"
    }

    /// `count` NookPanels nested through `home`, `home` innermost.
    static func nestedPanels(_ count: Int, home: String) -> String {
        (0..<count).reduce(home) { inner, _ in #"{ "type": "NookPanel", "home": \#(inner) }"# }
    }

    static let limitText = "a view tree at most 256 nodes deep"

    @Test func aTreeAtTheLimitIsReadAndLaidOut() throws {
        let shapes = [
            Self.paddedColor(255),
            Self.nestedPanels(51, home: #"{ "type": "Color" }"#),
            // Outermost overlay (node 1), 254 paddings, the Color at 256; the content from node 2 to 256.
            #"{ "type": "Color", "modifiers": ["# + Array(repeating: #"{ "padding": 1 }"#, count: 254).joined(separator: ", ")
                + #", { "overlay": { "content": \#(Self.paddedColor(254)) } }] }"#,
        ]
        for root in shapes {
            let problem = try decodeRoot(root)
            _ = try LayoutTree(problem.root)
        }
    }

    @Test func oneNodeMoreIsRejectedAtTheViewPastTheLimit() {
        expectRootRejection(Self.paddedColor(256), path: "$.root", expecting: Self.limitText, found: "node 257 on the way from the root")
    }

    @Test func aLongChainIsRejectedAtTheModifierPastTheLimit() {
        // The outermost modifier, [9999], is node 1; node 257 is [9999 - 256].
        expectRootRejection(Self.paddedColor(10_000), path: "$.root.modifiers[9743]", expecting: Self.limitText, found: "node 257")
    }

    @Test func overlayContentIsCountedBelowItsModifier() {
        let root = #"{ "type": "Color", "modifiers": ["# + Array(repeating: #"{ "padding": 1 }"#, count: 254).joined(separator: ", ")
            + #", { "overlay": { "content": \#(Self.paddedColor(255)) } }] }"#
        expectRootRejection(root, path: "$.root.modifiers[254].overlay.content", expecting: Self.limitText, found: "node 257")
    }

    @Test func aNookPanelsChromeCountsFourNodes() {
        // 52 panels: the 52nd is node 256, its chrome 257...260, its home 261.
        let path = "$.root" + String(repeating: ".home", count: 52)
        expectRootRejection(Self.nestedPanels(52, home: #"{ "type": "Color" }"#), path: path, expecting: Self.limitText, found: "node 261")
    }
}
