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
