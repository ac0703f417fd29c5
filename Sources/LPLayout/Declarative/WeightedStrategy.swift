import LayoutModel
import LinearProgram

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `weighted`: the Cassowary (kiwi) reading (docs/strategies.md,
/// "weighted"). Structure and each view's minimum and maximum are required
/// (its own rules); each stack child has a soft row "take the whole offer".
///
/// - `scope: .container` (default): the rows' strengths are the child's
///   priority tier among its siblings, compared lexicographically (the
///   original Cassowary's symbolic strengths): in each stack a lower tier
///   leaves its minimum only when every higher tier is at its maximum, so
///   every tier's total is a function of the stack's offer.
/// - `scope: .global`: one weighted objective over the whole tree, weight
///   1000^priority (the lightest row weighing 1), every stack child also
///   wanting the stack's cross length, after unused space is least: many
///   weak views can outweigh one strong view (priority inversion), as in
///   Auto Layout. Weights spanning more than ``largestWeightRatio`` are
///   refused by name.
///
/// What the strengths leave open (the split within a tier, or among equal
/// weights) is decided by the tie-break every declarative strategy shares:
/// the least Σ (answer − ideal)². Overflow is minimised first (Cassowary's
/// required rows cannot be violated; here overflow is the escape hatch when
/// minima do not fit).
public struct WeightedStrategy: DeclarativeStrategy {
    /// Siblings only (the default) or the whole tree.
    public var scope: StrategyScope
    /// The weight of a soft row at priority tier 0. Every row's weight is a
    /// multiple of it, so it does not change the answer; kept for reports.
    public var strength: Strength

    /// `weighted` with `scope` (siblings by default) and `strength` at tier 0 (weak by default).
    public init(scope: StrategyScope = .container, strength: Strength = .weak) {
        self.scope = scope
        self.strength = strength
    }

    /// `weighted`.
    public var name: String { "weighted" }
    /// False: differences from the greedy engine are findings, not failures.
    public var claimsGreedyRules: Bool { false }
    /// `scope` and `strength` (the weight as a number).
    public var parameters: [String: String] { ["scope": scope.rawValue, "strength": String(describing: strength.weight)] }

    /// `scope`: ``StrategyScope``'s names; `strength`: a weight `Strength` takes.
    public var acceptedValues: [String: String] {
        ["scope": ParameterValues.cases(of: StrategyScope.self), "strength": ParameterValues.positiveNumber]
    }

    /// `scope=container|global`, `strength=W` (positive, finite).
    public func setting(_ parameter: String, to value: String) -> WeightedStrategy? {
        var copy = self
        switch parameter {
        case "scope":
            guard let scope = StrategyScope(rawValue: value) else { return nil }
            copy.scope = scope
        case "strength":
            guard let weight = Double(value), let strength = Strength(weight: weight) else { return nil }
            copy.strength = strength
        default: return nil
        }
        return copy
    }

    /// The program of `tree` for proposals of `shape` (or `proposal` alone): the greedy walk with `weighted`'s stack rule.
    ///
    /// A program that shares a single finite offer is built a second time
    /// with its tier totals as objectives (`DeclarativeStackRule/tiersAsObjectives`):
    /// the same answers, and a linear program where the rows' binaries made
    /// a mixed-integer one (a 100-child stack: 26 s → under 1 s).
    public func compile(
        _ tree: LayoutTree, shape: ProposalShape, proposal: ProposedViewSize?,
        options: LPLayoutOptions
    ) throws(LPLayoutError) -> LayoutProgram {
        let rule = DeclarativeStackRule(.weighted(self))
        let program = try WalkEncoding(
            tree: tree, shape: shape, options: options, strategyName: name, stackRule: rule,
            proposal: proposal
        ).build()
        guard scope == .container, rule.sharedOffers == 1 else { return program }
        return try WalkEncoding(
            tree: tree, shape: shape, options: options, strategyName: name,
            stackRule: DeclarativeStackRule(.weighted(self), tiersAsObjectives: true), proposal: proposal
        ).build()
    }

    /// The largest ratio between two weights of `scope=global`'s soft rows:
    /// GLPK treats a reduced cost below 1e-7 + 1e-9·|cost| as zero, so a
    /// weight more than about 1e7 times lighter than the heaviest one can
    /// vanish; 1e6 keeps a margin of ten (docs/strategies.md, "weighted").
    public static let largestWeightRatio = 1e6

    /// `scope=global`'s weights, 1000^priority divided by the lightest one
    /// (so the lightest is 1, whatever the priorities), each with its row's error.
    ///
    /// - Throws: ``LPLayoutError/unsupported(_:)`` naming the heaviest row's
    ///   path when the weights span more than ``largestWeightRatio``.
    func normalisedWeights(
        _ rows: [(priority: Double, error: LinearExpression, path: String)]
    ) throws(LPLayoutError) -> [(Double, LinearExpression)] {
        guard let lightest = rows.map(\.priority).min(), let heaviest = rows.max(by: { $0.priority < $1.priority }) else { return [] }
        let ratio = pow1000(heaviest.priority - lightest)
        guard ratio.isFinite, ratio <= Self.largestWeightRatio else {
            throw .unsupported(
                UnsupportedLayoutError(
                    engine: "lp/\(name)", path: heaviest.path,
                    element: "a layoutPriority of \(heaviest.priority) beside one of \(lightest)",
                    note: "with scope global the weights 1000^priority span \(ratio), more than \(Self.largestWeightRatio), "
                        + "which the solver cannot keep apart in double precision; use scope container, whose priorities are lexicographic")
            )
        }
        return rows.map { (pow1000($0.priority - lightest), $0.error) }
    }

    /// 1000^p = 10^(3p), also for fractional and negative p.
    private func pow1000(_ exponent: Double) -> Double {
        pow(10, 3 * exponent)
    }
}
