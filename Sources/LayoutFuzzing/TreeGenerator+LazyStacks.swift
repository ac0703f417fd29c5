import LayoutModel

/// Lazy stacks for the generator: about one stack in eight is drawn lazy
/// (its children and arguments drawn as for the eager stack).
extension TreeGenerator.State {
    mutating func sometimesLazy(_ content: ViewContent) -> ViewContent {
        guard chance(0.12) else { return content }
        switch content {
        case .hStack(let alignment, let spacing, let children):
            return .lazyHStack(alignment: alignment, spacing: spacing, children: children)
        case .vStack(let alignment, let spacing, let children):
            return .lazyVStack(alignment: alignment, spacing: spacing, children: children)
        default: return content
        }
    }
}
