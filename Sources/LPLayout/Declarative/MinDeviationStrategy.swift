import LayoutModel
import LinearProgram

/// `min-deviation`: each stack fills its offer where it can, and shares it so
/// that the squared deviations of its children from their ideal sizes add
/// up to the least (docs/strategies.md, "min-deviation").
///
/// GLPK solves linear programs only, so the square is a convex piecewise-
/// linear function of the deviation's magnitude with `segments` pieces
/// (no binaries: convexity makes the solver fill the pieces in order). The
/// breakpoints grow geometrically from 0 to the largest deviation the
/// child's interval allows, so small deviations are resolved finely. The
/// largest deviation of each stack is the tie-break (and the L∞ `minimax`
/// mode's objective, with the piecewise square as its tie-break).
public struct MinDeviationStrategy: LayoutStrategy {
    /// Which deviations the program minimises first; the raw value is the `mode` parameter's.
    public enum Mode: String, CaseIterable, Sendable {
        /// Σ deviation², piecewise linear; the largest deviation breaks ties.
        case quadratic
        /// The largest deviation per stack (L∞, lexicographic minimax), then Σ deviation².
        case minimax
    }

    /// Σ deviation² (the default) or the largest deviation first.
    public var mode: Mode
    /// Pieces of the piecewise-linear square (1...64).
    public var segments: Int

    /// `min-deviation` in `mode` with `segments` pieces per square (1...64; others are refused when compiling).
    public init(mode: Mode = .quadratic, segments: Int = 24) {
        self.mode = mode
        self.segments = segments
    }

    /// `min-deviation`.
    public var name: String { "min-deviation" }
    /// False: differences from the greedy engine are findings, not failures.
    public var claimsGreedyRules: Bool { false }
    /// `mode` and `segments`.
    public var parameters: [String: String] { ["mode": mode.rawValue, "segments": String(segments)] }

    /// `mode=quadratic|minimax`, `segments=K` (1...64).
    public func setting(_ parameter: String, to value: String) -> MinDeviationStrategy? {
        var copy = self
        switch parameter {
        case "mode":
            guard let mode = Mode(rawValue: value) else { return nil }
            copy.mode = mode
        case "segments":
            guard let count = Int(value), (1...64).contains(count) else { return nil }
            copy.segments = count
        default: return nil
        }
        return copy
    }

    /// The program of `tree` for proposals of `shape`: the greedy walk with `min-deviation`'s stack rule.
    ///
    /// - Throws: `LPLayoutError.unsupported` when `segments` is outside 1...64.
    public func compile(_ tree: LayoutTree, shape: ProposalShape, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        guard (1...64).contains(segments) else {
            throw .unsupported(UnsupportedLayoutError(
                engine: "lp/\(name)", path: "root", element: "\(segments) segments", note: "the piecewise square takes 1 to 64 segments"))
        }
        return try WalkEncoding(tree: tree, shape: shape, options: options, strategyName: name,
                                stackRule: DeclarativeStackRule(.minDeviation(self))).build()
    }

    /// The breakpoints 0 = b₀ < b₁ < … < b_K = span: b_j = span · (2^j − 1) / (2^K − 1).
    func breakpoints(span: Double) -> [Double] {
        let whole = integerPower(2, segments) - 1
        return (0...segments).map { span * (integerPower(2, $0) - 1) / whole }
    }

    /// The piecewise-linear square of the deviation's two sides, as a cost
    /// expression: per side a piece `seg_j ∈ [0, b_j − b_{j−1}]` (cut at the
    /// side's own span) per segment, the pieces summing to the side, each
    /// costing the secant slope `b_{j−1} + b_j` of x² on its segment.
    func squareApproximation(
        of deviation: DeclarativeStackRule.Deviation, breakpoints points: [Double], in session: ExactSession, child: Int
    ) throws(LPLayoutError) -> LinearExpression {
        let builder = session.builder
        guard deviation.span > 0 else { return .zero }
        var cost = LinearExpression.zero
        try session.within(child) { () throws(LPLayoutError) in
            for side in [deviation.grow, deviation.shrink] {
                var pieces = LinearExpression.zero
                for j in 1..<points.count where points[j - 1] < deviation.span {
                    let width = Swift.min(points[j], deviation.span) - points[j - 1]
                    let piece = builder.variable("segment", lower: 0, upper: width)
                    pieces += piece.linear
                    cost += (points[j - 1] + points[j]) * piece.linear
                }
                builder.constrain(pieces - side.linear, .equal, 0, family: .stackCost)
            }
        }
        return cost
    }
}

extension MinDeviationStrategy {
    /// The breakpoints of the piecewise square over `0...span`.
    public func breakpoints(over span: Double) -> [Double] { breakpoints(span: span) }
}
