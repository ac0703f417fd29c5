/// One view of a model: what it is (`content`), an optional `id` naming it,
/// and the modifiers chained onto it. `modifiers[0]` wraps the view itself,
/// `modifiers[1]` wraps that, and so on, exactly like chained SwiftUI modifiers.
public struct ViewNode: Sendable, Hashable {
    public var id: String?
    public var content: ViewContent
    public var modifiers: [Modifier]

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
