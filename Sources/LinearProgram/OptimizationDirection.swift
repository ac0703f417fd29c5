/// Whether an objective is to be made as small or as large as possible.
public enum OptimizationDirection: String, Hashable, Sendable, CaseIterable {
    /// Make the objective as small as possible.
    case minimize
    /// Make the objective as large as possible.
    case maximize
}
