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
