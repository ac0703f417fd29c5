/// The size of a problem as GLPK read it back from a file.
public struct GLPKFileDimensions: Hashable, Sendable {
    /// Rows (constraints), without the objective.
    public let rows: Int
    /// Columns (variables).
    public let columns: Int
    /// Integer and binary columns.
    public let integerColumns: Int

    /// Dimensions as read.
    public init(rows: Int, columns: Int, integerColumns: Int) {
        self.rows = rows
        self.columns = columns
        self.integerColumns = integerColumns
    }
}
