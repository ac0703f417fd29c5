/// One modifier in a view's chain, with an optional `id` naming the modified
/// view it produces.
public struct Modifier: Sendable, Hashable {
    public var id: String?
    public var kind: ModifierKind

    public init(_ kind: ModifierKind, id: String? = nil) {
        self.kind = kind
        self.id = id
    }
}
