import LayoutModel

/// How much memory a tree's program is estimated to need, worked out from
/// the tree before anything is built (docs/lp-encoding.md, "Size limits").
///
/// Two terms, both measured on the exact strategy's programs (the largest
/// of the strategies'), rounded up:
/// - about 6 KiB per node (a 11,111-node complete 10-ary tree: 58 MB);
/// - about 400 bytes per pair of children of one container, since a stack's
///   offers to its children sum over the children not yet sized, so the rows
///   of an N-child stack hold about N² coefficients (a flat stack of 1,000
///   children: 0.44 GB; of 2,000: 1.6 GB; of 10,000: more than 6.8 GB when
///   it was stopped).
public struct ProgramSizeEstimate: Hashable, Sendable, CustomStringConvertible {
    /// Nodes of the tree.
    public var nodes: Int
    /// Σ over containers of (children)².
    public var childPairs: Int

    public static let bytesPerNode = 6 << 10
    public static let bytesPerChildPair = 400

    public init(_ tree: LayoutTree) {
        nodes = tree.nodes.count
        childPairs = tree.nodes.reduce(0) { sum, node in
            let count = node.children.count
            return count > 1 ? sum + count * count : sum
        }
    }

    /// The estimate in bytes.
    public var bytes: Int {
        nodes * Self.bytesPerNode + childPairs * Self.bytesPerChildPair
    }

    public var description: String {
        "\(nodes) nodes, \(childPairs) pairs of siblings"
    }
}
