/// One modifier in a view's chain, with an optional `id` naming the modified
/// view it produces.
public struct Modifier: Sendable, Hashable {
    /// The id of the modified view this modifier produces, if it has one.
    public var id: String?
    /// What the modifier does, with its parameters.
    public var kind: ModifierKind

    /// A modifier of `kind`, with an optional `id`.
    public init(_ kind: ModifierKind, id: String? = nil) {
        self.kind = kind
        self.id = id
    }
}
