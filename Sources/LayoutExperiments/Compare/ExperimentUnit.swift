import LayoutModel

/// One work unit of an experiment: one engine laying one model out at one
/// proposal. Units are numbered in the experiment's fixed order (models as
/// given, then proposals, then engines as listed); rows, shards and the
/// merge follow that number.
public struct ExperimentUnit: Sendable, Hashable {
    /// The unit's number in the whole experiment, from 0.
    public var ordinal: Int
    /// Index into ``Experiment/models``.
    public var model: Int
    /// The root proposal.
    public var proposal: ProposedViewSize
    /// Index into ``Experiment/engines``.
    public var engine: Int

    /// A unit; ``Experiment/allUnits`` numbers them.
    public init(ordinal: Int, model: Int, proposal: ProposedViewSize, engine: Int) {
        self.ordinal = ordinal
        self.model = model
        self.proposal = proposal
        self.engine = engine
    }
}
