import LayoutModel

/// The reference encoding: one whole-tree mixed-integer program whose only
/// solution is what SwiftUI's greedy propose/respond rules give. Every rule
/// becomes constraints; wherever a rule picks a branch (a clamp, a minimum,
/// the order in which a stack serves its children) and the branch depends on
/// the proposal's numbers, a binary variable picks it inside the solver
/// (docs/lp-encoding.md).
public struct ExactStrategy: LayoutStrategy {
    /// The strategy; it has no parameters.
    public init() {}

    /// `exact`.
    public var name: String { "exact" }
    /// True: it must agree with the greedy engine exactly.
    public var claimsGreedyRules: Bool { true }

    /// The whole-tree mixed-integer program of `tree` for every proposal of `shape` up to `options.proposalLimit`.
    public func compile(_ tree: LayoutTree, shape: ProposalShape, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        try WalkEncoding(tree: tree, shape: shape, options: options, strategyName: name, stackRule: nil).build()
    }
}

extension LayoutStrategy where Self == ExactStrategy {
    /// The `exact` strategy.
    public static var exact: ExactStrategy { ExactStrategy() }
}
