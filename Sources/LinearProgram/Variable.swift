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

/// Whether a variable takes any real value, whole numbers only, or 0 and 1.
public enum VariableKind: String, Hashable, Sendable, CaseIterable {
    /// Any real value between the bounds.
    case continuous
    /// Whole numbers between the bounds (a general integer variable).
    case integer
    /// 0 or 1; the bounds must be exactly 0 and 1.
    case binary

    /// Whether the variable must take a whole-number value.
    public var isIntegral: Bool {
        self != .continuous
    }
}

/// Everything a program knows about one of its variables.
public struct VariableDefinition: Hashable, Sendable {
    /// A readable, non-empty name, unique in its program, such as
    /// `w[root/0/frame]`.
    public var name: String
    /// The lower bound; `-.infinity` for none.
    public var lowerBound: Double
    /// The upper bound; `.infinity` for none.
    public var upperBound: Double
    /// Continuous, integer or binary.
    public var kind: VariableKind

    /// A definition with the given name, bounds and kind.
    public init(name: String, lowerBound: Double, upperBound: Double, kind: VariableKind) {
        self.name = name
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.kind = kind
    }
}
