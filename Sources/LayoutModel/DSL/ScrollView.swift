/// A scroll view: its content is proposed nothing along the scroll axes
/// (docs/greedy-semantics.md "ScrollView and contentMargins").
public struct ScrollView: View {
    /// The axes it scrolls along (vertical by default, as SwiftUI's).
    public var axes: Set<Axis>
    /// The scrolled content.
    public var content: ViewNode
    /// A scroll view around the views `content` builds; several views form an
    /// implicit VStack (**Choice**, L: what SwiftUI's ScrollView does with a
    /// view list is not in the seeds).
    public init(_ axes: Set<Axis> = [.vertical], @ViewBuilder content: () -> [ViewNode]) {
        self.axes = axes
        let views = content()
        self.content = views.count == 1 ? views[0] : ViewNode(.vStack(alignment: .center, spacing: nil, children: views))
    }
    /// A `.scrollView` node around the content.
    public var node: ViewNode { ViewNode(.scrollView(axes: axes, content: content)) }
}
