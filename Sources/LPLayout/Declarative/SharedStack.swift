import LayoutModel
import LinearProgram

/// One stack sharing a finite offer, as a ``StackSharing`` reading sees it
/// while the program is built: what the stack is, the modelling kit to write
/// the reading's variables, rows and objectives, and each child's minimum,
/// ideal and maximum along the axis.
///
/// Lengths are ``Quantity`` values: numbers the tree fixes, or linear
/// expressions over the program's variables with the interval they lie in
/// for every root proposal. Every row and bound is checked against the LP
/// engine's numeric range (docs/lp-encoding.md, "Numeric range") before the
/// solver sees it; a length out of range makes the layout unsupported,
/// naming the stack.
public final class SharedStack {
    /// The stack's axis: horizontal for an HStack, vertical for a VStack.
    public let axis: Axis
    /// The stack's node path (`root/0`).
    public let path: String
    /// How many containers lie above the stack (the root is at depth 0).
    public let depth: Int
    /// Each present child's node path, in order.
    public let childPaths: [String]
    /// Each child's layoutPriority (a Spacer's is −∞), in order.
    public let priorities: [Double]
    /// The stack's finite offer along its axis (≥ 0).
    public let offer: Quantity
    /// The spacing between the children, added up (explicit or SwiftUI's
    /// default table, as greedy reads it).
    public let spacing: Double
    /// The length the children leave unused (≥ 0), in ``StackSharing/share(_:answers:)``.
    public internal(set) var unused: Quantity = .zero
    /// The length the children overflow the offer by (≥ 0, least first), in
    /// ``StackSharing/share(_:answers:)``.
    public internal(set) var overflow: Quantity = .zero
    /// Set to true in ``StackSharing/share(_:answers:)`` when the reading's
    /// rows fix every answer, so the tie-break has nothing to decide here
    /// (its least squares are then not written for this stack).
    public var answersAreFixed = false

    let node: Int
    let children: [Int]
    let cross: Quantity?
    private let session: ExactSession
    private let rule: DeclarativeStackRule

    init(
        node: Int, children: [Int], axis: Axis, offer: Quantity, cross: Quantity?, spacing: Double,
        session: ExactSession, rule: DeclarativeStackRule
    ) {
        self.node = node
        self.children = children
        self.axis = axis
        self.offer = offer
        self.cross = cross
        self.spacing = spacing
        self.session = session
        self.rule = rule
        path = session.tree.nodes[node].path
        depth = session.depth(node)
        childPaths = children.map { session.tree.nodes[$0].path }
        priorities = children.map { session.traits.layoutPriority($0) }
    }

    // MARK: The children

    /// Child `index`'s answer along the axis to a proposal of 0 there (its
    /// minimum), the stack's cross proposal across.
    public func minimum(ofChild index: Int) throws(LPLayoutError) -> Quantity {
        try length(ofChild: index, main: .zero, "minimum")
    }

    /// Child `index`'s answer along the axis to an unspecified proposal
    /// there (its ideal), the stack's cross proposal across.
    public func ideal(ofChild index: Int) throws(LPLayoutError) -> Quantity {
        try length(ofChild: index, main: nil, "ideal")
    }

    /// Child `index`'s answer along the axis to an infinite proposal there
    /// (its maximum; it may be infinite), the stack's cross proposal across.
    public func maximum(ofChild index: Int) throws(LPLayoutError) -> Quantity {
        try length(ofChild: index, main: .constant(.infinity), "maximum")
    }

    private func length(ofChild index: Int, main: Quantity?, _ what: String) throws(LPLayoutError) -> Quantity {
        guard children.indices.contains(index) else {
            throw unsupported("asked for the \(what) of child \(index), where the stack has \(children.count) children")
        }
        return try session.length(children[index], along: axis, main: main, cross: cross)
    }

    // MARK: Variables, rows and objectives

    /// A fresh continuous variable `kind[path]` in `lower...upper` (finite).
    public func variable(_ kind: String, lower: Double, upper: Double) throws(LPLayoutError) -> Quantity {
        guard lower.isFinite, upper.isFinite, lower <= upper else {
            throw unsupported("a variable \(kind) with bounds \(lower)...\(upper), where both must be finite and lower ≤ upper")
        }
        return session.builder.variable(kind, lower: lower, upper: upper)
    }

    /// A fresh binary variable `kind[path]` (0 or 1).
    public func binary(_ kind: String) -> Quantity {
        .indicator(.binary(session.builder.binary(kind)))
    }

    /// Adds the row `lhs relation rhs` (both finite).
    public func constrain(_ lhs: Quantity, _ relation: Relation, _ rhs: Quantity) throws(LPLayoutError) {
        guard !lhs.isInfinite, !rhs.isInfinite, lhs.constantValue?.isNaN != true, rhs.constantValue?.isNaN != true else {
            throw unsupported("a row with an infinite or undefined side, where both sides must be finite")
        }
        session.builder.constrain(lhs, relation, rhs, family: .stackCost)
    }

    /// Minimises `value` (finite) as one of the reading's lexicographic
    /// stages: after every stack's overflow, before the tie-break; stages
    /// of lower `rank` first, and the terms of every stack with the same
    /// rank summed into one stage.
    public func minimize(_ value: Quantity, rank: Int = 0) throws(LPLayoutError) {
        guard !value.isInfinite, value.constantValue?.isNaN != true else {
            throw unsupported("an objective that is infinite or undefined, where it must be finite")
        }
        rule.add(value.linear, at: DeclarativeStackRule.Level(stage: .cost, rank: rank))
    }

    /// Maximises `value`: ``minimize(_:rank:)`` of its negation.
    public func maximize(_ value: Quantity, rank: Int = 0) throws(LPLayoutError) {
        try minimize(-value, rank: rank)
    }

    /// The error that makes this stack unsupported by the strategy, naming
    /// its path, with `note` saying why.
    public func unsupported(_ note: String) -> LPLayoutError {
        session.unsupported(node, axis == .horizontal ? "HStack" : "VStack", note: note)
    }
}
