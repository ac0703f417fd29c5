import LayoutLPCGLPK
import LayoutLPGLPKGuard
import LinearProgram

/// A validated program laid out the way GLPK loads it: 1-based column,
/// row and matrix arrays (``GLPKIndexing``) with bound types from
/// ``GLPKBounds``. Building it calls no GLPK routine.
struct GLPKModel {
    /// Names as one buffer of NUL-terminated strings plus 1-based offsets; an
    /// absent name points at the empty string at offset 0.
    struct NameTable {
        private(set) var bytes: [CChar] = [0]
        private(set) var offsets: [Int32] = [0]

        init(_ names: [String?]) {
            for name in names {
                if let name {
                    offsets.append(Int32(bytes.count))
                    bytes += name.utf8CString
                } else {
                    offsets.append(0)
                }
            }
        }
    }

    let columnCount: Int
    let columnTypes: [Int32]
    let columnLower: [Double]
    let columnUpper: [Double]
    let columnKinds: [Int32]
    let columnNames: NameTable
    let rowCount: Int
    let rowTypes: [Int32]
    let rowLower: [Double]
    let rowUpper: [Double]
    let rowNames: NameTable
    let matrixRows: [Int32]
    let matrixColumns: [Int32]
    let matrixValues: [Double]
    /// Where each row's terms start in the matrix arrays: row i (0-based)
    /// has the entries `rowStarts[i]..<rowStarts[i + 1]` (1-based entries).
    let rowStarts: [Int]

    /// Lays out `program`, which ``GLPKValidation/check(_:)`` accepted;
    /// without `names`, every row and column is left unnamed (a
    /// ``GLPKSession`` updating a loaded problem needs no names).
    init(_ program: Program, names: Bool = true) {
        let columnBounds = program.variables.map { GLPKBounds(lower: $0.lowerBound, upper: $0.upperBound) }
        columnCount = program.variableCount
        columnTypes = GLPKIndexing.oneBased(columnBounds.map(\.type), unused: 0)
        columnLower = GLPKIndexing.oneBased(columnBounds.map(\.lower), unused: 0)
        columnUpper = GLPKIndexing.oneBased(columnBounds.map(\.upper), unused: 0)
        columnKinds = GLPKIndexing.oneBased(program.variables.map { Self.kind($0.kind) }, unused: 0)
        columnNames = NameTable(names ? program.variables.map(\.name) : Array(repeating: nil, count: program.variableCount))

        let forms = program.constraints.map(\.standardForm)
        let rowBounds = forms.map { GLPKBounds($0.relation, rhs: $0.rhs) }
        rowCount = forms.count
        rowTypes = GLPKIndexing.oneBased(rowBounds.map(\.type), unused: 0)
        rowLower = GLPKIndexing.oneBased(rowBounds.map(\.lower), unused: 0)
        rowUpper = GLPKIndexing.oneBased(rowBounds.map(\.upper), unused: 0)
        rowNames = NameTable(names ? program.constraints.map(\.name) : Array(repeating: nil, count: program.rowCount))

        var rows: [Int32] = [], columns: [Int32] = [], values: [Double] = []
        var starts = [1]
        starts.reserveCapacity(forms.count + 1)
        for (index, form) in forms.enumerated() {
            defer { starts.append(rows.count + 1) }
            for term in form.terms {
                rows.append(GLPKIndexing.row(ofConstraintAt: index))
                columns.append(GLPKIndexing.column(of: term.variable))
                values.append(term.coefficient)
            }
        }
        matrixRows = GLPKIndexing.oneBased(rows, unused: 0)
        matrixColumns = GLPKIndexing.oneBased(columns, unused: 0)
        matrixValues = GLPKIndexing.oneBased(values, unused: 0)
        rowStarts = starts
    }

    /// GLPK's column kind.
    static func kind(_ kind: VariableKind) -> Int32 {
        switch kind {
        case .continuous: GLP_CV
        case .integer: GLP_IV
        case .binary: GLP_BV
        }
    }

    /// The number of matrix entries.
    var nonZeroCount: Int {
        matrixValues.count - 1
    }

    /// Calls `body` with the C views of the arrays, valid only during the call.
    func withCStructures<Result>(
        _ body: (
            UnsafePointer<layoutlp_glpk_columns>, UnsafePointer<layoutlp_glpk_rows>, UnsafePointer<layoutlp_glpk_matrix>
        ) -> Result
    ) -> Result {
        columnTypes.withUnsafeBufferPointer { types in
            columnLower.withUnsafeBufferPointer { lower in
                columnUpper.withUnsafeBufferPointer { upper in
                    columnKinds.withUnsafeBufferPointer { kinds in
                        columnNames.bytes.withUnsafeBufferPointer { names in
                            columnNames.offsets.withUnsafeBufferPointer { offsets in
                                var columns = layoutlp_glpk_columns(
                                    count: Int32(columnCount), types: types.baseAddress, lower: lower.baseAddress,
                                    upper: upper.baseAddress, kinds: kinds.baseAddress, names: names.baseAddress,
                                    name_offsets: offsets.baseAddress)
                                return withRows { rows in
                                    withMatrix { matrix in body(&columns, rows, matrix) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func withRows<Result>(_ body: (UnsafePointer<layoutlp_glpk_rows>) -> Result) -> Result {
        rowTypes.withUnsafeBufferPointer { types in
            rowLower.withUnsafeBufferPointer { lower in
                rowUpper.withUnsafeBufferPointer { upper in
                    rowNames.bytes.withUnsafeBufferPointer { names in
                        rowNames.offsets.withUnsafeBufferPointer { offsets in
                            var rows = layoutlp_glpk_rows(
                                count: Int32(rowCount), types: types.baseAddress, lower: lower.baseAddress,
                                upper: upper.baseAddress, names: names.baseAddress, name_offsets: offsets.baseAddress)
                            return body(&rows)
                        }
                    }
                }
            }
        }
    }

    private func withMatrix<Result>(_ body: (UnsafePointer<layoutlp_glpk_matrix>) -> Result) -> Result {
        matrixRows.withUnsafeBufferPointer { rows in
            matrixColumns.withUnsafeBufferPointer { columns in
                matrixValues.withUnsafeBufferPointer { values in
                    var matrix = layoutlp_glpk_matrix(
                        count: Int32(nonZeroCount), rows: rows.baseAddress, columns: columns.baseAddress,
                        values: values.baseAddress)
                    return body(&matrix)
                }
            }
        }
    }
}
