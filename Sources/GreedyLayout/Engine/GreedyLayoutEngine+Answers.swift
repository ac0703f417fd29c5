import LayoutModel

extension GreedyLayoutEngine {
    /// What each queried node answers, by greedy's rules, when proposed the
    /// query's proposal in its place in `tree` (SwiftUI's `sizeThatFits`):
    /// `tree` is laid out at `proposal` first, so each node sees the safe
    /// areas, containers and environment of that layout.
    ///
    /// An oracle for properties that compare another engine's frames with
    /// a node's own limits: a stack child's answers to 0 and to infinity
    /// along the stack's axis bound its answer to any proposal for every
    /// view whose answer grows with its proposal (docs/strategies.md,
    /// "What every declarative strategy shares").
    ///
    /// - Returns: One size per query, in order.
    /// - Throws: `GreedyLayoutError.noLayout` if the layout of `tree`
    ///   produced NaN or a size of −∞.
    public func answers(
        _ queries: [(node: Int, proposal: ProposedViewSize)], in tree: LayoutTree, proposal: ProposedViewSize
    ) throws -> [Size] {
        try laidOut(tree, proposal: proposal) { session in queries.map { session.size($0.node, $0.proposal) } }.value
    }
}
