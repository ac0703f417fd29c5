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
