/// The subviews of a custom layout in its linear description, in
/// declaration order; views that contribute nothing are not among them.
public struct LinearSubviews: RandomAccessCollection {
    let context: LinearLayoutContext
    /// The subviews' node indices.
    public let nodes: [Int]

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { nodes.count }
    /// The subview at `position`.
    public subscript(position: Int) -> LinearSubview { LinearSubview(context: context, node: nodes[position]) }
}
