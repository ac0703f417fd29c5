// Arithmetic that builds linear expressions: `+`, `-` between variables,
// expressions and numbers, and multiplication by a number. Each operator has
// concrete overloads (no generic operators) to keep type checking of ordinary
// `Double` arithmetic in importing modules fast.

extension LinearExpression {
    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + rhs.linearExpression
    }

    /// A variable plus an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        lhs.linearExpression + rhs
    }

    /// The expression plus a number.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// A number plus an expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }

    /// The negated expression.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand.scaled(by: -1)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + -rhs
    }

    /// The expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - rhs.linearExpression
    }

    /// A variable minus an expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        lhs.linearExpression - rhs
    }

    /// The expression minus a number.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// A number minus an expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        lhs + -rhs
    }

    /// The expression multiplied by a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: rhs)
    }

    /// A number multiplied by the expression.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: lhs)
    }

    /// Adds `rhs` to the expression.
    public static func += (lhs: inout LinearExpression, rhs: LinearExpression) {
        lhs = lhs + rhs
    }

    /// Adds a variable to the expression.
    public static func += (lhs: inout LinearExpression, rhs: Variable) {
        lhs = lhs + rhs
    }

    /// Adds a number to the expression's constant.
    public static func += (lhs: inout LinearExpression, rhs: Double) {
        lhs.constant += rhs
    }

    /// Subtracts `rhs` from the expression.
    public static func -= (lhs: inout LinearExpression, rhs: LinearExpression) {
        lhs = lhs - rhs
    }

    /// Subtracts a variable from the expression.
    public static func -= (lhs: inout LinearExpression, rhs: Variable) {
        lhs = lhs - rhs
    }

    /// Subtracts a number from the expression's constant.
    public static func -= (lhs: inout LinearExpression, rhs: Double) {
        lhs.constant -= rhs
    }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        lhs.linearExpression + rhs.linearExpression
    }

    /// The variable plus a number.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        lhs.linearExpression + rhs
    }

    /// A number plus the variable.
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
        rhs.linearExpression + lhs
    }

    /// `-1 * variable`.
    public static prefix func - (operand: Variable) -> LinearExpression {
        -operand.linearExpression
    }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        lhs.linearExpression - rhs.linearExpression
    }

    /// The variable minus a number.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        lhs.linearExpression - rhs
    }

    /// A number minus the variable.
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
        lhs - rhs.linearExpression
    }

    /// The variable multiplied by a number.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [Term(lhs, coefficient: rhs)])
    }

    /// A number multiplied by the variable.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: [Term(rhs, coefficient: lhs)])
    }
}
