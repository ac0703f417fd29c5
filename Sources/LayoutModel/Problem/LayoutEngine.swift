/// A way of computing frames for a layout tree and a root proposal.
public protocol LayoutEngine {
    /// A short name shown in reports (`greedy`, `lp/exact`).
    var name: String { get }

    /// Lays out `tree` with `proposal` offered to its root; the root is placed
    /// at (0, 0).
    func layout(_ tree: LayoutTree, proposal: ProposedViewSize) throws -> LayoutResult
}
