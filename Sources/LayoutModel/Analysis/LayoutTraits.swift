/// Facts about a layout tree that do not depend on any proposal, computed once
/// per tree, each table on its first read (`LayoutTree.traits` is the tree's
/// shared instance; every layout of the tree reads the same tables).
///
/// Both engines read them: which children take part in layout, the layout
/// priority a container reads from a child (`LayoutTraits+Priority.swift`),
/// the spacing table a view shows its stack neighbours
/// (`LayoutTraits+Spacing.swift`) and the explicit alignment guides that can
/// reach a view (`LayoutTraits+Guides.swift`). Each is a rule over a node's
/// element and its children's facts, so one bottom-up pass (children before
/// parents) fills a table. The tree's pre-order and each node's layout
/// direction are kept here too.
///
/// Absent nodes (an `Empty` view, its modifiers and their contents) have
/// tables too, computed by the same rules, but no container reads them:
/// `presentChildren(of:)` leaves them out, and no guide reaches them.
///
/// Tables are arrays indexed by node; a reader in a hot loop takes the whole
/// table once (`priorityTable`, `spacingTable`, `guideKeyTable`) instead of
/// asking node by node.
public final class LayoutTraits: Sendable {
    let nodes: [LayoutNode]
    let root: Int
    let rootDirection: LayoutDirection
    private let present: [[Int]]
    private let childrenFirstFact = LazyFact<[Int]>()
    private let preorderFact = LazyFact<[Int]>()
    private let priorityFact = LazyFact<[Double]>()
    private let spacingFact = LazyFact<[ViewSpacing]>()
    private let guideKeyFact = LazyFact<[Set<AlignmentKey>]>()
    private let directionFact = LazyFact<[LayoutDirection]>()

    init(nodes: [LayoutNode], root: Int, rootDirection: LayoutDirection) {
        self.nodes = nodes
        self.root = root
        self.rootDirection = rootDirection
        // Most containers have no absent child: they share their children
        // array. Read in place: a copy of each node would retain its path,
        // id and children.
        present = nodes.indices.map { index in
            let children = nodes[index].children
            return children.contains { nodes[$0].isAbsent } ? children.filter { !nodes[$0].isAbsent } : children
        }
    }

    /// The children of a container that take part in layout (Empty views and
    /// their modifiers yield no view-list elements in SwiftUI).
    public func presentChildren(of node: Int) -> [Int] { present[node] }

    /// The spacing preferences `node` shows its neighbours in a stack
    /// (semantics §1.1 and §1.7; see `LayoutTraits+Spacing.swift`).
    public func spacing(_ node: Int) -> ViewSpacing { spacingTable[node] }

    /// The priority a container reads from `node` (semantics §8; see
    /// `LayoutTraits+Priority.swift`).
    public func layoutPriority(_ node: Int) -> Double { priorityTable[node] }

    /// The guides that some view in `node`'s subtree sets explicitly and that
    /// can reach `node` (semantics §9; see `LayoutTraits+Guides.swift`): for
    /// every other guide the node's value is the default fraction of its size
    /// without any layout work. Empty for absent nodes.
    public func guideKeys(_ node: Int) -> Set<AlignmentKey> { guideKeyTable[node] }

    /// `layoutPriority(_:)` of every node.
    public var priorityTable: [Double] {
        priorityFact.value { fill(initial: 0) { node, table in priorityRule(node) { table[$0] } } }
    }

    /// `spacing(_:)` of every node.
    public var spacingTable: [ViewSpacing] {
        spacingFact.value { fill(initial: .standard) { node, table in spacingRule(node) { table[$0] } } }
    }

    /// `guideKeys(_:)` of every node; absent nodes keep none.
    public var guideKeyTable: [Set<AlignmentKey>] {
        guideKeyFact.value {
            // Only a Text or an alignmentGuide modifier starts a guide: without one, no node has any.
            guard nodes.indices.contains(where: { Self.setsGuides(nodes[$0].element) }) else {
                return Array(repeating: [], count: nodes.count)
            }
            return fill(initial: []) { node, table in nodes[node].isAbsent ? [] : guideKeysRule(node) { table[$0] } }
        }
    }

    /// A table filled children first: `rule` sees a node's index and the
    /// table with the node's descendants already filled. Rules read the
    /// node in place (`nodes[index]`): a copy of a `LayoutNode` retains its
    /// path, id and children (5% of a greedy layout of huge nested 4×10
    /// went to such copies).
    private func fill<Value>(initial: Value, _ rule: (Int, [Value]) -> Value) -> [Value] {
        var table = [Value](repeating: initial, count: nodes.count)
        for index in childrenFirst {
            let value = rule(index, table)
            table[index] = value
        }
        return table
    }

    /// Indices in depth-first pre-order from the root (`LayoutTree.preorder`).
    public var preorder: [Int] {
        preorderFact.value { Self.subtree(of: root, in: nodes) }
    }

    /// The direction every node is placed in (`LayoutTree.layoutDirections()`):
    /// its environment's layout direction, reversed inside an odd number of
    /// `layoutDirectionBehavior` mirrors (docs/greedy-semantics.md, "Right to left").
    ///
    /// Two things flow down: the environment's direction (what `environment`
    /// sets and `layoutDirectionBehavior` compares with) and whether an odd
    /// number of mirrors lie above. `.fixed` sets the content's environment to
    /// left to right; `.mirrors(in: d)` where the environment is `d` does too
    /// and adds a mirror (the content is laid out left to right, then
    /// reflected); elsewhere it changes nothing.
    public var layoutDirections: [LayoutDirection] {
        directionFact.value {
            var environments = [LayoutDirection](repeating: rootDirection, count: nodes.count)
            var mirrored = [Bool](repeating: false, count: nodes.count)
            for index in preorder {
                var (environment, mirror) = (environments[index], mirrored[index])
                switch nodes[index].element {
                case .environment(let overrides):
                    if let direction = overrides.layoutDirection { environment = direction }
                case .layoutDirectionBehavior(.fixed):
                    environment = .leftToRight
                case .layoutDirectionBehavior(.mirrors(let direction)) where direction == environment:
                    (environment, mirror) = (.leftToRight, !mirror)
                default:
                    break
                }
                for child in nodes[index].children { (environments[child], mirrored[child]) = (environment, mirror) }
            }
            return nodes.indices.map { index in
                (environments[index] == .rightToLeft) != mirrored[index] ? .rightToLeft : .leftToRight
            }
        }
    }

    /// Every node, each after all of its descendants: the reversed pre-order
    /// of each tree root (a node without a parent).
    private var childrenFirst: [Int] {
        childrenFirstFact.value {
            let roots = nodes.indices.filter { nodes[$0].parent == nil }
            return roots == [root] ? preorder.reversed() : roots.flatMap { Self.subtree(of: $0, in: nodes) }.reversed()
        }
    }

    /// `node` and every node below it, in pre-order.
    static func subtree(of node: Int, in nodes: [LayoutNode]) -> [Int] {
        var order: [Int] = []
        var pending = [node]
        while let index = pending.popLast() {
            order.append(index)
            let children = nodes[index].children
            for offset in children.indices.reversed() { pending.append(children[offset]) }
        }
        return order
    }
}

extension LayoutTraits {
    /// The traits of a tree without nodes: what a `LayoutTree` holds until it is built.
    static let none = LayoutTraits(nodes: [], root: 0, rootDirection: .leftToRight)
}
