import LinearProgram

/// Checks that run before any `glp_*` call, so that GLPK's own argument
/// checks (which abort the process) never fire; the fatal-error guard is
/// only a last resort.
enum GLPKValidation {
    /// GLPK's limit on the length of row and column names, in bytes.
    static let maximumNameLength = 255

    /// The largest row, column or non-zero count accepted: GLPK indexes with
    /// `int`, and its arrays have an unused element 0.
    static let maximumCount = Int(Int32.max) - 1

    /// Validates `program` for GLPK: solver-independent validation, then
    /// GLPK's name rules, integral bounds of integer variables, finite merged
    /// coefficients and sizes that fit GLPK's indices.
    ///
    /// - Throws: ``GLPKError`` naming the offending item.
    static func check(_ program: Program) throws(GLPKError) {
        do {
            try program.validate()
        } catch {
            throw .invalidProgram(error)
        }
        for definition in program.variables {
            try checkName(definition.name)
            guard definition.kind.isIntegral else { continue }
            for bound in [definition.lowerBound, definition.upperBound] where bound.isFinite && bound != bound.rounded() {
                throw .fractionalIntegerBound(variable: definition.name, bound: bound)
            }
        }
        var nonZeros = 0
        for (index, constraint) in program.constraints.enumerated() {
            if let name = constraint.name { try checkName(name) }
            let terms = constraint.expression.simplified().terms
            try checkMerged(terms, program, at: .constraint(index: index, name: constraint.name))
            nonZeros += terms.count
        }
        for (index, objective) in program.objectives.enumerated() {
            let terms = objective.expression.simplified().terms
            try checkMerged(terms, program, at: .objective(index: index, name: objective.name))
            nonZeros += terms.count  // a lexicographic stage may add the objective as a row
        }
        for (what, count) in [
            ("columns", program.variableCount),
            ("rows", program.rowCount + program.objectives.count),
            ("non-zeros", nonZeros),
        ] where count > maximumCount {
            throw .tooLarge(what: what, count: count)
        }
    }

    /// GLPK stores names of 1 to 255 bytes without control characters
    /// (`glp_set_col_name` fails fatally otherwise). Emptiness is checked
    /// by ``Program/validate()``.
    static func checkName(_ name: String) throws(GLPKError) {
        if name.utf8.count > maximumNameLength {
            throw .nameRejected(name, reason: "longer than \(maximumNameLength) bytes")
        }
        if name.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            throw .nameRejected(name, reason: "contains a control character")
        }
    }

    /// Merging repeated terms can overflow to infinity even when every
    /// written coefficient is finite.
    static func checkMerged(_ terms: [Term], _ program: Program, at location: ProgramLocation) throws(GLPKError) {
        for term in terms where !term.coefficient.isFinite {
            let name = program.definition(of: term.variable)?.name ?? term.variable.description
            throw .invalidProgram(.nonFiniteCoefficient(term.coefficient, variable: name, in: location))
        }
    }
}
