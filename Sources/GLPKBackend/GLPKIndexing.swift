import LinearProgram

/// The one place that maps between the program's 0-based indices and GLPK's
/// 1-based rows and columns.
///
/// GLPK numbers rows and columns from 1, and its array parameters (`ia`,
/// `ja`, `ar`, coefficient and bound arrays) are read from index 1 on, with
/// element 0 ignored.
enum GLPKIndexing {
    /// GLPK's column number of a variable.
    static func column(of variable: Variable) -> Int32 {
        Int32(variable.index + 1)
    }

    /// GLPK's row number of the constraint at `index`.
    static func row(ofConstraintAt index: Int) -> Int32 {
        Int32(index + 1)
    }

    /// `values` laid out for GLPK: `unused` at index 0, then `values`.
    static func oneBased<Element>(_ values: [Element], unused: Element) -> [Element] {
        [unused] + values
    }

    /// The values GLPK wrote to a 1-based array, without element 0.
    static func zeroBased<Element>(_ values: [Element]) -> [Element] {
        Array(values.dropFirst())
    }
}
