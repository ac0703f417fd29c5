/// A custom layout with its subviews in the DSL: `EqualWidthHStack { ... }`
/// builds one through `Layout.callAsFunction`, as in SwiftUI.
public struct CustomLayoutView: View {
    /// The layout.
    public var layout: CustomLayoutValue
    /// The subviews, in declaration order.
    public var children: [ViewNode]

    /// `layout` holding the views `content` builds.
    public init(_ layout: some Layout, @ViewBuilder content: () -> [ViewNode]) {
        self.layout = CustomLayoutValue(layout)
        self.children = content()
    }

    /// A `.layout` node holding the subviews.
    public var node: ViewNode { ViewNode(.layout(layout, children: children)) }
}

extension Layout {
    /// This layout holding the views `content` builds (SwiftUI's
    /// `callAsFunction`): `EqualWidthHStack { Text("A"); Text("Longer") }`.
    public func callAsFunction(@ViewBuilder _ content: () -> [ViewNode]) -> CustomLayoutView {
        CustomLayoutView(self, content: content)
    }
}
