import LayoutModel

/// One binary variable of a solved layout program, read as the decision it
/// encodes (`ProgramBuilder`'s non-linear operations): which operand a
/// minimum or maximum took, or the answer to a comparison.
public struct BinaryDecision: Hashable, Sendable {
    /// What the binary decides.
    public enum Operation: String, Hashable, Sendable {
        /// `min(a, b)`: 1 took `a`, 0 took `b`.
        case minimum
        /// `max(a, b)`: 1 took `a`, 0 took `b`.
        case maximum
        /// `a ≤ b`: 1 yes, 0 no.
        case lessOrEqual = "less-or-equal"
        /// The negation or conjunction of other decisions, or a Text step threshold.
        case logic
    }

    /// The variable's name (`pick[root/1/frame]#2`).
    public var variable: String
    /// The node path its name carries.
    public var path: String
    /// The families of the rows it appears in.
    public var families: [String]
    /// What the binary decides.
    public var operation: Operation
    /// Its value in the solution, rounded (0 or 1).
    public var value: Int
    /// The operands: `a` and `b` of a minimum or maximum; for a comparison,
    /// `a − b` in `a` and nil in `b`.
    public var a: Double?
    /// The second operand of a minimum or maximum.
    public var b: Double?
    /// The result of a minimum or maximum.
    public var result: Double?
    /// Whether `b` is a number of the tree (a bound), not a variable's value:
    /// `max(v, minimum)` and `min(v, maximum)` are then clamps.
    public var bIsConstant = false

    /// A decision; `LayoutProgram.decisions(onPaths:in:)` makes these.
    public init(
        variable: String, path: String, families: [String], operation: Operation, value: Int, a: Double? = nil, b: Double? = nil,
        result: Double? = nil
    ) {
        self.variable = variable
        self.path = path
        self.families = families
        self.operation = operation
        self.value = value
        self.a = a
        self.b = b
        self.result = result
    }

    /// "lower clamp: max(80, 95) = 95: the second operand, because 95 > 80".
    public var reading: String {
        func number(_ value: Double?) -> String { value.map(formatLength) ?? "?" }
        switch operation {
        case .minimum, .maximum:
            let name = operation == .minimum ? "min" : "max"
            let which = value == 1 ? "the first operand" : "the second operand"
            let relation: String
            if let a, let b {
                if abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b)) {
                    relation = "a tie (\(number(a)) = \(number(b)))"
                } else {
                    let (taken, other) = value == 1 ? (a, b) : (b, a)
                    let sign = taken < other ? "<" : ">"
                    relation = "\(number(taken)) \(sign) \(number(other))"
                }
            } else {
                relation = "?"
            }
            return clampName + "\(name)(\(number(a)), \(number(b))) = \(number(result)): \(which), because \(relation)"
        case .lessOrEqual:
            let answer = value == 1 ? "yes" : "no"
            return "a ≤ b: \(answer), because a − b = \(number(a))"
        case .logic:
            return "\(value == 1 ? "yes" : "no")"
        }
    }

    /// "lower clamp: " or "no upper clamp: " for a flexible frame's minimum
    /// or maximum against one of its bounds (`FlexFrameEncoding`); empty
    /// otherwise.
    private var clampName: String {
        guard bIsConstant, families.contains("flex-frame") else { return "" }
        switch operation {
        case .maximum: return value == 1 ? "no lower clamp: " : "lower clamp: "
        case .minimum: return value == 1 ? "no upper clamp: " : "upper clamp: "
        default: return ""
        }
    }
}
