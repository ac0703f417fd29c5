/// A linear constraint `expression relation rhs`, such as `x + 3y <= 6`: one
/// row of a program.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left-hand side; its constant is moved to the right-hand side in
    /// ``standardForm``.
    public var expression: LinearExpression
    /// How the left-hand side compares with ``rhs``.
    public var relation: Relation
    /// The right-hand side.
    public var rhs: Double
    /// An optional name, unique in the program when given (such as
    /// `stack-fit[root/0]`); unnamed rows are numbered by writers.
    public var name: String?

    /// `lhs relation rhs`.
    public init(_ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: Double, name: String? = nil) {
        self.expression = lhs.linearExpression
        self.relation = relation
        self.rhs = rhs
        self.name = name
    }

    /// `lhs relation rhs` with expressions on both sides, stored as
    /// `lhs - rhs relation 0`.
    public init(
        _ lhs: some LinearExpressionConvertible,
        _ relation: Relation,
        _ rhs: some LinearExpressionConvertible,
        name: String? = nil
    ) {
        self.init(lhs.linearExpression - rhs.linearExpression, relation, 0, name: name)
    }

    /// The constraint with merged terms and the constant moved right:
    /// `Σ terms relation rhs - constant`.
    public var standardForm: (terms: [Term], relation: Relation, rhs: Double) {
        let simple = expression.simplified()
        return (simple.terms, relation, rhs - simple.constant)
    }

    /// Whether the constraint holds for the given values, within `tolerance`.
    public func isSatisfied(by value: (Variable) -> Double, tolerance: Double = 1e-9) -> Bool {
        let lhs = expression.evaluate(value)
        switch relation {
        case .lessThanOrEqual: return lhs <= rhs + tolerance
        case .equal: return abs(lhs - rhs) <= tolerance
        case .greaterThanOrEqual: return lhs >= rhs - tolerance
        }
    }

    /// `name: expression relation rhs`, for debugging.
    public var description: String {
        let prefix = name.map { "\($0): " } ?? ""
        return "\(prefix)\(expression) \(relation.symbol) \(rhs)"
    }
}
