extension Program {
    /// This program with its first `count` objectives turned into rows that
    /// hold each within `slack · max(1, |z|)` of its value z at `values` (an
    /// optimum), and no objectives left: the feasible set a later stage
    /// (such as a ``SquaresStage``) is solved over, without solving the
    /// earlier stages again.
    public func holdingObjectives(_ count: Int, at values: [Double], slack: Double) -> Program {
        var program = self
        for objective in objectives.prefix(count) {
            let expression = objective.expression.simplified()
            guard !expression.terms.isEmpty else { continue }
            let optimum = Program.evaluate(expression, values: values)
            let margin = slack * Swift.max(1, abs(optimum))
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
