// Solver-independent validation: what every solver and writer may assume.

extension Program {
    /// Checks that the program is a well-formed linear program, reporting the
    /// first problem found.
    ///
    /// Checked, in this order: the lexicographic tolerance; each variable's
    /// name (non-empty, unique) and bounds (no NaN, lower ≤ upper, lower <
    /// +∞, upper > −∞, binary exactly [0, 1]); each constraint's name
    /// (non-empty when given, unique), variables (created by this program),
    /// coefficients and right-hand side (finite); each objective's variables
    /// and coefficients the same way.
    ///
    /// An empty program (no variables, constraints or objectives) is valid.
    ///
    /// - Throws: ``ProgramError`` naming the offending item.
    public func validate() throws(ProgramError) {
        guard lexicographicTolerance.isFinite, lexicographicTolerance >= 0 else {
            throw .invalidLexicographicTolerance(lexicographicTolerance)
        }
        try validateVariables()
        try validateConstraints()
        for (index, objective) in objectives.enumerated() {
            let location = ProgramLocation.objective(index: index, name: objective.name)
            try validate(objective.expression, at: location)
        }
    }

    /// Names non-empty and unique; bounds ordered and not NaN; binary bounds [0, 1].
    private func validateVariables() throws(ProgramError) {
        // One hash per name, into a table sized once.
        var firstWithName: [String: Variable] = Dictionary(minimumCapacity: variables.count)
        for variable in allVariables {
            let definition = variables[variable.index]
            let (lower, upper) = (definition.lowerBound, definition.upperBound)
            guard !definition.name.isEmpty else { throw .emptyVariableName(variable) }
            if let first = firstWithName.updateValue(variable, forKey: definition.name) {
                throw .duplicateVariableName(definition.name, first: first, second: variable)
            }
            guard !lower.isNaN, !upper.isNaN, lower <= upper, lower < .infinity, upper > -.infinity else {
                throw .invalidBounds(variable, name: definition.name, lower: lower, upper: upper)
            }
            if definition.kind == .binary, lower != 0 || upper != 1 {
                throw .invalidBinaryBounds(variable, name: definition.name, lower: lower, upper: upper)
            }
        }
    }

    /// Names non-empty when given and unique; expressions and right-hand sides valid.
    private func validateConstraints() throws(ProgramError) {
        var firstWithName: [String: Int] = Dictionary(minimumCapacity: constraints.count)
        for (index, constraint) in constraints.enumerated() {
            if let name = constraint.name {
                guard !name.isEmpty else { throw .emptyConstraintName(index: index) }
                if let first = firstWithName.updateValue(index, forKey: name) {
                    throw .duplicateConstraintName(name, first: first, second: index)
                }
            }
            let location = ProgramLocation.constraint(index: index, name: constraint.name)
            try validate(constraint.expression, at: location)
            guard constraint.rhs.isFinite else { throw .nonFiniteConstant(constraint.rhs, in: location) }
        }
    }

    /// Every variable belongs to this program; coefficients and constant finite.
    private func validate(_ expression: LinearExpression, at location: ProgramLocation) throws(ProgramError) {
        for term in expression.terms {
            guard contains(term.variable) else { throw .foreignVariable(term.variable, in: location) }
            guard term.coefficient.isFinite else {
                throw .nonFiniteCoefficient(
                    term.coefficient, variable: variables[term.variable.index].name, in: location)
            }
        }
        guard expression.constant.isFinite else { throw .nonFiniteConstant(expression.constant, in: location) }
    }
}
