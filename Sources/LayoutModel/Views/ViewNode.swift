/// One view of a model: what it is (`content`), an optional `id` naming it,
/// and the modifiers chained onto it. `modifiers[0]` wraps the view itself,
/// `modifiers[1]` wraps that, and so on, exactly like chained SwiftUI modifiers.
///
/// Depth: a view nested in a view is a value inside a value, and Swift
/// compares, hashes and destroys it recursively. On Linux's 8 MB main stack
/// a chain of about 20,000 nested views is handled (measured: 20,000 passes,
/// 40,000 overflows, in debug and release builds); `LayoutTree` accepts
/// 100,000 levels. Keep deeper values inside `DeepWork.run(depth:)` from
/// creation to last use. Long modifier chains are arrays, not nesting, and
/// cost nothing of the kind.
public struct ViewNode: Sendable, Hashable {
    /// The model id naming the view itself (the node inside all its modifiers; each modifier names its own with `Modifier.id`); nil for none.
    public var id: String?
    /// What the view is: a leaf, a stack and its children, or a NookPanel.
    public var content: ViewContent
    /// The modifiers chained onto the view, innermost first.
    public var modifiers: [Modifier]
    /// Where the view comes from, for a reader (`layoutlp import` writes
    /// `file:line:column` of its Swift source); layout never reads it.
    public var source: String?

    /// A view of `content` with an optional `id` and its modifiers, innermost first.
    public init(_ content: ViewContent, id: String? = nil, modifiers: [Modifier] = []) {
        self.content = content
        self.id = id
        self.modifiers = modifiers
    }

    /// The view's type name in the model format (`HStack`, `Color`, ...).
    public var typeName: String { content.typeName }

    /// True when the view is an `Empty` at its base: with its modifiers it
    /// contributes nothing to a container (SwiftUI: an `EmptyView` yields no
    /// view-list elements, and modifiers on it yield none either).
    public var isEmptyView: Bool {
        if case .empty = content { return true }
        return false
    }
}
