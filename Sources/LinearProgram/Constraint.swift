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
    ///
    /// An inequality's right-hand side is rounded outward: where
    /// `rhs - constant` is not a double, the neighbour on the side that
    /// loosens the row is taken (at most one unit in the last place), so
    /// rounding never cuts off a point the exact row admits. A big-M row
    /// depends on it: `z ≥ a − M(1 − δ)` stores `a − M` as its right-hand
    /// side, and rounded to nearest that can land above `a − M` by half an
    /// ulp of M, leaving `z ≥ a + ε` at δ = 1 beside the row `z ≤ a`: a
    /// program infeasible in exact arithmetic that only the simplex's
    /// tolerance made feasible (docs/divergences.md, class 11). An
    /// equality keeps the nearest double.
    public var standardForm: (terms: [Term], relation: Relation, rhs: Double) {
        let simple = expression.simplified()
        return (simple.terms, relation, Self.outward(rhs, minus: simple.constant, relation))
    }

    /// `a - b` rounded toward the side that loosens a row of `relation`
    /// (down for `≥`, up for `≤`; to nearest for `=`), exactly: the
    /// rounding error of the subtraction is recovered by Knuth's TwoSum.
    static func outward(_ a: Double, minus b: Double, _ relation: Relation) -> Double {
        let sum = a - b
        guard relation != .equal, sum.isFinite else { return sum }
        // TwoSum: sum + error == a + (-b) exactly.
        let c = -b
        let aPart = sum - c
        let cPart = sum - aPart
        let error = (a - aPart) + (c - cPart)
        switch relation {
        case .greaterThanOrEqual: return error < 0 ? sum.nextDown : sum
        case .lessThanOrEqual: return error > 0 ? sum.nextUp : sum
        case .equal: return sum
        }
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
