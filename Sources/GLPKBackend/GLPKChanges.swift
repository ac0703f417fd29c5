import LinearProgram

/// What differs between two programs of one ``ProgramStructure``, laid out
/// for GLPK and validated: the columns whose definition changed and the rows
/// whose constraint changed. A ``GLPKSession`` applies them to its loaded
/// problem instead of validating and laying out the whole program again.
///
/// Validation covers what ``GLPKValidation/check(_:)`` would find in the
/// changed items (bounds, binary and integral bounds, foreign variables,
/// finite coefficients and right-hand sides, merged coefficients) and in
/// every objective; what did not change passed that check before. A changed
/// name falls back to the full check, since names must stay unique.
struct GLPKChanges {
    /// A changed column: 0-based index, GLPK kind and bounds.
    struct Column {
        let index: Int
        let kind: Int32
        let bounds: GLPKBounds

        /// The column at `index` defined by `definition`, laid out for GLPK.
        init(_ definition: VariableDefinition, at index: Int) {
            self.index = index
            kind = GLPKModel.kind(definition.kind)
            bounds = GLPKBounds(lower: definition.lowerBound, upper: definition.upperBound)
        }
    }

    /// A changed row: 0-based index, bounds and 1-based terms for `glp_set_mat_row`.
    struct Row {
        let index: Int
        let bounds: GLPKBounds
        let columns: [Int32]
        let values: [Double]
    }

    let columns: [Column]
    let rows: [Row]

    /// The changes from `previous` (validated, loaded) to `program`.
    ///
    /// - Throws: ``GLPKError`` naming the offending item.
    init(from previous: Program, to program: Program) throws(GLPKError) {
        let shared = program.sharesRows(with: previous)
        guard program.variableCount == previous.variableCount, program.rowCount == previous.rowCount,
            Self.keepsNames(previous, program, sharingRows: shared)
        else {
            try GLPKValidation.check(program)
            (columns, rows) = Self.everything(in: program)
            return
        }
        guard program.lexicographicTolerance.isFinite, program.lexicographicTolerance >= 0 else {
            throw .invalidProgram(.invalidLexicographicTolerance(program.lexicographicTolerance))
        }
        var columns: [Column] = [], rows: [Row] = []
        for (index, definition) in program.variables.enumerated() where definition != previous.variables[index] {
            try Self.checkBounds(of: definition, at: index, in: program)
            columns.append(Column(definition, at: index))
        }
        // Rows in the same storage are the same rows (a copy whose bounds
        // alone changed: a sweep's next width), unread.
        for (index, constraint) in program.constraints.enumerated()
        where !shared && constraint != previous.constraints[index] {
            rows.append(try Self.row(constraint, at: index, in: program))
        }
        try Self.checkObjectives(of: program)
        (self.columns, self.rows) = (columns, rows)
    }

    /// The columns `columns` and rows `rows` of `program` (0-based), which
    /// are all that changed from the loaded program, checked as
    /// ``init(from:to:)`` checks changed items, and every objective.
    ///
    /// - Throws: ``GLPKError`` naming the offending item.
    init(columns changedColumns: [Int], rows changedRows: [Int], of program: Program) throws(GLPKError) {
        guard program.lexicographicTolerance.isFinite, program.lexicographicTolerance >= 0 else {
            throw .invalidProgram(.invalidLexicographicTolerance(program.lexicographicTolerance))
        }
        var columns: [Column] = [], rows: [Row] = []
        for index in changedColumns {
            let definition = program.variables[index]
            try Self.checkBounds(of: definition, at: index, in: program)
            columns.append(Column(definition, at: index))
        }
        for index in changedRows {
            rows.append(try Self.row(program.constraints[index], at: index, in: program))
        }
        try Self.checkObjectives(of: program)
        (self.columns, self.rows) = (columns, rows)
    }

