import LayoutModel
import Testing

@testable import LPLayout

/// `NegativeLengthReach`: how far below 0 a subtree's length can go, summed
/// by hand from the negative numbers the tree holds.
@Suite struct NegativeLengthReachTests {
    /// HStack(spacing: −4) of three children, the first a 0-wide frame with
    /// horizontal padding −8: the padding reaches 8 + 8 = 16 across, the
    /// stack 16 + 4 · 2 gaps = 24 across and nothing down; the plain Colors 0.
    @Test func negativeInsetsAndSpacingAddUp() throws {
        let view = HStack(spacing: -4) {
            Color().frame(width: 0).padding(.horizontal, -8)
            Color()
            Color()
        }
        let tree = try LayoutTree(view.node)
        let reach = NegativeLengthReach(tree, traits: tree.traits)
        #expect(reach.depth(of: 0, along: .horizontal) == 24)
        #expect(reach.depth(of: 0, along: .vertical) == 0)
        let padding = try #require(tree.nodes.firstIndex { $0.path == "root/0/padding" })
        #expect(reach.depth(of: padding, along: .horizontal) == 16)
        let color = try #require(tree.nodes.firstIndex { $0.path == "root/1" })
        #expect(reach.depth(of: color, along: .horizontal) == 0)
    }
}
