extension String {
    /// Whether `other` is the same sequence of Unicode scalars: JSON's
    /// equality of strings. Swift's `==` also equates canonically equivalent
    /// strings ("é" as U+00E9 and as "e" + U+0301), which a model file keeps
    /// apart (``ModelID``'s equality, and the model reader's for keys and names).
    public func hasSameScalars(as other: String) -> Bool {
        unicodeScalars.elementsEqual(other.unicodeScalars)
    }

    /// The scalars, as a dictionary key that keeps canonically equivalent
    /// strings apart.
    public var scalarKey: [Unicode.Scalar] { Array(unicodeScalars) }
}
