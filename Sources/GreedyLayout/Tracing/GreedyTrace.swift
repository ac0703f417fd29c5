import LayoutModel

/// An optional recorder of the greedy engine's decisions, for `layoutlp
/// explain`: a session with a trace lets its rules report what they decided
/// at their decision points (a stack's fitting order and offers, a flexible
/// frame's clamps and branch). Without one (`GreedySession.trace == nil`,
/// every ordinary layout) each decision point costs one nil check.
///
/// Records are keyed by (node, proposal): a layout type answers a proposal
/// once (the session caches answers), and a stack's placement distribution
/// at the same proposal decides the same way, so a later record for the same
/// key replaces an equal one.
public final class GreedyTrace {
    /// Node and proposal.
    public struct Key: Hashable, Sendable {
        /// The node's index.
        public var node: Int
        /// The proposal it answered or distributed.
        public var proposal: ProposedViewSize

        /// The key of `node` at `proposal`.
        public init(node: Int, proposal: ProposedViewSize) {
            self.node = node
            self.proposal = proposal
        }
    }

    /// Every stack distribution, by stack node and the proposal it distributed.
    public private(set) var distributions: [Key: StackDistributionTrace] = [:]
    /// Every flexible frame's answer, by frame node and proposal.
    public private(set) var flexFrames: [Key: FlexFrameStep] = [:]
    /// Every ViewThatFits's choice, by its node and proposal.
    public private(set) var viewThatFitsChoices: [Key: ViewThatFitsStep] = [:]
    /// Distributions under way; a child's sizing may run its own (nested) one.
    private var open: [StackDistributionTrace] = []

    /// An empty trace.
    public init() {}

    // MARK: Hooks the rules call

    /// A ViewThatFits chose a child (`ViewThatFitsLayout.chosenChild`).
    func viewThatFitsChose(_ step: ViewThatFitsStep) {
        viewThatFitsChoices[Key(node: step.node, proposal: step.proposal)] = step
    }

    /// A stack starts offering (`StackLayout.distribute`), its fitting order and groups known.
    func stackDistributionStarts(_ trace: StackDistributionTrace) {
        open.append(trace)
    }

    /// A stack offered `offer` to a child and got `answer` (`StackLayout.offerInOrder`).
    func stackOffered(child: Int, available: Double, share: Int, offer: Double, answer: Double) {
        guard var current = open.popLast() else { return }
        current.offers.append(
            StackOfferStep(
                child: child, declarationIndex: 0, priority: 0, minimum: 0, maximum: 0, flexibility: 0, group: 0,
                orderPosition: current.offers.count + 1, addedBack: 0, available: available, share: share, offer: offer, answer: answer))
        open.append(current)
    }

    /// The distribution under way is complete; `complete` fills in each
    /// offer's ordering facts.
    func stackDistributionEnds(complete: (inout StackDistributionTrace) -> Void) {
        guard var finished = open.popLast() else { return }
        complete(&finished)
        distributions[Key(node: finished.stack, proposal: finished.proposal)] = finished
    }

    /// A flexible frame answered a proposal (`FlexFrameLayout.sizeThatFits`).
    func flexFrameAnswered(_ step: FlexFrameStep) {
        flexFrames[Key(node: step.frame, proposal: step.proposal)] = step
    }

    // MARK: Reading

    /// The distribution `stack` made at `proposal`, if it ran.
    public func distribution(of stack: Int, at proposal: ProposedViewSize) -> StackDistributionTrace? {
        distributions[Key(node: stack, proposal: proposal)]
    }

    /// The child the ViewThatFits `node` chose for `proposal`, if it chose.
    public func viewThatFits(_ node: Int, at proposal: ProposedViewSize) -> ViewThatFitsStep? {
        viewThatFitsChoices[Key(node: node, proposal: proposal)]
    }

    /// The flexible frame `frame`'s answer to `proposal`, if it was asked.
    public func flexFrame(_ frame: Int, at proposal: ProposedViewSize) -> FlexFrameStep? {
        flexFrames[Key(node: frame, proposal: proposal)]
    }
}
