/// A variable multiplied by a coefficient: one summand of a ``LinearExpression``.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `coefficient*v<index>`.
    public var description: String {
        "\(coefficient)*\(variable)"
    }
}

/// Something that can stand where a linear expression is expected: a
/// ``Variable``, a ``Term`` or a ``LinearExpression``.
public protocol LinearExpressionConvertible: Sendable {
    /// The value as a linear expression.
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    /// `1 * self`.
    public var linearExpression: LinearExpression {
        LinearExpression(terms: [Term(self)])
    }
}

extension Term: LinearExpressionConvertible {
    /// An expression with this term only.
    public var linearExpression: LinearExpression {
        LinearExpression(terms: [self])
    }
}
