import LayoutModel
import LinearProgram

/// `min-deviation`: each stack fills its offer where it can, and the tree's
/// sharing stacks together minimise the sum of the squared deviations of
/// their children's answers from their ideal sizes (docs/strategies.md,
/// "min-deviation"): one strictly convex objective, so one answer.
///
/// GLPK solves linear programs only; the engine writes the squares as
/// convex piecewise-linear functions on a grid it refines around each
/// answer until the answer is certified within
/// ``LPLayoutEngine/squaresTolerance`` of the exact least-squares point
/// (`SquaresGrid`, ``LPRun/squares``).
public struct MinDeviationStrategy: DeclarativeStrategy {
    /// What the program minimises before the sum of squares; the raw value is the `mode` parameter's.
    public enum Mode: String, CaseIterable, Sendable {
        /// Σ deviation² over every child of every sharing stack.
        case quadratic
        /// First Σ over stacks of each stack's largest |deviation|, then Σ deviation².
        case stackMax = "stack-max"
    }

    /// Σ deviation² (the default), or the stacks' largest deviations first.
    public var mode: Mode

    /// `min-deviation` in `mode`.
    public init(mode: Mode = .quadratic) {
        self.mode = mode
    }

    /// `min-deviation`.
    public var name: String { "min-deviation" }
    /// False: differences from the greedy engine are findings, not failures.
    public var claimsGreedyRules: Bool { false }
    /// `mode`.
    public var parameters: [String: String] { ["mode": mode.rawValue] }

    /// `mode`: its names.
    public var acceptedValues: [String: String] { ["mode": ParameterValues.cases(of: Mode.self)] }

    /// `mode=quadratic|stack-max`.
    public func setting(_ parameter: String, to value: String) -> MinDeviationStrategy? {
        guard parameter == "mode", let mode = Mode(rawValue: value) else { return nil }
        return MinDeviationStrategy(mode: mode)
    }

    /// The program of `tree` for proposals of `shape` (or `proposal` alone): the greedy walk with `min-deviation`'s stack rule.
    public func compile(
        _ tree: LayoutTree, shape: ProposalShape, proposal: ProposedViewSize?,
        options: LPLayoutOptions
    ) throws(LPLayoutError) -> LayoutProgram {
        try WalkEncoding(
            tree: tree, shape: shape, options: options, strategyName: name,
            stackRule: DeclarativeStackRule(.minDeviation(self)), proposal: proposal
        ).build()
    }
}
