import LayoutChecker
import LayoutModel

/// What a ``Sweep`` found: every engine's outcome at every proposal.
public struct SweepResult: Sendable {
    /// The tree laid out.
    public var tree: LayoutTree
    /// The proposals, in sweep order (widths outer, heights inner).
    public var proposals: [ProposedViewSize]
    /// The axis progress is read along (the width when widths are swept).
    public var sweptAxis: Axis
    /// The engines' names (`greedy`, `lp/exact`, …), in order.
    public var engines: [String]
    /// Per engine (like ``engines``), its outcome at each proposal (like ``proposals``).
    public var outcomes: [[EngineOutcome]]

    /// A result: per engine of `engines`, its outcome at each of `proposals` (`outcomes[engine][proposal]`).
    public init(tree: LayoutTree, proposals: [ProposedViewSize], sweptAxis: Axis, engines: [String], outcomes: [[EngineOutcome]]) {
        self.tree = tree
        self.proposals = proposals
        self.sweptAxis = sweptAxis
        self.engines = engines
        self.outcomes = outcomes
    }

    /// The root proposal's length along the swept axis at proposal `index`.
    public func sweptLength(at index: Int) -> Double? { proposals[index][sweptAxis] }

    /// The frames of `engine` (an index into ``engines``) at proposal `index`, if laid out.
    public func frames(engine: Int, proposal index: Int) -> [Rect]? {
        outcomes[engine][index].result?.frames
    }
}
