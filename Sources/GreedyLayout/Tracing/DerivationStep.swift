import LayoutModel

/// One node on the way from the root to an explained node, as a hand
/// derivation writes it: the proposal it was placed with and where that
/// came from, its size, and the decisions of its own rule.
public struct DerivationStep: Sendable, Hashable {
    /// Where a node's placement proposal came from.
    public enum ProposalSource: Sendable, Hashable {
        /// The model's proposal, less the root safe area.
        case root(ProposedViewSize)
        /// A stack's offer in its fitting order (semantics §1.2-§1.3).
        case stackOffer(StackDistributionTrace, StackOfferStep)
        /// A stack proposed nothing along its axis: every child is asked its ideal length (§1.4).
        case stackIdeal(Axis)
        /// The only present child of a container, placed as an identity (§1.7).
        case identity
        /// A flexible frame places its child with the frame's size, except
        /// where it was proposed nothing and sized by its child (§6.3).
        case flexFramePlacement(Size)
        /// Another container's rule (named by `GreedyRuleDescription`'s wording).
        case container(parent: Int)
    }

    /// The node's index.
    public var node: Int
    /// Its path.
    public var path: String
    /// Its placement proposal (nil for an absent node).
    public var proposal: ProposedViewSize?
    /// Its layout frame.
    public var frame: Rect
    /// Where the proposal came from.
    public var source: ProposalSource
    /// A flexible frame's clamps and branch at its placement proposal.
    public var flexFrame: FlexFrameStep?
    /// A stack's distribution at its placement proposal.
    public var distribution: StackDistributionTrace?
    /// A ViewThatFits's choice at its placement proposal.
    public var viewThatFits: ViewThatFitsStep?

    /// A step; `GreedyDerivation` makes these.
    public init(
        node: Int, path: String, proposal: ProposedViewSize?, frame: Rect, source: ProposalSource,
        flexFrame: FlexFrameStep? = nil, distribution: StackDistributionTrace? = nil
    ) {
        self.node = node
        self.path = path
        self.proposal = proposal
        self.frame = frame
        self.source = source
        self.flexFrame = flexFrame
        self.distribution = distribution
    }
}
