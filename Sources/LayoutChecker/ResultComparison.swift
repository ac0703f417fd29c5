import LayoutModel

/// Compares two engines' results on the same tree, node by node.
public struct ResultComparison: Sendable {
    /// The tree both results lay out.
    public var tree: LayoutTree
    /// The reference result.
    public var left: LayoutResult
    /// The result compared with it.
    public var right: LayoutResult
    /// How far apart two frames' components may be.
    public var tolerance: Tolerance
    /// Differing nodes in pre-order (outermost first), so `differences.first`
    /// is the first node a reader meets going down the tree.
    public private(set) var differences: [NodeDifference] = []

    /// Compares `left` and `right` on every node of `tree`, collecting the nodes that differ beyond `tolerance`.
    public init(tree: LayoutTree, left: LayoutResult, right: LayoutResult, tolerance: Tolerance) {
        self.tree = tree
        self.left = left
        self.right = right
        self.tolerance = tolerance
        for index in tree.preorder {
            let a = left.frames[index], b = right.frames[index]
            let components = tolerance.differingComponents(a, b)
            if !components.isEmpty {
                differences.append(
                    NodeDifference(
                        node: index, path: tree[index].path, id: tree[index].id,
                        left: a, right: b, components: components))
            }
        }
    }

    /// True when no node differs beyond the tolerance.
    public var agree: Bool { differences.isEmpty }

    /// Both results as one tree, every differing node marked, the first one
    /// named in the header.
    public var report: String {
        guard let first = differences.first else {
            return "\(left.engine) and \(right.engine) agree on all \(tree.nodes.count) nodes (tolerance \(tolerance))\n"
        }
        var text = "\(left.engine) and \(right.engine) differ at \(differences.count) node(s); first: \(first)\n"
        if let proposal = left.proposals[first.node] ?? nil { text += "  \(left.engine) placed it with proposal \(proposal)\n" }
        if let proposal = right.proposals[first.node] ?? nil { text += "  \(right.engine) placed it with proposal \(proposal)\n" }
        return text + FrameTreeRenderer(tree: tree).render(left, right, marked: Set(differences.map(\.node)))
    }
}
