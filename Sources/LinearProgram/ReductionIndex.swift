/// Where each column and row of a program sits in a reduction of it (-1:
/// left out), and the program's rows by column (``ColumnRows``): what a
/// reduction's moves look up (``ProgramReduction/moving(to:from:)``).
final class ReductionIndex: Sendable {
    let columnRows: ColumnRows
    let reducedColumn: [Int]
    let reducedRow: [Int]

    /// The index of a reduction of `program` keeping `keptColumns` and
    /// `keptRows`, taking the rows by column from `columnRows` where they
    /// are `program`'s rows.
    init(_ program: Program, keptColumns: [Int], keptRows: [Int], columnRows: ColumnRows? = nil) {
        self.columnRows = columnRows.flatMap { $0.serves(program) ? $0 : nil } ?? ColumnRows(program)
        var columns = [Int](repeating: -1, count: program.variableCount)
        for (kept, column) in keptColumns.enumerated() { columns[column] = kept }
        reducedColumn = columns
        var rows = [Int](repeating: -1, count: program.rowCount)
        for (kept, row) in keptRows.enumerated() { rows[row] = kept }
        reducedRow = rows
    }

    /// This index where `program` has the rows it was made from (a later
    /// program of the same reduction, `ProgramReduction(_:as:)`), else nil:
    /// the first move of a reduction of other rows indexes them, and one
    /// that never moves does not.
    func serving(_ program: Program) -> ReductionIndex? {
        columnRows.serves(program) ? self : nil
    }

    /// The rows column `column` has a term in.
    func rows(of column: Int) -> ArraySlice<Int> {
        columnRows.rows(of: column)
    }
}
