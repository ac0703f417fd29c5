/// A program's rows by column, compressed: the rows of column j are
/// `rowList[rowStart[j]..<rowStart[j + 1]]` (a row twice where it names
/// the column twice). It keeps the rows it was made from, so that it
/// serves every copy of the program that still shares them
/// (``Program/sharesRows(with:)``): the reductions of a warm sweep's widths
/// index their rows once.
final class ColumnRows: Sendable {
    private let constraints: [Constraint]
    private let rowStart: [Int]
    private let rowList: [Int]

    init(_ program: Program) {
        let columnCount = program.variableCount
        var counts = [Int](repeating: 0, count: columnCount + 1)
        for constraint in program.constraints {
            for term in constraint.expression.terms { counts[term.variable.index + 1] += 1 }
        }
        for column in 0..<columnCount { counts[column + 1] += counts[column] }
        var next = counts
        var list = [Int](repeating: 0, count: counts[columnCount])
        for (row, constraint) in program.constraints.enumerated() {
            for term in constraint.expression.terms {
                list[next[term.variable.index]] = row
                next[term.variable.index] += 1
            }
        }
        constraints = program.constraints
        rowStart = counts
        rowList = list
    }

    /// Whether these are `program`'s rows (the same storage) and columns.
    func serves(_ program: Program) -> Bool {
        rowStart.count == program.variableCount + 1 && Program.sameStorage(constraints, program.constraints)
    }

    /// The rows column `column` has a term in.
    func rows(of column: Int) -> ArraySlice<Int> {
        rowList[rowStart[column]..<rowStart[column + 1]]
    }
}
