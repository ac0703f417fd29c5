/// A yes/no answer in a custom layout's linear description: known while
/// building, or a binary variable of the program (``LinearLayoutContext/lessOrEqual(_:_:)``).
public struct LinearCondition: Hashable {
    let condition: Condition

    /// The answer when the tree decides it for every root proposal, else nil.
    public var constantValue: Bool? {
        if case .constant(let value) = condition { return value }
        return nil
    }
}
