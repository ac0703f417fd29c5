import LayoutModel

/// Where a view sits in a `ViewNode` tree: the steps from the root, each a
/// child of a container (a stack's child, a NookPanel's home) or the
/// secondary view of a modifier (overlay, background, safeAreaInset).
struct TreePath: Hashable, Sendable {
    enum Step: Hashable, Sendable {
        case child(Int)
        case secondary(modifier: Int)
    }

    var steps: [Step]

    /// Every view's path, the root first, in pre-order.
    static func all(in root: ViewNode) -> [TreePath] {
        var paths: [TreePath] = []
        func visit(_ node: ViewNode, _ path: TreePath) {
            paths.append(path)
            for (index, modifier) in node.modifiers.enumerated() {
                if let content = modifier.kind.secondaryContent {
                    visit(content, TreePath(steps: path.steps + [.secondary(modifier: index)]))
                }
            }
            for (index, child) in node.content.children.enumerated() { visit(child, TreePath(steps: path.steps + [.child(index)])) }
        }
        visit(root, TreePath(steps: []))
        return paths
    }

    func node(in root: ViewNode) -> ViewNode {
        var node = root
        for step in steps {
            switch step {
            case .child(let index): node = node.content.children[index]
            case .secondary(let modifier): node = node.modifiers[modifier].kind.secondaryContent!
            }
        }
        return node
    }

    /// `root` with the view at this path replaced by `replacement`.
    func replacing(in root: ViewNode, with replacement: ViewNode) -> ViewNode {
        guard let first = steps.first else { return replacement }
        let rest = TreePath(steps: Array(steps.dropFirst()))
        var copy = root
        switch first {
        case .child(let index):
            copy.content.replaceChild(at: index) { rest.replacing(in: $0, with: replacement) }
        case .secondary(let modifier):
            copy.modifiers[modifier].kind.replaceSecondary { rest.replacing(in: $0, with: replacement) }
        }
        return copy
    }
}

extension ViewContent {
    mutating func replaceChild(at index: Int, _ transform: (ViewNode) -> ViewNode) {
        if let edited = editingChildList({ $0[index] = transform($0[index]) }) {
            self = edited
            return
        }
        switch self {
        case .nookPanel(let configuration, let home):
            self = .nookPanel(configuration, home: transform(home))
        case .scrollView(let axes, let content):
            self = .scrollView(axes: axes, content: transform(content))
        case .conditional(let condition, let then, let otherwise):
            // `children` lists `then` first, then `otherwise` when there is one.
            if index == 0 {
                self = .conditional(condition, then: transform(then), otherwise: otherwise)
            } else if let otherwise {
                self = .conditional(condition, then: then, otherwise: transform(otherwise))
            }
        default: break
        }
    }
}

extension ModifierKind {
    mutating func replaceSecondary(_ transform: (ViewNode) -> ViewNode) {
        switch self {
        case .overlay(let alignment, let content): self = .overlay(alignment: alignment, content: transform(content))
        case .background(let alignment, let content): self = .background(alignment: alignment, content: transform(content))
        case .safeAreaInset(let edge, let alignment, let spacing, let content):
            self = .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: transform(content))
        default: break
        }
    }
}
