import LayoutModel

/// `lex-fair`: a stack shares its offer by lexicographic max–min fairness
/// (progressive filling), tier by tier (docs/strategies.md, "lex-fair").
///
/// Every child of a priority tier is proposed the same level t; each answers
/// by its own rules, so a child that saturates (reaches its maximum) stops
/// growing while the level rises for the others. The program minimises, in
/// order: overflow (minima that do not fit overflow, as in SwiftUI), unused
/// space, then maximises each tier's level, highest priority first (Spacers,
/// priority −∞, last). With `scope: .container` (the default) outer stacks
/// are decided before inner ones; `.global` maximises each tier's levels of
/// all stacks together.
public struct LexFairStrategy: DeclarativeStrategy {
    /// Per stack (outer first) or across the tree.
    public var scope: StrategyScope

    /// `lex-fair` deciding stacks per `scope` (outer stacks first by default).
    public init(scope: StrategyScope = .container) {
        self.scope = scope
    }

    /// `lex-fair`.
    public var name: String { "lex-fair" }
    /// False: differences from the greedy engine are findings, not failures.
    public var claimsGreedyRules: Bool { false }
    /// `scope`.
    public var parameters: [String: String] { ["scope": scope.rawValue] }

    /// `scope`: ``StrategyScope``'s names.
    public var acceptedValues: [String: String] { ["scope": ParameterValues.cases(of: StrategyScope.self)] }

    /// `scope=container|global`.
    public func setting(_ parameter: String, to value: String) -> LexFairStrategy? {
        guard parameter == "scope", let scope = StrategyScope(rawValue: value) else { return nil }
        return LexFairStrategy(scope: scope)
    }

    /// The program of `tree` for proposals of `shape` (or `proposal` alone): the greedy walk with `lex-fair`'s stack rule.
    public func compile(
        _ tree: LayoutTree, shape: ProposalShape, proposal: ProposedViewSize?,
        options: LPLayoutOptions
    ) throws(LPLayoutError) -> LayoutProgram {
        try WalkEncoding(
            tree: tree, shape: shape, options: options, strategyName: name,
            stackRule: DeclarativeStackRule(.lexFair(self)), proposal: proposal
        ).build()
    }
}
