import GreedyLayout
import LayoutModel
import Testing

/// `GreedyLayoutEngine.answers(_:in:proposal:)`: a node's answer to a
/// proposal other than the one its layout gave it, in its place in the tree.
@Suite struct AnswersOracleTests {
    /// A flexible frame clamps its proposal to its limits and a Color takes
    /// what it is offered (docs/greedy-semantics.md, flexible frames): b,
    /// `frame(minWidth: 50, maxWidth: 100)` around a Color, answers 50 wide
    /// to 0, 100 to infinity and 70 to 70; its height is the cross proposal.
    @Test func aFlexibleFrameAnswersItsLimitsToZeroAndInfinity() throws {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().frame(maxWidth: 60).id("a")
                Color().frame(minWidth: 50, maxWidth: 100).id("b")
            }.node)
        let b = tree[tree.preorder[0]].children[1]
        let sizes = try GreedyLayoutEngine().answers(
            [
                (b, ProposedViewSize(width: 0, height: 20)), (b, ProposedViewSize(width: .infinity, height: 20)),
                (b, ProposedViewSize(width: 70, height: 30)),
            ],
            in: tree, proposal: ProposedViewSize(width: 150, height: 20))
        #expect(sizes == [Size(width: 50, height: 20), Size(width: 100, height: 20), Size(width: 70, height: 30)])
    }

    /// A Spacer answers along the axis of the stack it is in, wherever it is
    /// asked: in an HStack its minimum 8 wide (semantics §2) and 0 tall when
    /// proposed nothing across.
    @Test func aSpacerAnswersAlongItsStacksAxis() throws {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().id("a")
                Spacer().id("s")
            }.node)
        let spacer = tree[tree.preorder[0]].children[1]
        let sizes = try GreedyLayoutEngine().answers(
            [(spacer, ProposedViewSize(width: 0, height: 0)), (spacer, ProposedViewSize(width: .infinity, height: 0))],
            in: tree, proposal: ProposedViewSize(width: 150, height: 20))
        #expect(sizes.map(\.width) == [8, .infinity])
    }
}
