extension Program {
    /// This program with each integer variable fixed at its value in
    /// `values` (rounded) where that value is **decided** there: moving it
    /// by one, within its bounds, with every other value kept, breaks some
    /// row by more than `tolerance · max(1, |rhs|)`. An integer whose
    /// neighbouring value keeps every row at `values` (a Spacer at exactly
    /// its minimum, which both "proposed less than its minimum" and
    /// "proposed its minimum" describe) stays free, so that a later solve
    /// can leave the point on either side.
    ///
    /// The result is a linear program when every integer is decided.
    /// Variables keep their indices (``fixingIntegers(at:)``).
    public func fixingDecidedIntegers(at values: [Double], tolerance: Double) -> Program {
        var rounded = values
        for index in variables.indices where variables[index].kind.isIntegral && rounded.indices.contains(index) {
            rounded[index] = rounded[index].rounded()
        }
        // Each row's activity at the rounded point, and the rows each
        // integer appears in, with its coefficient.
        var rows: [(relation: Relation, rhs: Double, activity: Double)] = []
        var uses: [Int: [(row: Int, coefficient: Double)]] = [:]
        for constraint in constraints {
            let form = constraint.standardForm
            var activity = 0.0
            for term in form.terms {
                let index = term.variable.index
                activity += term.coefficient * (rounded.indices.contains(index) ? rounded[index] : 0)
                if variables.indices.contains(index), variables[index].kind.isIntegral {
                    uses[index, default: []].append((rows.count, term.coefficient))
                }
            }
            rows.append((form.relation, form.rhs, activity))
        }
        func holds(_ activity: Double, _ row: Int) -> Bool {
            let (relation, rhs, _) = rows[row]
            let slack = tolerance * Swift.max(1, abs(rhs))
            switch relation {
            case .lessThanOrEqual: return activity <= rhs + slack
            case .greaterThanOrEqual: return activity >= rhs - slack
            case .equal: return abs(activity - rhs) <= slack
            }
        }
        return fixingIntegers(at: values) { index in
            let value = rounded.indices.contains(index) ? rounded[index] : 0
            let definition = variables[index]
            let undecided = [value - 1, value + 1].contains { neighbour in
                guard neighbour >= definition.lowerBound, neighbour <= definition.upperBound else { return false }
                return (uses[index] ?? []).allSatisfy { use in
                    holds(rows[use.row].activity + use.coefficient * (neighbour - value), use.row)
                }
            }
            return !undecided
        }
    }
}
