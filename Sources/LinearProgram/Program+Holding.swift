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
