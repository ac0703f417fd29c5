/// The layout an `AnyLayout` container uses: an HStack, VStack or ZStack
/// layout, or one of two layouts chosen by the size classes the container
/// sees (SwiftUI: `let layout = sizeClass == .compact ? AnyLayout(VStackLayout())
/// : AnyLayout(HStackLayout())`). The choice is made when the tree is built,
/// from the environment (docs/greedy-semantics.md, "AnyLayout").
public indirect enum LayoutChoice: Sendable, Hashable {
    /// `HStackLayout(alignment:spacing:)`.
    case hStack(alignment: VerticalAlignment, spacing: Double?)
    /// `VStackLayout(alignment:spacing:)`.
    case vStack(alignment: HorizontalAlignment, spacing: Double?)
    /// `ZStackLayout(alignment:)`.
    case zStack(alignment: Alignment)
    /// `then` where `condition` holds, else `otherwise`.
    case conditional(SizeClassCondition, then: LayoutChoice, otherwise: LayoutChoice)

    /// The container `children` make under the layout this choice takes for a
    /// view that sees the size classes `horizontal` and `vertical`.
    public func content(children: [ViewNode], horizontal: SizeClass, vertical: SizeClass) -> ViewContent {
        switch self {
        case .hStack(let alignment, let spacing): .hStack(alignment: alignment, spacing: spacing, children: children)
        case .vStack(let alignment, let spacing): .vStack(alignment: alignment, spacing: spacing, children: children)
        case .zStack(let alignment): .zStack(alignment: alignment, children: children)
        case .conditional(let condition, let then, let otherwise):
            (condition.holds(horizontal: horizontal, vertical: vertical) ? then : otherwise)
                .content(children: children, horizontal: horizontal, vertical: vertical)
        }
    }
}
