import LinearProgram

/// A length in the LP encodings: either a number fixed by the tree alone
/// (possibly infinite) or a finite linear expression over the program's
/// variables, with an interval `lower...upper` that holds for every root
/// proposal up to the options' limit. A ``StackSharing`` reading of your
/// own writes its proposals, rows and objectives with it (``SharedStack``). The interval is what big-M constants
/// are made of, and what lets a rule be decided while building when one
/// branch holds for every proposal (docs/lp-encoding.md, "Static decisions").
public struct Quantity: Hashable, Sendable {
    /// For a constant, no terms and the value as constant (unless infinite).
    private(set) var expression: LinearExpression
    /// ±infinity when the quantity is an infinite constant.
    private(set) var infinity: Double?
    /// The least value the length takes for any root proposal.
    public private(set) var lower: Double
    /// The largest value the length takes for any root proposal.
    public private(set) var upper: Double

    /// A number the tree fixes (infinite allowed).
    public static func constant(_ value: Double) -> Quantity {
        if value.isInfinite {
            return Quantity(expression: .zero, infinity: value, lower: value, upper: value)
        }
        return Quantity(expression: LinearExpression(constant: value), infinity: nil, lower: value, upper: value)
    }

    /// A variable with its interval.
    static func variable(_ variable: Variable, lower: Double, upper: Double) -> Quantity {
        Quantity(
            expression: LinearExpression(terms: [Term(variable, coefficient: 1)], constant: 0), infinity: nil, lower: lower, upper: upper)
    }

    /// The length 0.
    public static let zero = Quantity.constant(0)

    /// A finite linear expression known to lie in `lower...upper` for every
    /// root proposal (a constant when it has no terms).
    static func linear(_ expression: LinearExpression, lower: Double, upper: Double) -> Quantity {
        let simple = expression.simplified()
        if simple.terms.isEmpty { return .constant(simple.constant) }
        return Quantity(expression: simple, infinity: nil, lower: lower, upper: upper)
    }

    /// 1 when `condition` holds, else 0.
    static func indicator(_ condition: Condition) -> Quantity {
        switch condition {
        case .constant(let value): .constant(value ? 1 : 0)
        case .binary(let variable): .variable(variable, lower: 0, upper: 1)
        }
    }

    /// The value when the tree fixes it (NaN included), else nil.
    public var constantValue: Double? {
        if let infinity { return infinity }
        return expression.terms.isEmpty ? expression.constant : nil
    }

    /// Whether the tree alone fixes the length.
    public var isConstant: Bool { constantValue != nil }
    /// Whether the length is an infinite constant.
    public var isInfinite: Bool { infinity != nil }

    /// The finite expression (an infinite constant has none).
    public var linear: LinearExpression { expression }

    // MARK: Arithmetic that never needs a new variable

    /// `a + b` with IEEE rules on constants (∞ + −∞ is NaN, as in Double).
    public static func + (a: Quantity, b: Quantity) -> Quantity {
        if let x = a.constantValue, let y = b.constantValue { return .constant(x + y) }
        if let x = a.infinity { return .constant(x) }
        if let y = b.infinity { return .constant(y) }
        let sum = (a.expression + b.expression).simplified()
        if sum.terms.isEmpty { return .constant(sum.constant) }
        return Quantity(expression: sum, infinity: nil, lower: a.lower + b.lower, upper: a.upper + b.upper)
    }

    /// The negated length.
    public static prefix func - (a: Quantity) -> Quantity {
        if let x = a.constantValue { return .constant(-x) }
        return Quantity(expression: -1 * a.expression, infinity: nil, lower: -a.upper, upper: -a.lower)
    }

    /// `a − b` with IEEE rules (∞ − ∞ is NaN).
    public static func - (a: Quantity, b: Quantity) -> Quantity { a + (-b) }

    /// `a · k` for a constant `k`, with IEEE rules on constants (0 · ∞ is NaN).
    public static func * (a: Quantity, k: Double) -> Quantity {
        if let x = a.constantValue { return .constant(x * k) }
        if k == 0 { return .zero }
        if k.isInfinite { return .constant(k * (a.lower > 0 ? 1 : a.upper < 0 ? -1 : .nan)) }
        let ends = [a.lower * k, a.upper * k]
        return Quantity(expression: k * a.expression, infinity: nil, lower: ends.min()!, upper: ends.max()!)
    }

    /// `a / k` for a constant `k`.
    public static func / (a: Quantity, k: Double) -> Quantity {
        if let x = a.constantValue { return .constant(x / k) }
        return a * (1 / k)
    }

    /// LengthArithmetic.difference: `a − b`, with ∞ − ∞ taken as 0.
    static func difference(_ a: Quantity, _ b: Quantity) -> Quantity {
        if let x = a.infinity, let y = b.infinity, x == y { return .zero }
        return a - b
    }

    /// LengthArithmetic.scaled: `a · k`, with 0 · ∞ taken as 0.
    static func scaled(_ a: Quantity, by k: Double) -> Quantity {
        if k == 0 { return .zero }
        return a * k
    }
}
