/// The subviews of a custom layout, in declaration order (SwiftUI's
/// `LayoutSubviews`). Views that contribute nothing (`Empty` and the
/// modifiers on it) are not among them.
public struct LayoutSubviews: RandomAccessCollection {
    let host: any LayoutSubviewHost
    /// The container's node index in the `LayoutTree`.
    public let container: Int
    /// The subviews' node indices, in declaration order.
    public let nodes: [Int]

    /// The subviews `nodes` of `container`, answered by `host`.
    public init(container: Int, nodes: [Int], host: any LayoutSubviewHost) {
        self.container = container
        self.nodes = nodes
        self.host = host
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { nodes.count }
    /// The subview at `position`.
    public subscript(position: Int) -> LayoutSubview { LayoutSubview(node: nodes[position], host: host) }

    /// The default explicit guide of the container: its subviews' explicit
    /// values of `key`, where the layout places them, merged as a stack
    /// merges them (nil for a built-in frame guide or when no subview has
    /// one), relative to `bounds`' origin.
    public func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize) -> Double? {
        host.mergedExplicitAlignment(container: container, key: key, bounds: bounds, proposal: proposal)
    }
}
