/// How much one goal weighs against another inside a single objective, as in
/// kiwi (Cassowary): strong goals dominate medium ones, which dominate weak
/// ones, as long as the goals' magnitudes stay below the ratio of the
/// weights (1000).
///
/// Weights only blend goals into one objective. When a goal must win
/// outright, put it in an earlier objective of the lexicographic sequence
/// (``Program/objectives``) instead.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The factor applied to an expression; positive and finite.
    public let weight: Double

    /// A strength with the given weight, or nil unless it is positive and finite.
    public init?(weight: Double) {
        guard weight.isFinite, weight > 0 else { return nil }
        self.weight = weight
    }

    private init(checked weight: Double) {
        self.weight = weight
    }

    /// Weight 1 000 000.
    public static let strong = Strength(checked: 1_000_000)
    /// Weight 1 000.
    public static let medium = Strength(checked: 1_000)
    /// Weight 1.
    public static let weak = Strength(checked: 1)

    /// Whether `lhs` weighs less than `rhs`.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.weight < rhs.weight
    }

    /// The expression multiplied by the strength's weight.
    public static func * (lhs: Strength, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: lhs.weight)
    }

    /// The variable multiplied by the strength's weight.
    public static func * (lhs: Strength, rhs: Variable) -> LinearExpression {
        rhs.linearExpression.scaled(by: lhs.weight)
    }

    /// `strong`, `medium`, `weak` or the weight.
    public var description: String {
        switch self {
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "strength(\(weight))"
        }
    }
}
