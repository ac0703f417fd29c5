/// Everything a program knows about one of its variables.
public struct VariableDefinition: Hashable, Sendable {
    /// A readable, non-empty name, unique in its program, such as
    /// `w[root/0/frame]`.
    public var name: String
    /// The lower bound; `-.infinity` for none.
    public var lowerBound: Double
    /// The upper bound; `.infinity` for none.
    public var upperBound: Double
    /// Continuous, integer or binary.
    public var kind: VariableKind

    /// A definition with the given name, bounds and kind.
    public init(name: String, lowerBound: Double, upperBound: Double, kind: VariableKind) {
        self.name = name
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.kind = kind
    }
}
