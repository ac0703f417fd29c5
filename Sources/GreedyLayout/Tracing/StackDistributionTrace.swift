import LayoutModel

/// How a stack shared its axis at one proposal (semantics §1.2-§1.4): the
/// spacing taken off, the minimums reserved for lower priority groups, the
/// fitting order and every offer in it.
public struct StackDistributionTrace: Sendable, Hashable {
    /// The stack's node index.
    public var stack: Int
    /// The stack's axis.
    public var axis: Axis
    /// The proposal the stack distributed (its placement proposal when placing).
    public var proposal: ProposedViewSize
    /// The length offered to the stack on its axis.
    public var offered: Double
    /// The spacing between its children, summed.
    public var totalSpacing: Double
    /// The minimums of every group but the first, summed (seed 002, layoutPriority).
    public var reserved: Double
    /// `offered − totalSpacing − reserved`: the space the first group starts with.
    public var availableAtStart: Double
    /// The number of priority groups.
    public var groupCount: Int
    /// The declaration indices of the children in fitting order.
    public var order: [Int]
    /// The offers, in fitting order.
    public var offers: [StackOfferStep]

    /// A record; `GreedyTrace` makes these.
    public init(
        stack: Int, axis: Axis, proposal: ProposedViewSize, offered: Double, totalSpacing: Double, reserved: Double,
        availableAtStart: Double, groupCount: Int, order: [Int], offers: [StackOfferStep] = []
    ) {
        self.stack = stack
        self.axis = axis
        self.proposal = proposal
        self.offered = offered
        self.totalSpacing = totalSpacing
        self.reserved = reserved
        self.availableAtStart = availableAtStart
        self.groupCount = groupCount
        self.order = order
        self.offers = offers
    }

    /// The offer made to the child at node index `child`, if any.
    public func offer(to child: Int) -> StackOfferStep? {
        offers.first { $0.child == child }
    }
}
