import LayoutModel

/// One offer a stack made to one child while distributing its axis
/// (semantics §1.2-§1.3), with the numbers a hand derivation writes: the
/// child's priority group, its place in the fitting order, the space
/// available when its turn came and the share it was offered.
public struct StackOfferStep: Sendable, Hashable {
    /// The child's node index.
    public var child: Int
    /// The child's place among the stack's present children (0-based, declaration order).
    public var declarationIndex: Int
    /// Its layout priority.
    public var priority: Double
    /// Its length offered 0 on the stack axis (what ordering reads).
    public var minimum: Double
    /// Its length offered infinity on the stack axis.
    public var maximum: Double
    /// maximum − minimum (infinity minus infinity taken as 0).
    public var flexibility: Double
    /// Its priority group, 1-based in fitting order (highest priority first).
    public var group: Int
    /// Its place in the whole fitting order, 1-based.
    public var orderPosition: Int
    /// The minimum reserved for it and added back when its group started
    /// (only for the first of a later group: the whole group's minimums; else 0).
    public var addedBack: Double
    /// The space left when its turn came (after spacing, reservations, and
    /// the answers of the children served before it).
    public var available: Double
    /// The children of its group not yet served, itself included: the offer
    /// is `max(available / share, 0)`.
    public var share: Int
    /// The length offered along the stack axis.
    public var offer: Double
    /// The length it answered.
    public var answer: Double

    /// A record; `GreedyTrace` makes these.
    public init(
        child: Int, declarationIndex: Int, priority: Double, minimum: Double, maximum: Double, flexibility: Double,
        group: Int, orderPosition: Int, addedBack: Double, available: Double, share: Int, offer: Double, answer: Double
    ) {
        self.child = child
        self.declarationIndex = declarationIndex
        self.priority = priority
        self.minimum = minimum
        self.maximum = maximum
        self.flexibility = flexibility
        self.group = group
        self.orderPosition = orderPosition
        self.addedBack = addedBack
        self.available = available
        self.share = share
        self.offer = offer
        self.answer = answer
    }
}
