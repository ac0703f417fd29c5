/// Which container each `containerRelativeFrame` of a tree measures: the
/// nearest ScrollView above it, or the root's container where there is
/// none (seed 002's containerRelativeFrame pages name "a scrollable view
/// like ScrollView or List" among the containers; stacks, frames and
/// padding are not containers).
public struct RelativeFrameContainers: Sendable {
    /// Per containerRelativeFrame node inside a ScrollView, that ScrollView.
    public private(set) var owners: [Int: Int] = [:]
    /// The ScrollViews some containerRelativeFrame measures.
    public private(set) var hosts: Set<Int> = []

    /// The containers of `tree`'s containerRelativeFrame nodes.
    public init(_ tree: LayoutTree) {
        for node in tree.nodes.indices {
            guard case .containerRelativeFrame = tree[node].element else { continue }
            var current = tree[node].parent
            while let index = current {
                if case .scrollView = tree[index].element {
                    owners[node] = index
                    hosts.insert(index)
                    break
                }
                current = tree[index].parent
            }
        }
    }

    /// The ScrollView whose viewport `node` measures; nil for the root's container.
    public func container(of node: Int) -> Int? { owners[node] }

    /// `node` and every node below it, in no particular order.
    public static func subtree(of node: Int, in tree: LayoutTree) -> [Int] {
        var nodes: [Int] = []
        var pending = [node]
        while let next = pending.popLast() {
            nodes.append(next)
            pending.append(contentsOf: tree[next].children)
        }
        return nodes
    }
}
