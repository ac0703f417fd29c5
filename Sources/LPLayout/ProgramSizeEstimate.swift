import LayoutModel

/// How much memory a tree's program is estimated to need, worked out from
/// the tree before anything is built (docs/lp-encoding.md, "Size limits").
///
/// Two terms, both measured on the exact strategy's programs (the largest
/// of the strategies'), rounded up:
/// - about 6 KiB per node (a 11,111-node complete 10-ary tree: 58 MB);
/// - about 400 bytes per pair of children of a stack whose fitting order
///   the solver may have to choose: `VariableOrder` writes O(n²) binaries
///   and rows for a priority group of n. Only a stack with a child whose
///   subtree holds a view whose length can depend on the proposal across
///   (`mayVaryAcross(_:)`) can need it; with every child's extremes
///   numbers of the tree, the encoding sorts the children while building
///   and writes O(n) rows (its running sums kept short).
public struct ProgramSizeEstimate: Hashable, Sendable, CustomStringConvertible {
    /// Nodes of the tree.
    public var nodes: Int
    /// Σ over stacks whose order the solver may choose of (children)².
    public var childPairs: Int

    /// Bytes per node: 6 KiB.
    public static let bytesPerNode = 6 << 10
    /// Bytes per pair of children of a stack whose fitting order the solver may choose: 400.
    public static let bytesPerChildPair = 400

    /// The estimate for `tree`, worked out from its elements without building anything.
    public init(_ tree: LayoutTree) {
        nodes = tree.nodes.count
        var varies = [Bool](repeating: false, count: tree.nodes.count)
        var pairs = 0
        for index in tree.preorder.reversed() {
            let node = tree.nodes[index]
            varies[index] = Self.mayVaryAcross(node.element) || node.children.contains { varies[$0] }
            let count = node.children.count
            if case .stack = node.element, count > 1, node.children.contains(where: { varies[$0] }) {
                pairs += count * count
            }
        }
        childPairs = pairs
    }

    /// Whether a node of this kind can answer a proposal's extremes (0 and
    /// ∞ along an axis) with a length that depends on the proposal across
    /// it, so that its flexibility in a stack is a variable of the program:
    /// text (its lines depend on the width), an aspect ratio, and the
    /// views sized by their container or safe area. Conservative: a frame
    /// that fixes the length is not looked into.
    static func mayVaryAcross(_ element: LayoutElement) -> Bool {
        switch element {
        case .text, .aspectRatio, .containerRelativeFrame, .safeAreaInset, .safeAreaPadding, .ignoresSafeArea, .nookPanel, .scrollView:
            true
        default:
            false
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
