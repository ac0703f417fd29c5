import LayoutModel

/// How one node's frame differs between two results (docs/metrics.md,
/// "Frame deviation").
public struct NodeDeviation: Sendable, Hashable {
    /// The node's index in the tree.
    public var node: Int
    /// |Δ| of x, y, width and height (equal infinities differ by 0).
    public var difference: ComponentValues
    /// The frames' intersection over union (`Rect.intersectionOverUnion(with:)`).
    public var intersectionOverUnion: Double

    /// A deviation already computed.
    public init(node: Int, difference: ComponentValues, intersectionOverUnion: Double) {
        self.node = node
        self.difference = difference
        self.intersectionOverUnion = intersectionOverUnion
    }

    /// The deviation of `node` between frames `a` and `b`.
    public init(node: Int, _ a: Rect, _ b: Rect) {
        self.init(node: node, difference: ComponentValues(differenceOf: a, b), intersectionOverUnion: a.intersectionOverUnion(with: b))
    }

    /// True when every component differs by at most `tolerance` points
    /// (docs/metrics.md, "Agreement at a tolerance").
    public func agrees(within tolerance: Double) -> Bool { difference.largest <= tolerance }
}
