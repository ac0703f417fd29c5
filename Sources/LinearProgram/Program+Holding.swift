extension Program {
    /// This program with its first `count` objectives turned into rows that
    /// hold each within `slack · max(1, |z − c|)` of its optimum z (c its
    /// constant), and no
    /// objectives left: the feasible set a later stage (such as a
    /// ``SquaresStage``) is solved over, without solving the earlier stages
    /// again. z is the objective's entry in `optima` (a solution's
    /// ``Solution/stageOptima``) where given, else its value at `values`.
    public func holdingObjectives(_ count: Int, at values: [Double], optima: [Double]? = nil, slack: Double) -> Program {
        var program = self
        for (index, objective) in objectives.prefix(count).enumerated() {
            let expression = objective.expression.simplified()
            guard !expression.terms.isEmpty else { continue }
            let optimum = optima.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? Program.evaluate(expression, values: values)
            // Relative to the terms' part: a constant moves no answer.
            let margin = slack * Swift.max(1, abs(optimum - expression.constant))
            let terms = LinearExpression(terms: expression.terms)
            switch objective.direction {
            case .minimize: program.addConstraint(terms, .lessThanOrEqual, optimum - expression.constant + margin, name: objective.name)
            case .maximize: program.addConstraint(terms, .greaterThanOrEqual, optimum - expression.constant - margin, name: objective.name)
            }
        }
        program.replaceObjectives(with: [])
        return program
    }

    /// This program with each of `stage`'s terms held by two rows within
    /// `slack · max(1, |v|)` of its value v at `values` (its constant
    /// aside): the least squares' optimum is unique in the terms, so a
    /// later stage (a face, the least proposals) may move nothing they
    /// name. Constant terms add no row.
    public func holdingTerms(of stage: SquaresStage, at values: [Double], slack: Double) -> Program {
        var program = self
        for (index, term) in stage.terms.enumerated() {
            let expression = term.simplified()
            guard !expression.terms.isEmpty else { continue }
            let value = Program.evaluate(expression, values: values) - expression.constant
            let margin = slack * Swift.max(1, abs(value))
            let terms = LinearExpression(terms: expression.terms)
            program.addConstraint(terms, .lessThanOrEqual, value + margin, name: "\(stage.name)-\(index)-at-most")
            program.addConstraint(terms, .greaterThanOrEqual, value - margin, name: "\(stage.name)-\(index)-at-least")
        }
        return program
    }
}

extension Program {
    /// The values of the integer variables at `values`, rounded, in the
    /// order of the variables (empty for a linear program).
    public func integerValues(at values: [Double]) -> [Double] {
        variables.indices.compactMap { index in
            guard variables[index].kind.isIntegral else { return nil }
            return values.indices.contains(index) ? values[index].rounded() : 0
        }
    }
}
