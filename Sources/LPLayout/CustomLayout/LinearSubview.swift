import LayoutModel

/// One subview of a custom layout, as its linear description sees it: its
/// size and guides for a proposal are encoded by the subview's own rules
/// (more rows of the same program), its spacing and priority are facts of
/// the tree.
public struct LinearSubview {
    let context: LinearLayoutContext
    /// The subview's node index in the `LayoutTree`.
    public let node: Int

    /// The size the subview answers to `proposal`.
    public func sizeThatFits(_ proposal: LinearProposal) throws(LPLayoutError) -> LinearSize {
        LinearSize(try context.session.size(node, proposal.symbolic))
    }

    /// The value of guide `key` (explicit, else its default fraction of the
    /// size) when the subview answers `proposal`.
    public func guide(_ key: AlignmentKey, in proposal: LinearProposal) throws(LPLayoutError) -> LinearLength {
        LinearLength(try context.session.guideValue(node, key, proposal: proposal.symbolic))
    }

    /// The explicit value of guide `key` when the subview answers `proposal`, nil when it has none.
    public func explicitGuide(_ key: AlignmentKey, in proposal: LinearProposal) throws(LPLayoutError) -> LinearLength? {
        try context.session.explicitGuide(node, key, proposal: proposal.symbolic).map(LinearLength.init)
    }

    /// The spacing preferences the subview shows its neighbours.
    public var spacing: ViewSpacing { context.session.traits.spacing(node) }

    /// The subview's layout priority.
    public var priority: Double { context.session.traits.layoutPriority(node) }
}
