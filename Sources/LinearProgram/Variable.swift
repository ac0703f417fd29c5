/// A decision variable of a ``Program``.
///
/// A variable's identity is its index in its program (0-based, in order of
/// creation) together with the program's identity; its name, bounds and kind
/// live in the program (``Program/definition(of:)``), so a variable is a
/// small value that can be copied freely into expressions.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The position of the variable in its program, from 0.
    public let index: Int
    /// The program that created the variable.
    public let program: ProgramID

    init(index: Int, program: ProgramID) {
        self.index = index
        self.program = program
    }

    /// `v<index>`; the readable name is the program's
    /// (``Program/definition(of:)``).
    public var description: String {
        "v\(index)"
    }
}
