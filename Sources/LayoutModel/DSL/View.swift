/// Anything that can stand in a view tree built with the DSL. Every DSL view
/// and every modified view converts to a `ViewNode`, the model's value type.
///
/// ```swift
/// let root = HStack(spacing: 0) {
///     Color().frame(maxWidth: 100)
///     Spacer()
/// }.padding(8)
/// ```
public protocol View: Sendable {
    /// The model value of this view, with its modifiers.
    var node: ViewNode { get }
}

extension ViewNode: View {
    /// The node itself: a `ViewNode` is already a model value.
    public var node: ViewNode { self }
}
