import LayoutModel

/// The modelling kit as a custom layout's linear description sees it: the
/// operations that need rows or binary variables (each folded while building
/// when the tree decides it), written into the program of the container
/// being encoded, in family `custom-layout` (docs/lp-encoding.md,
/// "Non-linear operations").
public final class LinearLayoutContext {
    let session: ExactSession
    /// The container's node.
    public let node: Int
    let family = ConstraintFamily.customLayout

    init(session: ExactSession, node: Int) {
        self.session = session
        self.node = node
    }

    /// The container's path in the tree (`root/0`), as errors name it.
    public var path: String { session.tree.nodes[node].path }

    /// `min(a, b)`.
    public func minimum(_ a: LinearLength, _ b: LinearLength) throws(LPLayoutError) -> LinearLength {
        LinearLength(try session.builder.minimum(a.quantity, b.quantity, family: family))
    }

    /// `max(a, b)`.
    public func maximum(_ a: LinearLength, _ b: LinearLength) throws(LPLayoutError) -> LinearLength {
        LinearLength(try session.builder.maximum(a.quantity, b.quantity, family: family))
    }

    /// The largest of `lengths`; 0 when there are none.
    public func maximum(of lengths: [LinearLength]) throws(LPLayoutError) -> LinearLength {
        guard var result = lengths.first else { return .zero }
        for length in lengths.dropFirst() { result = try maximum(result, length) }
        return result
    }

    /// The smallest of `lengths`; 0 when there are none.
    public func minimum(of lengths: [LinearLength]) throws(LPLayoutError) -> LinearLength {
        guard var result = lengths.first else { return .zero }
        for length in lengths.dropFirst() { result = try minimum(result, length) }
        return result
    }

    /// `min(max(value, lower), upper)` (an upper bound below the lower one wins, as in SwiftUI).
    public func clamp(_ value: LinearLength, lower: LinearLength, upper: LinearLength) throws(LPLayoutError) -> LinearLength {
        LinearLength(try session.builder.clamp(value.quantity, lower: lower.quantity, upper: upper.quantity, family: family))
    }

    /// Whether `a ≤ b` (a tie answers yes).
    public func lessOrEqual(_ a: LinearLength, _ b: LinearLength) throws(LPLayoutError) -> LinearCondition {
        LinearCondition(condition: try session.builder.lessOrEqual(a.quantity, b.quantity, family: family))
    }

    /// `a` when `condition` holds, else `b`.
    public func select(_ condition: LinearCondition, _ a: LinearLength, _ b: LinearLength) throws(LPLayoutError) -> LinearLength {
        LinearLength(try session.builder.select(condition.condition, a.quantity, b.quantity, family: family))
    }

    /// The error that refuses this container, naming it and saying why
    /// (`note`): what a rule throws for a case it cannot encode.
    public func refusal(_ note: String) -> LPLayoutError {
        session.unsupported(node, session.tree.nodes[node].element.name, note: note)
    }
}
