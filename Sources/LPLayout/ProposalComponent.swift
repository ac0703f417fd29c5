import LinearProgram

/// One component of the proposal a node was placed with, in a built
/// program: unspecified, a number fixed by the tree (infinity included), or
/// an expression over the program's variables (read from a solution without
/// adding a row).
public enum ProposalComponent: Hashable, Sendable {
    /// No component: the node was proposed nothing on this axis.
    case unspecified
    /// A number fixed by the tree (possibly infinite).
    case constant(Double)
    /// An expression over the program's variables, read from a solution.
    case expression(LinearExpression)

    /// The component's value in `solution`: nil when unspecified (NaN for an
    /// expression over another program's variables).
    public func value(in solution: Solution) -> Double? {
        switch self {
        case .unspecified: nil
        case .constant(let value): value
        case .expression(let expression): solution.value(of: expression) ?? .nan
        }
    }
}
