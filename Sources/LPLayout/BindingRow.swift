/// A row of a solved layout program whose activity sits at its bound: one
/// of the constraints that hold the solution where it is.
public struct BindingRow: Hashable, Sendable {
    /// The row's name (`stack-offer[root]#3`).
    public var name: String
    /// Its family, read from the name.
    public var family: String
    /// The node path its name carries.
    public var path: String
    /// `<=`, `>=` or `=`.
    public var relation: String
    /// Its terms' value (constant moved to the right).
    public var activity: Double
    /// Its right-hand side (constant moved to the right).
    public var rhs: Double
    /// Its dual (shadow price) in the last stage, when the solver reported duals.
    public var dual: Double?

    /// A row; `LayoutProgram.bindingRows(onPaths:in:tolerance:)` makes these.
    public init(name: String, family: String, path: String, relation: String, activity: Double, rhs: Double, dual: Double? = nil) {
        self.name = name
        self.family = family
        self.path = path
        self.relation = relation
        self.activity = activity
        self.rhs = rhs
        self.dual = dual
    }
}
