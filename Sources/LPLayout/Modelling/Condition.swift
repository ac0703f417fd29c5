import LinearProgram

/// A yes/no answer inside the exact encoding: known while building (the
/// tree decides it for every proposal) or a binary variable that is 1
/// exactly when the answer is yes.
enum Condition: Hashable {
    case constant(Bool)
    case binary(Variable)

    static let yes = Condition.constant(true)
    static let no = Condition.constant(false)
}
