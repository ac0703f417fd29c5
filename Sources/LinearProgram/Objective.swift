/// One objective: an expression to minimise or maximise.
///
/// A program holds a lexicographic sequence of objectives (see
/// ``Program/objectives``). Weigh several goals inside one objective with a
/// ``Strength``: `.minimize(Strength.strong * overflow + Strength.weak * slack)`.
public struct Objective: Hashable, Sendable, CustomStringConvertible {
    /// Minimise or maximise.
    public var direction: OptimizationDirection
    /// The expression to optimise; its constant shifts the reported value.
    public var expression: LinearExpression
    /// An optional name, used as the objective's label in CPLEX LP text.
    public var name: String?

    /// An objective optimising `expression` in `direction`.
    public init(_ direction: OptimizationDirection, _ expression: some LinearExpressionConvertible, name: String? = nil) {
        self.direction = direction
        self.expression = expression.linearExpression
        self.name = name
    }

    /// Minimise `expression`.
    public static func minimize(_ expression: some LinearExpressionConvertible, name: String? = nil) -> Objective {
        Objective(.minimize, expression, name: name)
    }

    /// Maximise `expression`.
    public static func maximize(_ expression: some LinearExpressionConvertible, name: String? = nil) -> Objective {
        Objective(.maximize, expression, name: name)
    }

    /// `minimize expression` or `maximize expression`, for debugging.
    public var description: String {
        "\(direction.rawValue) \(expression)"
    }
}
