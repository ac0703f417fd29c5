import LayoutModel

extension ViewContent {
    /// The same container with its child list changed by `edit`, for the
    /// views whose children are one array (stacks, lazy stacks, Grid and
    /// GridRow, lazy grids, custom layouts, ViewThatFits, AnyLayout); nil for every other
    /// view. The shrinker and tree paths edit children through it, so a new
    /// list container needs one case here.
    func editingChildList(_ edit: (inout [ViewNode]) -> Void) -> ViewContent? {
        func edited(_ children: [ViewNode]) -> [ViewNode] {
            var children = children
            edit(&children)
            return children
        }
        return switch self {
        case .hStack(let alignment, let spacing, let children): .hStack(alignment: alignment, spacing: spacing, children: edited(children))
        case .vStack(let alignment, let spacing, let children): .vStack(alignment: alignment, spacing: spacing, children: edited(children))
        case .zStack(let alignment, let children): .zStack(alignment: alignment, children: edited(children))
        case .layout(let value, let children): .layout(value, children: edited(children))
        case .viewThatFits(let axes, let children): .viewThatFits(axes: axes, children: edited(children))
        case .anyLayout(let layout, let children): .anyLayout(layout, children: edited(children))
        case .lazyHStack(let alignment, let spacing, let children):
            .lazyHStack(alignment: alignment, spacing: spacing, children: edited(children))
        case .lazyVStack(let alignment, let spacing, let children):
            .lazyVStack(alignment: alignment, spacing: spacing, children: edited(children))
        case .grid(let value, let children): .grid(value, children: edited(children))
        case .gridRow(let alignment, let children): .gridRow(alignment: alignment, children: edited(children))
        case .lazyGrid(let value, let children): .lazyGrid(value, children: edited(children))
        default: nil
        }
    }
}
