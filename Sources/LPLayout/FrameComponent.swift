import LinearProgram

/// One component of a node's frame in a built program: a variable of the
/// program, or a constant where the tree makes it infinite whatever the
/// proposal (a program cannot hold an infinite variable).
public enum FrameComponent: Hashable, Sendable {
    /// The value of a variable in the solution.
    case variable(Variable)
    /// A number fixed by the tree.
    case constant(Double)

    /// The component's value in `solution` (NaN for a variable of another program).
    public func value(in solution: Solution) -> Double {
        switch self {
        case .variable(let variable): solution.value(of: variable) ?? .nan
        case .constant(let value): value
        }
    }
}
