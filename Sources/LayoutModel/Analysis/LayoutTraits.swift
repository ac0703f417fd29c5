/// Facts about a layout tree that do not depend on any proposal, computed once per tree.
///
/// Both engines read them: which children take part in layout, the layout
/// priority a container reads from a child (`LayoutTraits+Priority.swift`),
/// the spacing table a view shows its stack neighbours
/// (`LayoutTraits+Spacing.swift`) and the explicit alignment guides that can
/// reach a view (`LayoutTraits+Guides.swift`). Each is a rule over a node's
/// element and its children's facts, so one bottom-up pass (children before
/// parents) fills every table.
///
/// Absent nodes (an `Empty` view, its modifiers and their contents) have
/// tables too, computed by the same rules, but no container reads them:
/// `presentChildren(of:)` leaves them out, and no guide reaches them.
public struct LayoutTraits: Sendable {
    private var present: [[Int]]
    private var spacings: [ViewSpacing]
    private var priorities: [Double]
    private var keys: [Set<AlignmentKey>]

    /// Computes every table of `tree` in one bottom-up pass.
    public init(_ tree: LayoutTree) {
        let count = tree.nodes.count
        present = tree.nodes.map { node in node.children.filter { !tree[$0].isAbsent } }
        spacings = Array(repeating: .standard, count: count)
        priorities = Array(repeating: 0, count: count)
        keys = Array(repeating: [], count: count)
        for index in Self.childrenFirst(tree) {
            let node = tree[index]
            spacings[index] = spacingRule(node)
            priorities[index] = priorityRule(node)
            if !node.isAbsent { keys[index] = guideKeysRule(node) }
        }
    }

    /// The children of a container that take part in layout (Empty views and
    /// their modifiers yield no view-list elements in SwiftUI).
    public func presentChildren(of node: Int) -> [Int] { present[node] }

    /// The spacing preferences `node` shows its neighbours in a stack
    /// (semantics §1.1 and §1.7; see `LayoutTraits+Spacing.swift`).
    public func spacing(_ node: Int) -> ViewSpacing { spacings[node] }

    /// The priority a container reads from `node` (semantics §8; see
    /// `LayoutTraits+Priority.swift`).
    public func layoutPriority(_ node: Int) -> Double { priorities[node] }

    /// The guides that some view in `node`'s subtree sets explicitly and that
    /// can reach `node` (semantics §9; see `LayoutTraits+Guides.swift`): for
    /// every other guide the node's value is the default fraction of its size
    /// without any layout work. Empty for absent nodes.
    public func guideKeys(_ node: Int) -> Set<AlignmentKey> { keys[node] }

    /// Every node, each after all of its descendants: the reversed pre-order
    /// of each tree root (a node without a parent).
    private static func childrenFirst(_ tree: LayoutTree) -> [Int] {
        let roots = tree.nodes.indices.filter { tree[$0].parent == nil }
        return roots.flatMap { tree.subtree(of: $0) }.reversed()
    }
}
