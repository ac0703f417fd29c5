import LayoutModel
import Testing
@testable import LayoutModelFile

/// A view tree deeper than `LayoutTree.maximumDepth` (100,000 nodes, every
/// view and modifier counting one, a NookPanel's chrome four) is rejected
/// while reading, at the JSON path of the first node past the limit; a tree at
/// the limit is read and becomes a layout tree. The limit is reached with
/// modifier chains, which nest no JSON (the JSON nesting limit is its own).
@Suite struct DepthRejectionTests {
    /// A Color with `count` padding modifiers (`count + 1` nodes deep at the root).
    static func paddedColor(_ count: Int) -> String {
        #"{ "type": "Color", "modifiers": ["# + Array(repeating: #"{ "padding": 1 }"#, count: count).joined(separator: ", ") + "] }"
    }

    /// `count` NookPanels nested through `home`, `home` innermost.
    static func nestedPanels(_ count: Int, home: String) -> String {
        (0..<count).reduce(home) { inner, _ in #"{ "type": "NookPanel", "home": \#(inner) }"# }
    }

    static let limitText = "a view tree at most 100000 nodes deep"

    @Test func aTreeAtTheLimitIsReadAndLaidOut() throws {
        let shapes = [
            Self.paddedColor(99_999),
            // 10 panels and their chrome are nodes 1...50, the home's paddings 51...99,999, its Color 100,000.
            Self.nestedPanels(10, home: Self.paddedColor(99_949)),
            // Outermost overlay (node 1), 99,998 paddings, the Color at 100,000; the content from node 2 to 100,000.
            #"{ "type": "Color", "modifiers": ["# + Array(repeating: #"{ "padding": 1 }"#, count: 99_998).joined(separator: ", ")
                + #", { "overlay": { "content": \#(Self.paddedColor(99_998)) } }] }"#,
        ]
        for root in shapes {
            let problem = try decodeRoot(root)
            _ = try LayoutTree(problem.root)
        }
    }

    @Test func oneNodeMoreIsRejectedAtTheViewPastTheLimit() {
        expectRootRejection(Self.paddedColor(100_000), path: "$.root", expecting: Self.limitText, found: "node 100001 on the way from the root")
    }

    @Test func aLongChainIsRejectedAtTheModifierPastTheLimit() {
        // The outermost modifier, [100499], is node 1; node 100,001 is [100499 - 100000].
        expectRootRejection(Self.paddedColor(100_500), path: "$.root.modifiers[499]", expecting: Self.limitText, found: "node 100001")
    }

    @Test func overlayContentIsCountedBelowItsModifier() {
        // The overlay is node 1; its content's 99,999 paddings are nodes 2...100,000, its Color 100,001.
        let root = #"{ "type": "Color", "modifiers": ["# + Array(repeating: #"{ "padding": 1 }"#, count: 99_998).joined(separator: ", ")
            + #", { "overlay": { "content": \#(Self.paddedColor(99_999)) } }] }"#
        expectRootRejection(root, path: "$.root.modifiers[99998].overlay.content", expecting: Self.limitText, found: "node 100001")
    }

    @Test func aNookPanelsChromeCountsFourNodes() {
        // A panel under 99,995 paddings is node 99,996, its chrome 99,997...100,000, its home 100,001.
        let panel = #"{ "type": "NookPanel", "home": { "type": "Color" }, "modifiers": ["#
            + Array(repeating: #"{ "padding": 1 }"#, count: 99_995).joined(separator: ", ") + "] }"
        expectRootRejection(panel, path: "$.root.home", expecting: Self.limitText, found: "node 100001")
    }
}
