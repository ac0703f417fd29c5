import LayoutModel

/// Which nodes of a tree a metric looks at.
public enum NodeSelection: Sendable, Hashable {
    /// Every node (views and modifiers).
    case all
    /// Nodes that take part in layout: all but `Empty` views, their modifiers and contents.
    case present
    /// Nodes with a model id (what `--json` prints and `expect` checks).
    case identified
    /// The given node indices, in the given order.
    case indices([Int])

    /// The selected indices in pre-order (`.indices` keeps its own order).
    public func nodes(in tree: LayoutTree) -> [Int] {
        switch self {
        case .all: tree.preorder
        case .present: tree.preorder.filter { !tree[$0].isAbsent }
        case .identified: tree.preorder.filter { tree[$0].id != nil }
        case .indices(let indices): indices
        }
    }
}
