/// How the two sides of a ``Constraint`` compare.
public enum Relation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs == rhs`
    case equal
    /// `lhs >= rhs`
    case greaterThanOrEqual

    /// The relation as written in the CPLEX LP format: `<=`, `=` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The interval `[lower, upper]` that `lhs` must lie in when the
    /// right-hand side is `rhs`; an open side is infinite.
    public func interval(rhs: Double) -> (lower: Double, upper: Double) {
        switch self {
        case .lessThanOrEqual: (-.infinity, rhs)
        case .equal: (rhs, rhs)
        case .greaterThanOrEqual: (rhs, .infinity)
        }
    }

    /// Same as ``symbol``.
    public var description: String {
        symbol
    }
}
