import LayoutModel

/// A declarative strategy: the greedy walk of `exact` with its own stack
/// rule, built once per root proposal (docs/strategies.md, "What every
/// declarative strategy shares").
///
/// Its program is built for the one proposal it lays out at, the
/// proposal's numbers as constants, as `decomposed`'s is: what only the
/// root proposal decides is settled while building, and a Text whose
/// proposal the strategy does not choose (one down a VStack, proposed the
/// card's width) gets the one column of its table at that width instead of
/// a column per line capacity any width could give. The strategies'
/// answers are the same; the programs are smaller (seed 003's card under
/// `lex-fair`: 645 columns and 1,456 rows instead of 2,568 and 7,375) and
/// need no proposal limit.
public protocol DeclarativeStrategy: LayoutStrategy {
    /// The program of `tree` for proposals of `shape`, or for `proposal`
    /// alone (its numbers as constants) when it is given.
    func compile(
        _ tree: LayoutTree, shape: ProposalShape, proposal: ProposedViewSize?,
        options: LPLayoutOptions
    ) throws(LPLayoutError) -> LayoutProgram
}

extension DeclarativeStrategy {
    /// True: one program per root proposal.
    public var buildsPerProposal: Bool { true }

    /// The program of `tree` for every proposal of `shape` (the proposal's
    /// components as variables), as a whole-shape program is read by tools
    /// that re-bound one program (`export` of a shape, replays).
    public func compile(_ tree: LayoutTree, shape: ProposalShape, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        try compile(tree, shape: shape, proposal: nil, options: options)
    }

    /// The program of `tree` at `proposal` alone.
    public func compile(_ tree: LayoutTree, proposal: ProposedViewSize, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        try compile(tree, shape: ProposalShape(of: proposal), proposal: proposal, options: options)
    }
}
