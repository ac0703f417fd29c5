import LayoutModel

/// How a flexible frame answered one proposal (semantics §6): per axis, the
/// proposal it passed to its child (the clamp that applied) and the branch
/// of seed 002's three cases that gave its own length.
public struct FlexFrameStep: Sendable, Hashable {
    /// The frame's node index.
    public var frame: Int
    /// The proposal the frame answered.
    public var proposal: ProposedViewSize
    /// The horizontal and vertical steps (index 0 horizontal, 1 vertical).
    public var axes: [FlexFrameAxisStep]

    /// A record; `GreedyTrace` makes these.
    public init(frame: Int, proposal: ProposedViewSize, axes: [FlexFrameAxisStep]) {
        self.frame = frame
        self.proposal = proposal
        self.axes = axes
    }

    /// The step along `axis`.
    public subscript(axis: Axis) -> FlexFrameAxisStep { axes[axis == .horizontal ? 0 : 1] }
}

/// One axis of a ``FlexFrameStep``.
public struct FlexFrameAxisStep: Sendable, Hashable {
    /// Which bound the child proposal was clamped to.
    public enum Clamp: String, Sendable, Hashable {
        /// Neither a proposal nor an ideal: the child is proposed nothing.
        case unspecified
        /// The proposal (or ideal) lay within [min, max].
        case none
        /// Raised to the minimum.
        case lower
        /// Lowered to the maximum (also when min > max: SwiftUI's max wins).
        case upper
    }

    /// Which of seed 002's cases gave the frame's length.
    public enum Branch: String, Sendable, Hashable {
        /// Both bounds and a proposal: the proposal clamped, the child not asked.
        case proposalClamped = "proposal clamped to [min, max]"
        /// No proposal on this axis: the ideal.
        case ideal = "ideal length"
        /// Only a minimum: `max(min(offered, child), min)`.
        case minimumOnly = "only a minimum: max(min(offered, child), min)"
        /// Only a maximum: `min(max(offered, child), max)`.
        case maximumOnly = "only a maximum: min(max(offered, child), max)"
        /// Both bounds, no proposal and no ideal: the child clamped.
        case childClamped = "child clamped to [min, max]"
        /// Neither bound (or min > max): the child's length.
        case child = "the child's length"
    }

    /// The axis.
    public var axis: Axis
    /// The frame's proposal on this axis (nil: unspecified).
    public var proposed: Double?
    /// The frame's normalised minimum on this axis.
    public var minimum: Double?
    /// Its normalised ideal.
    public var ideal: Double?
    /// Its normalised maximum.
    public var maximum: Double?
    /// What was clamped: the proposal, or the ideal where the proposal was unspecified.
    public var wanted: Double?
    /// The child proposal on this axis when the child was asked (nil: unspecified or not asked).
    public var childProposal: Double?
    /// Which bound the child proposal was clamped to.
    public var clamp: Clamp
    /// The child's answer on this axis, when it was asked.
    public var childLength: Double?
    /// Which case gave the frame's length.
    public var branch: Branch
    /// The frame's length.
    public var length: Double

    /// A record; `GreedyTrace` makes these.
    public init(
        axis: Axis, proposed: Double?, minimum: Double?, ideal: Double?, maximum: Double?, wanted: Double?, childProposal: Double?,
        clamp: Clamp, childLength: Double?, branch: Branch, length: Double
    ) {
        self.axis = axis
        self.proposed = proposed
        self.minimum = minimum
        self.ideal = ideal
        self.maximum = maximum
        self.wanted = wanted
        self.childProposal = childProposal
        self.clamp = clamp
        self.childLength = childLength
        self.branch = branch
        self.length = length
    }
}
