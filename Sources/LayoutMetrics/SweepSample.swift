import LayoutModel

/// One step of a sweep: the root proposal and the layout frames of every
/// node at it.
public struct SweepSample: Sendable, Hashable {
    /// The root proposal.
    public var proposal: ProposedViewSize
    /// One frame per node of the tree, indexed like `LayoutTree.nodes`.
    public var frames: [Rect]

    /// The sample of `frames` at `proposal`.
    public init(proposal: ProposedViewSize, frames: [Rect]) {
        self.proposal = proposal
        self.frames = frames
    }

    /// The sample of `result` laid out at `proposal`.
    public init(proposal: ProposedViewSize, result: LayoutResult) {
        self.init(proposal: proposal, frames: result.frames)
    }
}
