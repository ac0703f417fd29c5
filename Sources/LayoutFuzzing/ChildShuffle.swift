import LayoutModel

/// A problem with the children of its stacks reordered: the declarative
/// strategies' definitions are symmetric in a stack's children
/// (docs/strategies.md), so each view's size must be the same whatever the
/// order (its position moves with it). Only HStacks and VStacks with an
/// explicit spacing are reordered: a default spacing depends on which views
/// are neighbours (seed 001), so reordering them may change it.
public enum ChildShuffle {
    /// The prefix of the ids ``tagged(_:)`` gives views without one.
    public static let idPrefix = "~view-"

    /// `problem` with every view that has no id given one (`~view-N`, N its
    /// place in pre-order), so that each view's frame can be found again
    /// after its siblings move.
    public static func tagged(_ problem: LayoutProblem) -> LayoutProblem {
        var root = problem.root
        for (index, path) in TreePath.all(in: problem.root).enumerated() {
            var node = path.node(in: root)
            guard node.id == nil else { continue }
            node.id = "\(idPrefix)\(index)"
            root = path.replacing(in: root, with: node)
        }
        var copy = problem
        copy.root = root
        return copy
    }

    /// `problem` with the children of every HStack and VStack of explicit
    /// spacing for whose id `reorderable` is true shuffled (Fisher–Yates,
    /// from `seed`); nil when no such stack has two or more children.
    public static func shuffled(_ problem: LayoutProblem, seed: UInt64, reorderable: (String?) -> Bool = { _ in true }) -> LayoutProblem? {
        var generator = SplitMix64(seed: seed)
        var root = problem.root
        var changed = false
        // Deepest first (reverse pre-order): reordering a stack's children
        // moves only paths below it, which are done by then.
        for path in TreePath.all(in: problem.root).reversed() {
            let node = path.node(in: root)
            switch node.content {
            case .hStack(_, .some, let children) where children.count > 1 && reorderable(node.id),
                .vStack(_, .some, let children) where children.count > 1 && reorderable(node.id):
                guard
                    let content = node.content.editingChildList({ children in
                        for index in stride(from: children.count - 1, to: 0, by: -1) {
                            children.swapAt(index, Int(generator.next() % UInt64(index + 1)))
                        }
                    })
                else { continue }
                var shuffled = node
                shuffled.content = content
                root = path.replacing(in: root, with: shuffled)
                changed = true
            default:
                continue
            }
        }
        guard changed else { return nil }
        var copy = problem
        copy.root = root
        return copy
    }
}
