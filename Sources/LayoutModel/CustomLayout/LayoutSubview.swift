/// One subview of a custom layout, as the layout sees it (SwiftUI's
/// `LayoutSubview`): it can be asked its size for a proposal, its
/// dimensions and guides, its spacing preferences and priority, and it is
/// placed with ``place(at:anchor:proposal:)``.
public struct LayoutSubview {
    let host: any LayoutSubviewHost
    /// The subview's node index in the `LayoutTree`.
    public let node: Int

    /// A proxy for node `node`, answered by `host`.
    public init(node: Int, host: any LayoutSubviewHost) {
        self.node = node
        self.host = host
    }

    /// The size the subview answers to `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        host.sizeThatFits(subview: node, proposal: proposal)
    }

    /// The subview's size and guides when it answers `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(node: node, proposal: proposal, size: sizeThatFits(proposal), host: host)
    }

    /// The spacing preferences the subview shows its neighbours.
    public var spacing: ViewSpacing { host.spacing(subview: node) }

    /// The subview's layout priority (0 unless `layoutPriority` sets one).
    public var priority: Double { host.priority(subview: node) }

    /// Places the subview so that its `anchor` lands on `position` (in the
    /// coordinates of the `bounds` given to `placeSubviews`), proposing it
    /// `proposal`. A later call for the same subview replaces an earlier one;
    /// a subview never placed sits at the centre of the bounds with the
    /// container's proposal.
    public func place(at position: Point, anchor: UnitPoint = .center, proposal: ProposedViewSize) {
        host.place(subview: node, at: position, anchor: anchor, proposal: proposal)
    }
}
