import LayoutModel
import LinearProgram
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `weighted`: the Cassowary (kiwi) reading in one linear objective
/// (docs/strategies.md, "weighted"). Structure and each view's minimum and
/// maximum are required (its own rules); each stack child has a soft row
/// "take the whole offer" whose error is weighted by `strength` ×
/// 1000^k. With `scope: .container` k is the child's priority tier among
/// its siblings counted from the lowest (0, 1, 2, ...); with `.global` k is
/// the layoutPriority itself and every stack child also has a soft row
/// across the stack, so many weak views can outweigh one strong view
/// (priority inversion), as in Auto Layout.
///
/// Equal weights leave the optimum degenerate: any split of the offer is
/// optimal, and the solver's vertex decides. Overflow is minimised before the
/// weighted objective (Cassowary's required rows cannot be violated; here
/// overflow is the escape hatch when minima do not fit).
public struct WeightedStrategy: LayoutStrategy {
    /// Siblings only (the default) or the whole tree.
    public var scope: StrategyScope
    /// The weight of a soft row at priority tier 0.
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

    /// The program of `tree` for proposals of `shape`: the greedy walk with `weighted`'s stack rule.
    public func compile(_ tree: LayoutTree, shape: ProposalShape, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        try WalkEncoding(tree: tree, shape: shape, options: options, strategyName: name,
                         stackRule: DeclarativeStackRule(.weighted(self))).build()
    }

    /// The largest weight a soft row may have: beyond it the objective's
    /// coefficients span more than GLPK's double precision can separate.
    public static let largestWeight = 1e12

    /// The weight of a child's soft row.
    ///
    /// - Throws: ``LPLayoutError/unsupported(_:)`` when a global weight
    ///   (strength × 1000^priority) exceeds ``largestWeight``.
    func weight(priority: Double, rankFromLowest: Int, path: String) throws(LPLayoutError) -> Double {
        switch scope {
        case .container:
            let weight = strength.weight * integerPower(1000, rankFromLowest)
            guard weight <= Self.largestWeight else { throw tooHeavy(path, weight: weight) }
            return weight
        case .global:
            if priority == -.infinity { return 0 }
            let weight = strength.weight * pow1000(priority)
            guard weight.isFinite, weight <= Self.largestWeight else { throw tooHeavy(path, weight: weight) }
            return weight
        }
    }

    /// 1000^p = 10^(3p), also for fractional and negative p.
    private func pow1000(_ exponent: Double) -> Double {
        pow(10, 3 * exponent)
    }

    private func tooHeavy(_ path: String, weight: Double) -> LPLayoutError {
        .unsupported(UnsupportedLayoutError(
            engine: "lp/\(name)", path: path, element: "a layoutPriority whose weight is \(weight)",
            note: "weights above \(Self.largestWeight) cannot be told apart from required rows in double precision; use scope container"))
    }
}
