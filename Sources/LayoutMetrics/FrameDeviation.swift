import LayoutModel

/// How far two results of the same tree lie apart, node by node and in
/// aggregate (docs/metrics.md, "Frame deviation"): the largest and the mean
/// |Δ| of each frame component, and the intersection over union of each
/// node's two frames with its mean.
///
/// ```swift
/// let deviation = try FrameDeviation(greedy, lp, in: tree, selection: .identified)
/// deviation.maximum.width               // largest |Δwidth| over the ids
/// deviation.agreement(tolerance: 0.001) // AgreementRate of nodes within 0.001
/// ```
public struct FrameDeviation: Sendable, Hashable {
    /// One entry per compared node, in the order the nodes were given.
    public var nodes: [NodeDeviation]

    /// The aggregate of deviations already computed.
    public init(nodes: [NodeDeviation]) { self.nodes = nodes }

    /// Compares `a` and `b` at `nodes` (every index of `a` when nil).
    /// - Throws: `MetricError.frameCountMismatch` when `b` does not hold as
    ///   many frames as `a`; `.nodeOutOfRange` for an index outside them.
    public init(_ a: [Rect], _ b: [Rect], nodes: [Int]? = nil) throws(MetricError) {
        guard a.count == b.count else { throw .frameCountMismatch(subject: "second frames", expected: a.count, actual: b.count) }
        let selected = nodes ?? Array(a.indices)
        var deviations: [NodeDeviation] = []
        deviations.reserveCapacity(selected.count)
        for node in selected {
            guard a.indices.contains(node) else { throw .nodeOutOfRange(node: node, nodeCount: a.count) }
            deviations.append(NodeDeviation(node: node, a[node], b[node]))
        }
        self.init(nodes: deviations)
    }

    /// Compares the layout frames of two results of `tree` at the selected nodes.
    /// - Throws: `MetricError.frameCountMismatch` naming the result's engine
    ///   when it does not hold one frame per node of `tree`.
    public init(_ a: LayoutResult, _ b: LayoutResult, in tree: LayoutTree, selection: NodeSelection = .all) throws(MetricError) {
        for result in [a, b] where result.frames.count != tree.nodes.count {
            throw .frameCountMismatch(subject: result.engine, expected: tree.nodes.count, actual: result.frames.count)
        }
        try self.init(a.frames, b.frames, nodes: selection.nodes(in: tree))
    }

    /// The largest |Δ| of each component over the nodes; 0 for no nodes.
    public var maximum: ComponentValues {
        var result = ComponentValues.zero
        for node in nodes {
            for component in RectComponent.allCases { result[component] = max(result[component], node.difference[component]) }
        }
        return result
    }

    /// The mean |Δ| of each component over the nodes (∞ if any is); 0 for no nodes.
    public var mean: ComponentValues {
        guard !nodes.isEmpty else { return .zero }
        var sum = ComponentValues.zero
        for node in nodes {
            for component in RectComponent.allCases { sum[component] += node.difference[component] }
        }
        let count = Double(nodes.count)
        return ComponentValues(x: sum.x / count, y: sum.y / count, width: sum.width / count, height: sum.height / count)
    }

    /// The mean intersection over union of the nodes' frames; 1 for no nodes
    /// (nothing differs).
    public var meanIntersectionOverUnion: Double {
        guard !nodes.isEmpty else { return 1 }
        return nodes.reduce(0) { $0 + $1.intersectionOverUnion } / Double(nodes.count)
    }

    /// The smallest intersection over union of the nodes' frames; 1 for no nodes.
    public var minimumIntersectionOverUnion: Double {
        nodes.map(\.intersectionOverUnion).min() ?? 1
    }

    /// The nodes whose frames differ by more than `tolerance` in some component.
    public func disagreeing(tolerance: Double) -> [NodeDeviation] {
        nodes.filter { !$0.agrees(within: tolerance) }
    }

    /// Nodes within `tolerance` in every component out of all compared
    /// (docs/metrics.md, "Agreement at a tolerance"), with its Wilson interval.
    public func agreement(tolerance: Double) -> AgreementRate {
        // The disagreeing nodes are some of `nodes`.
        AgreementRate(checked: nodes.count - disagreeing(tolerance: tolerance).count, nodes.count)
    }
}