    /// Every objective's terms and constant (``init(from:to:)``'s check).
    private static func checkObjectives(of program: Program) throws(GLPKError) {
        for (index, objective) in program.objectives.enumerated() {
            let location = ProgramLocation.objective(index: index, name: objective.name)
            try checkTerms(of: objective.expression, at: location, in: program)
            try GLPKValidation.checkMerged(objective.expression.simplified().terms, program, at: location)
        }
    }

    /// Every column and row of `program` (after a full check).
    private static func everything(in program: Program) -> ([Column], [Row]) {
        var columns: [Column] = [], rows: [Row] = []
        for (index, definition) in program.variables.enumerated() {
            columns.append(Column(definition, at: index))
        }
        for (index, constraint) in program.constraints.enumerated() {
            let form = constraint.standardForm
            rows.append(
                Row(
                    index: index, bounds: GLPKBounds(form.relation, rhs: form.rhs),
                    columns: [0] + form.terms.map { GLPKIndexing.column(of: $0.variable) },
                    values: [0] + form.terms.map(\.coefficient)))
        }
        return (columns, rows)
    }

    /// Whether every variable and row keeps its name (rows that share
    /// their storage do).
    private static func keepsNames(_ previous: Program, _ program: Program, sharingRows: Bool) -> Bool {
        for (index, definition) in program.variables.enumerated() where definition.name != previous.variables[index].name {
            return false
        }
        for (index, constraint) in program.constraints.enumerated()
        where !sharingRows && constraint.name != previous.constraints[index].name {
            return false
        }
        return true
    }

    /// ``Program/validate()``'s and GLPK's rules for one variable's bounds.
    private static func checkBounds(of definition: VariableDefinition, at index: Int, in program: Program) throws(GLPKError) {
        let (lower, upper) = (definition.lowerBound, definition.upperBound)
        guard let variable = program.variable(at: index) else { return }
        guard !lower.isNaN, !upper.isNaN, lower <= upper, lower < .infinity, upper > -.infinity else {
            throw .invalidProgram(.invalidBounds(variable, name: definition.name, lower: lower, upper: upper))
        }
        if definition.kind == .binary, lower != 0 || upper != 1 {
            throw .invalidProgram(.invalidBinaryBounds(variable, name: definition.name, lower: lower, upper: upper))
        }
        guard definition.kind.isIntegral else { return }
        for bound in [lower, upper] where bound.isFinite && bound != bound.rounded() {
            throw .fractionalIntegerBound(variable: definition.name, bound: bound)
        }
    }

    /// One changed row, checked and laid out.
    private static func row(_ constraint: Constraint, at index: Int, in program: Program) throws(GLPKError) -> Row {
        let location = ProgramLocation.constraint(index: index, name: constraint.name)
        try checkTerms(of: constraint.expression, at: location, in: program)
        guard constraint.rhs.isFinite else { throw .invalidProgram(.nonFiniteConstant(constraint.rhs, in: location)) }
        let form = constraint.standardForm
        try GLPKValidation.checkMerged(form.terms, program, at: location)
        return Row(
            index: index, bounds: GLPKBounds(form.relation, rhs: form.rhs),
            columns: [0] + form.terms.map { GLPKIndexing.column(of: $0.variable) },
            values: [0] + form.terms.map(\.coefficient))
    }

    /// Every variable belongs to `program`; coefficients and constant finite.
    private static func checkTerms(of expression: LinearExpression, at location: ProgramLocation, in program: Program) throws(GLPKError) {
        for term in expression.terms {
            guard program.contains(term.variable) else { throw .invalidProgram(.foreignVariable(term.variable, in: location)) }
            guard term.coefficient.isFinite else {
                let name = program.variables[term.variable.index].name
                throw .invalidProgram(.nonFiniteCoefficient(term.coefficient, variable: name, in: location))
            }
        }
        guard expression.constant.isFinite else { throw .invalidProgram(.nonFiniteConstant(expression.constant, in: location)) }
    }
}
