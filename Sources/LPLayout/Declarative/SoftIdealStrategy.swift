import LayoutModel

/// `soft-ideal`: the Auckland Layout Model / Auto Layout reading
/// (docs/strategies.md, "soft-ideal"). Each view's minimum and maximum are
/// hard (its own rules); its ideal size (its answer to an unspecified
/// proposal) is a soft equality whose shrinking costs `shrink` per point
/// (compression resistance) and growing `grow` per point (hugging). A stack
/// fills its offer where its children can (unused space is minimised first,
/// after overflow); who gives and who takes is decided by the penalties.
/// layoutPriority orders shrinking lexicographically: a child whose tier is
/// r above the lowest among its siblings has its shrinking minimised in
/// stage r (highest first, across the tree), before the penalties of
/// rank-0 shrinking and of all growth (the limit of a factor per tier as it
/// grows without bound, which double precision could not hold).
///
/// Equal penalties leave growth degenerate, as in ALM and Auto Layout with
/// equal priorities; the tie-break every declarative strategy shares (the
/// least Σ (answer − ideal)²) makes the answer unique: every view that
/// grows grows by the same amount where its bounds allow.
public struct SoftIdealStrategy: DeclarativeStrategy {
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

    /// The largest ratio between the two penalties that one objective can
    /// keep apart in double precision (as `weighted`'s weights).
    public static let largestPenaltyRatio = 1e6

    /// `soft-ideal` with penalties `shrink` and `grow` per point (each finite and positive, within
    /// ``largestPenaltyRatio`` of each other; others are refused when compiling).
    public init(shrink: Double, grow: Double) {
        self.shrink = shrink
        self.grow = grow
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
    /// `shrink` and `grow`.
    public var parameters: [String: String] {
        ["shrink": String(describing: shrink), "grow": String(describing: grow)]
    }

    /// `preset`: its names; `shrink`, `grow`: a finite number > 0.
    public var acceptedValues: [String: String] {
        [
            "preset": ParameterValues.cases(of: Preset.self),
            "shrink": ParameterValues.positiveNumber, "grow": ParameterValues.positiveNumber,
        ]
    }

    /// `preset=auto-layout|alm`, `shrink=C`, `grow=C` (each finite and positive).
    public func setting(_ parameter: String, to value: String) -> SoftIdealStrategy? {
        if parameter == "preset" { return Preset(rawValue: value).map { SoftIdealStrategy(preset: $0) } }
        guard let number = Double(value), number.isFinite, number > 0 else { return nil }
        var copy = self
        switch parameter {
        case "shrink": copy.shrink = number
        case "grow": copy.grow = number
        default: return nil
        }
        return copy
    }

    /// The program of `tree` for proposals of `shape` (or `proposal` alone): the greedy walk with `soft-ideal`'s stack rule.
    ///
    /// - Throws: `LPLayoutError.unsupported` when a penalty is not finite and
    ///   positive, or the two are more than ``largestPenaltyRatio`` apart.
    public func compile(
        _ tree: LayoutTree, shape: ProposalShape, proposal: ProposedViewSize?,
        options: LPLayoutOptions
    ) throws(LPLayoutError) -> LayoutProgram {
        for (what, value) in [("shrink", shrink), ("grow", grow)] where !(value.isFinite && value > 0) {
            throw .unsupported(
                UnsupportedLayoutError(
                    engine: "lp/\(name)", path: "root", element: "the \(what) penalty \(value)",
                    note: "penalties must be finite and positive"))
        }
        let ratio = Swift.max(shrink / grow, grow / shrink)
        guard ratio <= Self.largestPenaltyRatio else {
            throw .unsupported(
                UnsupportedLayoutError(
                    engine: "lp/\(name)", path: "root", element: "penalties \(shrink) and \(grow)",
                    note:
                        "a ratio of \(ratio) between them is more than \(Self.largestPenaltyRatio), which one objective cannot keep apart in double precision"
                ))
        }
        return try WalkEncoding(
            tree: tree, shape: shape, options: options, strategyName: name,
            stackRule: DeclarativeStackRule(.softIdeal(self)), proposal: proposal
        ).build()
    }
}
