/// Coefficient strengthening, a MIP presolve step (Savelsbergh 1994): a
/// big-M row that binds only on one value of a binary gets the smallest M
/// that the other variables' bounds allow, with the same integer solutions.
///
/// For a row `Σ aᵢxᵢ + a·δ ≤ b` with δ binary and `R` the most the other
/// terms can reach within the bounds:
///
/// - `a > 0` and `R < b`: with δ = 0 the row cannot bind, so
///   `a ← a − d`, `b ← b − d` with `d = b − R` (δ = 1 still gives
///   `Σ aᵢxᵢ ≤ b − a`);
/// - `a < 0` and `R < b − a`: with δ = 1 the row cannot bind, so
///   `a ← a + d` with `d = b − a − R` (δ = 0 still gives `Σ aᵢxᵢ ≤ b`).
///
/// `≥` rows are read as `≤` rows of the negation; equality rows are left
/// alone. The side that cannot bind keeps a ``margin`` beyond `R` (so `d` is
/// `b − R − margin`): a coefficient strengthened down to the bounds' own
/// round-off (1e-7) would sit inside the solver's feasibility tolerance, and
/// the binary would stop deciding anything (a tie's `min` then drifts by
/// 1e-6).
///
/// Why: a big-M taken from loose bounds (10⁵ for a length that is 100 at
/// the given proposal) lets branch-and-cut accept a binary within its
/// integrality tolerance (1e-5) while the row is violated by M·1e-5, points
/// whose rounded binaries then fit no layout (docs/lp-encoding.md, "Solving").
public struct CoefficientStrengthening: Sendable {
    /// How far beyond `R` the side that cannot bind stays (in the row's
    /// units: points, for a layout program).
    public var margin = 1.0
    /// Only coefficients larger than this (in magnitude) are strengthened:
    /// a big-M of 1,000 errs by at most 0.01 at GLPK's integrality
    /// tolerance, and strengthening every row made some nearly determined
    /// programs too thin for GLPK's presolver (docs/lp-encoding.md, "Solving").
    public var threshold = 1000.0

    /// Strengthening with the default `margin` (1) and `threshold` (1,000).
    public init() {}

    /// `program` with every inequality row's open binaries strengthened over
    /// the bounds `lower`, `upper` (one per variable, valid for every
    /// solution), and how many coefficients changed.
    public func run(on program: Program, lower: [Double], upper: [Double]) -> (program: Program, strengthened: Int) {
        var result = program
        var count = 0
        for (index, constraint) in program.constraints.enumerated() {
            let form = constraint.standardForm
            let sense: Double
            switch form.relation {
            case .lessThanOrEqual: sense = 1
            case .greaterThanOrEqual: sense = -1
            case .equal: continue
            }
            // sense · Σ terms ≤ sense · rhs
            var terms = form.terms.map { Term($0.variable, coefficient: sense * $0.coefficient) }
            var rhs = sense * form.rhs
            var changed = false
            for k in terms.indices {
                let j = terms[k].variable.index
                guard program.variables[j].kind.isIntegral, lower[j] == 0, upper[j] == 1 else { continue }
                var most = 0.0
                var bounded = true
                for (i, term) in terms.enumerated() where i != k {
                    let v = term.variable.index
                    let reach = term.coefficient > 0 ? term.coefficient * upper[v] : term.coefficient * lower[v]
                    guard reach.isFinite else { bounded = false; break }
                    most += reach
                }
                guard bounded else { continue }
                let a = terms[k].coefficient
                guard abs(a) > threshold else { continue }
                if a > 0 {
                    let d = rhs - most - margin
                    guard d > 0 else { continue }
                    terms[k].coefficient = a - d
                    rhs -= d
                } else if a < 0 {
                    let d = rhs - a - most - margin
                    guard d > 0 else { continue }
                    terms[k].coefficient = a + d
                } else {
                    continue
                }
                changed = true
                count += 1
            }
            guard changed else { continue }
            let expression = LinearExpression(terms: terms.map { Term($0.variable, coefficient: sense * $0.coefficient) })
            result.replaceConstraint(at: index, with: Constraint(expression, form.relation, sense * rhs, name: constraint.name))
        }
        return (result, count)
    }
}
