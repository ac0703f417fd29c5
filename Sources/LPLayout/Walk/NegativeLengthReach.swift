import LayoutModel

/// How far below 0 each node's length can go along each axis, a fact of the
/// tree (no proposal): lengths are never negative except through negative
/// numbers the tree itself holds, so a node's length along an axis is at
/// least minus the sum, over its subtree, of
///
/// - padding and safeAreaPadding insets below 0 on the axis's two edges;
/// - a stack's explicit spacing below 0 along its axis, once per gap between
///   present children, and a safeAreaInset's explicit spacing below 0 along
///   its edge's axis;
/// - a Spacer's minimum length and a Fixed's or Image's size below 0.
///
/// Every other rule clamps proposals at 0, adds non-negative lengths, or
/// answers a child's or a union's length (docs/greedy-semantics.md).
/// `VariableOrder` needs it: a stack's space left when a child is served
/// grows by what a negative child served earlier gives back, so its offers'
/// bounds must reach that far (docs/lp-encoding.md, "Stack order"; fuzz
/// seed 1, case 71798).
struct NegativeLengthReach {
    private var reach: [[Double]]

    init(_ tree: LayoutTree, traits: LayoutTraits) {
        var reach = [[Double]?](repeating: nil, count: tree.nodes.count)
        func visit(_ index: Int) -> [Double] {
            if let known = reach[index] { return known }
            let node = tree.nodes[index]
            var totals = [0.0, 0.0]
            if !node.isAbsent {
                let children = node.children.map(visit)
                for (slot, axis) in Axis.allCases.enumerated() {
                    totals[slot] =
                        Self.own(node, axis: axis, presentChildren: traits.presentChildren(of: index).count)
                        + children.reduce(0) { $0 + $1[slot] }
                }
            }
            reach[index] = totals
            return totals
        }
        self.reach = tree.nodes.indices.map(visit)
    }

    /// The most a node's length along `axis` can be below 0 (≥ 0).
    func depth(of node: Int, along axis: Axis) -> Double {
        reach[node][axis == .horizontal ? 0 : 1]
    }

    private static func own(_ node: LayoutNode, axis: Axis, presentChildren: Int) -> Double {
        func below(_ value: Double) -> Double { Swift.max(0, -value) }
        switch node.element {
        case .padding(let insets), .safeAreaPadding(let insets), .scrollView(_, let insets):
            return axis == .horizontal ? below(insets.leading) + below(insets.trailing) : below(insets.top) + below(insets.bottom)
        case .stack(let stackAxis, _, let spacing):
            guard stackAxis == axis, let spacing else { return 0 }
            return below(spacing) * Double(Swift.max(0, presentChildren - 1))
        case .safeAreaInset(let edge, _, let spacing):
            let edgeAxis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
            guard edgeAxis == axis, let spacing else { return 0 }
            return below(spacing)
        case .spacer(let minLength):
            return below(minLength)
        case .fixed(let size), .image(let size, _, _):
            return below(size[axis])
        default:
            return 0
        }
    }
}
