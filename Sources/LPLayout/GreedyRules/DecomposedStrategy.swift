import LayoutModel

/// The greedy rules of `exact`, container by container: one program per
/// root proposal in which the proposal's numbers are constants, so each
/// container is encoded at the concrete proposal its parent makes, in
/// propose/respond order, with its children's answers already known
/// (docs/strategies.md, "decomposed").
///
/// The encodings are `exact`'s (`ExactSession`), so the strategy claims the
/// greedy rules and must agree with the greedy engine exactly. With every
/// input of a container fixed, the encoding's static decisions (docs/
/// lp-encoding.md, "Static decisions") settle each minimum, clamp and
/// comparison while building; what no static decision settles stays rows
/// and binaries for the solver. The program grows linearly with the tree
/// and needs no big-M from the proposal limit, where `exact`'s whole-tree
/// program for every proposal of a shape grows with the branches its rules
/// take.
public struct DecomposedStrategy: LayoutStrategy {
    /// The strategy; it has no parameters.
    public init() {}

    /// `decomposed`.
    public var name: String { "decomposed" }
    /// True: it must agree with the greedy engine exactly.
    public var claimsGreedyRules: Bool { true }
    /// True: one program per root proposal.
    public var buildsPerProposal: Bool { true }

    /// Refused: a program for every proposal of a shape is `exact`'s. This
    /// strategy builds per proposal (``compile(_:proposal:options:)``,
    /// ``LPLayoutEngine/compile(_:proposal:)``).
    ///
    /// - Throws: ``LPLayoutError/unsupported(_:)`` naming the root.
    public func compile(_ tree: LayoutTree, shape: ProposalShape, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        throw .unsupported(
            UnsupportedLayoutError(
                engine: "lp/\(name)", path: tree.nodes[tree.root].path, element: "one program for every \(shape) proposal",
                note: "decomposed builds a program per proposal, with the proposal's numbers as constants; "
                    + "the program for every proposal of a shape is exact's"))
    }

    /// The program that lays `tree` out at `proposal` alone, the proposal's numbers as constants.
    public func compile(_ tree: LayoutTree, proposal: ProposedViewSize, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        try WalkEncoding(
            tree: tree, shape: ProposalShape(of: proposal), options: options, strategyName: name, stackRule: nil,
            proposal: proposal
        ).build()
    }
}

extension LayoutStrategy where Self == DecomposedStrategy {
    /// The `decomposed` strategy.
    public static var decomposed: DecomposedStrategy { DecomposedStrategy() }
}
