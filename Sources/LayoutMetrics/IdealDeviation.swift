import LayoutModel

/// How far chosen nodes' lengths lie from the lengths they would ideally
/// have (docs/metrics.md, "Deviation from ideal"): the L1, L2 and L∞ norms
/// of the differences length − ideal.
///
/// ```swift
/// let deviation = try IdealDeviation(frames: result.frames, ideals: [2: 120, 5: 80], axis: .horizontal)
/// deviation.l1  // Σ |width − ideal|
/// ```
public struct IdealDeviation: Sendable, Hashable {
    /// The nodes, in ascending index order.
    public var nodes: [Int]
    /// length − ideal of each node (0 when both are the same infinity).
    public var differences: [Double]

    /// The norms of plain differences, one per node.
    /// - Throws: `MetricError.valueCountMismatch` unless there is one difference per node.
    public init(nodes: [Int], differences: [Double]) throws(MetricError) {
        guard nodes.count == differences.count else {
            throw .valueCountMismatch(subject: "differences from ideal", expected: nodes.count, actual: differences.count)
        }
        self.nodes = nodes
        self.differences = differences
    }

    /// length − ideal along `axis` for each node of `ideals` (node index →
    /// ideal length), in ascending node order so sums do not depend on a
    /// dictionary's order.
    /// - Throws: `MetricError.nodeOutOfRange` for a node outside `frames`.
    public init(frames: [Rect], ideals: [Int: Double], axis: Axis) throws(MetricError) {
        var nodes: [Int] = []
        var differences: [Double] = []
        for (node, ideal) in ideals.sorted(by: { $0.key < $1.key }) {
            guard frames.indices.contains(node) else { throw .nodeOutOfRange(node: node, nodeCount: frames.count) }
            let length = frames[node].size[axis]
            nodes.append(node)
            differences.append(length == ideal ? 0 : length - ideal)
        }
        self.nodes = nodes
        self.differences = differences
    }

    /// Σ |dᵢ|; 0 for no nodes.
    public var l1: Double { differences.reduce(0) { $0 + abs($1) } }

    /// √(Σ dᵢ²); 0 for no nodes.
    public var l2: Double { differences.reduce(0) { $0 + $1 * $1 }.squareRoot() }

    /// max |dᵢ|; 0 for no nodes.
    public var lInfinity: Double { differences.reduce(0) { max($0, abs($1)) } }
}
