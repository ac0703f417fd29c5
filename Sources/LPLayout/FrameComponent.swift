import LinearProgram

/// One component of a node's frame in a built program: a variable of the
/// program, or a constant where the tree makes it infinite whatever the
/// proposal (a program cannot hold an infinite variable).
enum FrameComponent: Hashable, Sendable {
    case variable(Variable)
    case constant(Double)

    func value(in solution: Solution) -> Double {
        switch self {
        case .variable(let variable): solution.value(of: variable) ?? .nan
        case .constant(let value): value
        }
    }
}

/// The origin and size of one node's layout frame in a built program.
struct FrameVariables: Hashable, Sendable {
    var x: FrameComponent
    var y: FrameComponent
    var width: FrameComponent
    var height: FrameComponent

    static let zero = FrameVariables(x: .constant(0), y: .constant(0), width: .constant(0), height: .constant(0))
}
