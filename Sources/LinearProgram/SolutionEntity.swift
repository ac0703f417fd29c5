/// A row or a column of a solved program, 0-based like ``Program/constraints``
/// and ``Variable/index``.
public enum SolutionEntity: Sendable, Hashable, CustomStringConvertible {
    /// The row (constraint) at this index.
    case row(Int)
    /// The column (variable) at this index.
    case column(Int)

    public var description: String {
        switch self {
        case .row(let index): "row \(index)"
        case .column(let index): "column \(index)"
        }
    }
}
