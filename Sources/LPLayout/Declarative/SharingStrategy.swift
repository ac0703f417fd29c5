import LayoutModel

/// A declarative strategy made of a ``StackSharing`` reading: the greedy
/// walk of `exact` with the reading deciding how each stack shares a finite
/// offer along its axis, then the tie-break and the least proposals every
/// declarative strategy shares (docs/strategies.md). The way for a strategy
/// written outside the package to change only how stacks share their axis
/// (docs/research.md, "A stack rule of your own").
public struct SharingStrategy<Reading: StackSharing>: DeclarativeStrategy {
    /// The reading that shares each stack's offer.
    public var reading: Reading

    /// The strategy that shares every stack's offer by `reading`.
    public init(_ reading: Reading) {
        self.reading = reading
    }

    /// The reading's name.
    public var name: String { reading.name }
    /// False: differences from the greedy engine are findings, not failures.
    public var claimsGreedyRules: Bool { false }
    /// The reading's parameters.
    public var parameters: [String: String] { reading.parameters }

    /// The reading's.
    public var acceptedValues: [String: String] { reading.acceptedValues }

    /// The strategy with the reading's `parameter` set to `value`.
    public func setting(_ parameter: String, to value: String) -> SharingStrategy? {
        reading.setting(parameter, to: value).map(SharingStrategy.init)
    }

    /// The program of `tree` for proposals of `shape` (or `proposal` alone): the greedy walk with the reading's stack rule.
    public func compile(
        _ tree: LayoutTree, shape: ProposalShape, proposal: ProposedViewSize?,
        options: LPLayoutOptions
    ) throws(LPLayoutError) -> LayoutProgram {
        try WalkEncoding(
            tree: tree, shape: shape, options: options, strategyName: name,
            stackRule: DeclarativeStackRule(.custom(reading)), proposal: proposal
        ).build()
    }
}
