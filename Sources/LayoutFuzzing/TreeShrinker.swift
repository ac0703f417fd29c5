import LayoutModel

/// Shrinks a failing problem to a small one that still fails the same way:
/// repeatedly tries simpler variants (a subtree in place of the whole tree,
/// one child or one modifier fewer, a plain `Color` in place of a view, the
/// default environment) and keeps the first that still fails, until none does.
///
/// Every variant has fewer views, fewer modifiers, fewer non-`Color` views or
/// a simpler environment than the problem it came from, so shrinking ends.
public struct TreeShrinker: Sendable {
    /// The most variants tried in all (each one costs a layout with both engines).
    public var maxAttempts: Int

    /// A shrinker trying at most `maxAttempts` variants (3,000 by default).
    public init(maxAttempts: Int = 3_000) { self.maxAttempts = maxAttempts }

    /// The smallest variant of `problem` found for which `stillFails` holds,
    /// and the number of variants tried.
    public func shrink(_ problem: LayoutProblem, stillFails: (LayoutProblem) -> Bool) -> (problem: LayoutProblem, attempts: Int) {
        var current = problem
        var attempts = 0
        var improved = true
        while improved, attempts < maxAttempts {
            improved = false
            for candidate in variants(of: current) {
                attempts += 1
                if stillFails(candidate) {
                    current = candidate
                    improved = true
                    break
                }
                if attempts >= maxAttempts { break }
            }
        }
        return (current, attempts)
    }

    /// Simpler variants of `problem`, the biggest reductions first.
    func variants(of problem: LayoutProblem) -> [LayoutProblem] {
        var result: [LayoutProblem] = []
        func with(_ root: ViewNode) -> LayoutProblem {
            var copy = problem
            copy.root = root
            return copy
        }
        let paths = TreePath.all(in: problem.root)
        for path in paths where !path.steps.isEmpty {
            result.append(with(path.node(in: problem.root)))
        }
        for path in paths {
            let node = path.node(in: problem.root)
            for index in node.content.children.indices where node.content.isStack {
                var copy = node
                copy.content.removeChild(at: index)
                result.append(with(path.replacing(in: problem.root, with: copy)))
            }
            for index in node.modifiers.indices {
                var copy = node
                copy.modifiers.remove(at: index)
                result.append(with(path.replacing(in: problem.root, with: copy)))
            }
            // A lazy grid keeps at least one GridItem (the tree refuses none).
            if case .lazyGrid(let value, let children) = node.content, value.items.count > 1 {
                for index in value.items.indices {
                    var fewer = value
                    fewer.items.remove(at: index)
                    var copy = node
                    copy.content = .lazyGrid(fewer, children: children)
                    result.append(with(path.replacing(in: problem.root, with: copy)))
                }
            }
        }
        for path in paths {
            let node = path.node(in: problem.root)
            if node.content != .shape(.color) {
                var copy = node
                copy.content = .shape(.color)
                result.append(with(path.replacing(in: problem.root, with: copy)))
            }
        }
        if problem.environment != ModelEnvironment() {
            var copy = problem
            copy.environment = ModelEnvironment()
            result.append(copy)
        }
        return result
    }
}

extension ViewContent {
    var isStack: Bool {
        switch self {
        case .hStack, .vStack, .zStack, .layout, .viewThatFits, .anyLayout, .grid, .gridRow, .lazyGrid, .lazyHStack, .lazyVStack: true
        default: false
        }
    }

    mutating func removeChild(at index: Int) {
        if let edited = editingChildList({ $0.remove(at: index) }) { self = edited }
    }
}
