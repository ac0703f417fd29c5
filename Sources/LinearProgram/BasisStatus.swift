/// Where a row or column stands in a basic (simplex) solution.
public enum BasisStatus: String, Sendable, Hashable, CaseIterable {
    /// Basic: its value is computed from the others.
    case basic
    /// Non-basic at its lower bound.
    case atLower
    /// Non-basic at its upper bound.
    case atUpper
    /// Non-basic and free (no bounds): its value is 0.
    case free
    /// Non-basic and fixed (lower = upper).
    case fixed
}
