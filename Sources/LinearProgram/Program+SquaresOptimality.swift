extension Program {
    /// The optimality (Karush–Kuhn–Tucker) conditions of `min Σ termᵢ²` over
    /// this linear program's rows and bounds, with the rows and bounds that
    /// are active at `values` (within `tolerance · max(1, |bound|)`) as the
    /// only ones that may carry a multiplier: a linear program whose every
    /// feasible point is an exact minimiser (the conditions are sufficient
    /// for a convex objective), or that is infeasible where the active set
    /// read at `values` is not the minimiser's. Its first ``variableCount``
    /// variables are this program's; then each term's value (`kkt.term#i`),
    /// each active row's multiplier (`kkt.row#r`) and each active bound's
    /// (`kkt.bound#j`). An active row is held at its bound, an active bound
    /// fixes its variable, so that a multiplier away from zero is
    /// complementary by construction; every row keeps its own sense, so a
    /// feasible point is feasible here too.
    ///
    /// nil for a mixed-integer program (the conditions hold for one branch
    /// only) or `values` shorter than the variables.
    public func squaresOptimality(of terms: [LinearExpression], activeAt values: [Double], tolerance: Double) -> Program? {
        guard !isMixedInteger, values.count >= variableCount else { return nil }
        var program = self
        program.replaceObjectives(with: [])
        program.name = name.map { "\($0) (optimality conditions)" }
        let count = variableCount
        func variable(_ index: Int) -> Variable { Variable(index: index, program: id) }
        // ∇ Σ termᵢ² = Σ 2·termᵢ·∇termᵢ, per variable, less the multipliers.
        var stationarity = [LinearExpression](repeating: .zero, count: count)
        for (index, term) in terms.enumerated() {
            let simple = term.simplified()
            guard !simple.terms.isEmpty else { continue }
            let value = program.addVariable("kkt.term#\(index)", lowerBound: -.infinity, upperBound: .infinity)
            program.add(
                Constraint(
                    LinearExpression(terms: [Term(value)] + simple.terms.map { Term($0.variable, coefficient: -$0.coefficient) }),
                    .equal, simple.constant, name: "kkt.term-value#\(index)"))
            for part in simple.terms {
                stationarity[part.variable.index] += LinearExpression(terms: [Term(value, coefficient: 2 * part.coefficient)])
            }
        }
        for (row, constraint) in constraints.enumerated() {
            let form = constraint.standardForm
            guard !form.terms.isEmpty else { continue }
            let activity = form.terms.reduce(0) { $0 + $1.coefficient * values[$1.variable.index] }
            let slack = tolerance * Swift.max(1, abs(form.rhs))
            // min f over a·x ≥ b: ∇f = λ·a with λ ≥ 0; over a·x ≤ b, λ ≤ 0.
            let sign: ClosedRange<Double>
            switch form.relation {
            case .equal: sign = -.infinity ... .infinity
            case .greaterThanOrEqual:
                guard activity - form.rhs <= slack else { continue }
                sign = 0 ... .infinity
            case .lessThanOrEqual:
                guard form.rhs - activity <= slack else { continue }
                sign = -.infinity...0
            }
            let multiplier = program.addVariable("kkt.row#\(row)", lowerBound: sign.lowerBound, upperBound: sign.upperBound)
            if form.relation != .equal {
                program.add(Constraint(LinearExpression(terms: form.terms), .equal, form.rhs, name: "kkt.active#\(row)"))
            }
            for part in form.terms {
                stationarity[part.variable.index] += LinearExpression(terms: [Term(multiplier, coefficient: -part.coefficient)])
            }
        }
        for index in 0..<count {
            let definition = variables[index]
            // A fixed variable's multiplier is free: nothing to hold.
            guard definition.lowerBound < definition.upperBound else { continue }
            let value = values[index]
            let atLower =
                definition.lowerBound.isFinite
                && value - definition.lowerBound <= tolerance * Swift.max(1, abs(definition.lowerBound))
            let atUpper =
                definition.upperBound.isFinite
                && definition.upperBound - value <= tolerance * Swift.max(1, abs(definition.upperBound))
            if atLower || atUpper {
                let bound = atLower ? definition.lowerBound : definition.upperBound
                program.setBounds(of: variable(index), lower: bound, upper: bound)
                let multiplier = program.addVariable(
                    "kkt.bound#\(index)", lowerBound: atLower ? 0 : -.infinity,
                    upperBound: atLower ? .infinity : 0)
                stationarity[index] += LinearExpression(terms: [Term(multiplier, coefficient: -1)])
            }
            let row = stationarity[index].simplified()
            guard !row.terms.isEmpty else { continue }
            program.add(Constraint(row, .equal, 0, name: "kkt.stationary#\(index)"))
        }
        return program
    }
}
