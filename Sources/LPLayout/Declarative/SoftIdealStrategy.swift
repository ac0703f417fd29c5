import LayoutModel

/// `soft-ideal`: the Auckland Layout Model / Auto Layout reading
/// (docs/strategies.md, "soft-ideal"). Each view's minimum and maximum are
/// hard (its own rules); its ideal size (its answer to an unspecified
/// proposal) is a soft equality whose shrinking costs `shrink` per point
/// (compression resistance) and growing `grow` per point (hugging). A stack
/// fills its offer where its children can (unused space is minimised first,
/// after overflow); who gives and who takes is decided by the penalties.
/// layoutPriority scales the shrink penalty by `priorityFactor` per tier
/// above the lowest among siblings.
///
/// Equal penalties leave the optimum degenerate, as in ALM and Auto Layout
/// with equal priorities: any split of the growth is optimal.
public struct SoftIdealStrategy: LayoutStrategy {
    /// Named parameter sets.
    public enum Preset: String, CaseIterable, Sendable {
        /// Auto Layout's defaults: compression resistance 750, hugging 250.
        case autoLayout = "auto-layout"
        /// Equal penalties on both sides (ALM's soft constraints on preferred
        /// sizes have one penalty per constraint, not per side): 1 and 1.
        case alm
    }

    /// Cost per point below the ideal.
    public var shrink: Double
    /// Cost per point above the ideal.
    public var grow: Double
    /// The shrink penalty's factor per priority tier above the lowest.
    public var priorityFactor: Double

    /// `soft-ideal` with penalties `shrink` and `grow` per point, and `priorityFactor` per priority tier (each must be finite and positive; others are refused when compiling).
    public init(shrink: Double, grow: Double, priorityFactor: Double = 1000) {
        self.shrink = shrink
        self.grow = grow
        self.priorityFactor = priorityFactor
    }

    /// The preset's penalties (``Preset/autoLayout`` by default).
    public init(preset: Preset = .autoLayout) {
        switch preset {
        case .autoLayout: self.init(shrink: 750, grow: 250)
        case .alm: self.init(shrink: 1, grow: 1)
        }
    }

    /// `soft-ideal`.
    public var name: String { "soft-ideal" }
    /// False: differences from the greedy engine are findings, not failures.
    public var claimsGreedyRules: Bool { false }
    /// `shrink`, `grow` and `priority-factor`.
    public var parameters: [String: String] {
        ["shrink": String(describing: shrink), "grow": String(describing: grow), "priority-factor": String(describing: priorityFactor)]
    }

    /// `preset=auto-layout|alm`, `shrink=C`, `grow=C`, `priority-factor=F`
    /// (each finite and positive).
    public func setting(_ parameter: String, to value: String) -> SoftIdealStrategy? {
        if parameter == "preset" { return Preset(rawValue: value).map { SoftIdealStrategy(preset: $0) } }
        guard let number = Double(value), number.isFinite, number > 0 else { return nil }
        var copy = self
        switch parameter {
        case "shrink": copy.shrink = number
        case "grow": copy.grow = number
        case "priority-factor": copy.priorityFactor = number
        default: return nil
        }
        return copy
    }

    /// The program of `tree` for proposals of `shape`: the greedy walk with `soft-ideal`'s stack rule.
    ///
    /// - Throws: `LPLayoutError.unsupported` when a penalty is not finite and positive.
    public func compile(_ tree: LayoutTree, shape: ProposalShape, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        for (what, value) in [("shrink", shrink), ("grow", grow), ("priority factor", priorityFactor)] where !(value.isFinite && value > 0) {
            throw .unsupported(UnsupportedLayoutError(
                engine: "lp/\(name)", path: "root", element: "the \(what) penalty \(value)", note: "penalties must be finite and positive"))
        }
        return try WalkEncoding(tree: tree, shape: shape, options: options, strategyName: name,
                                stackRule: DeclarativeStackRule(.softIdeal(self))).build()
    }
}
