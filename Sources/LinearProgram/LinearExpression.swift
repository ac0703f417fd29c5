/// A sum of terms plus a constant: `c₁·x₁ + c₂·x₂ + … + constant`.
///
/// Build expressions with the operators `+`, `-` and scalar `*` on variables,
/// expressions and numbers (`3 * x + 2 * y - 1`). An expression may mention a
/// variable more than once; ``simplified()`` merges such terms, and every
/// consumer (validation, the LP writer, solvers) works on the simplified form.
public struct LinearExpression: Hashable, Sendable, LinearExpressionConvertible, CustomStringConvertible {
    /// The terms in the order they were added.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `value` (no terms).
    public init(constant value: Double) {
        self.init(terms: [], constant: value)
    }

    /// The expression that stands for `value`.
    public init(_ value: some LinearExpressionConvertible) {
        self = value.linearExpression
    }

    /// The zero expression.
    public static let zero = LinearExpression()

    /// Itself.
    public var linearExpression: LinearExpression {
        self
    }

    /// The same expression with one term per variable: coefficients of
    /// repeated variables are added (in the position of the variable's first
    /// term) and terms whose coefficient is then zero, or cancelled to within
    /// 1e-12 of the sum of its parts' magnitudes (round-off), are dropped.
    ///
    /// Solvers need this: GLPK, for one, rejects a row that names a column
    /// twice, and the CPLEX LP format forbids it.
    public func simplified() -> LinearExpression {
        if isSimple { return self }
        var position: [Variable: Int] = [:]
        var merged: [Term] = []
        var magnitude: [Double] = []
        merged.reserveCapacity(terms.count)
        magnitude.reserveCapacity(terms.count)
        // A short expression (most of a layout program's) is merged by
        // scanning the terms so far: no dictionary to allocate and hash.
        let scans = terms.count <= Self.scannedTerms
        for term in terms {
            let known = scans ? merged.firstIndex { $0.variable == term.variable } : position[term.variable]
            if let index = known {
                merged[index].coefficient += term.coefficient
                magnitude[index] += abs(term.coefficient)
            } else {
                if !scans { position[term.variable] = merged.count }
                merged.append(term)
                magnitude.append(abs(term.coefficient))
            }
        }
        // A sum that cancels to within 1e-12 of its parts is 0 up to
        // round-off (0.1 + 0.2 − 0.3 leaves 5.6e-17); such a coefficient
        // would only mislead a solver's presolver.
        // A non-finite coefficient stays, for validation to report.
        let kept = merged.indices.filter {
            let coefficient = merged[$0].coefficient
            return coefficient != 0 && !(coefficient.isFinite && abs(coefficient) <= 1e-12 * magnitude[$0])
        }
        if kept.count == merged.count { return LinearExpression(terms: merged, constant: constant) }
        return LinearExpression(terms: kept.map { merged[$0] }, constant: constant)
    }

    /// Whether ``simplified()`` would return the expression as it is: no
    /// zero coefficient and no variable twice (most expressions a layout
    /// program is built from), found without a dictionary: by scanning a
    /// short expression, by sorting the indices of a long one whose terms
    /// are all of one program.
    private var isSimple: Bool {
        guard let first = terms.first else { return true }
        guard terms.allSatisfy({ $0.coefficient != 0 }) else { return false }
        if terms.count <= Self.scannedTerms {
            for (offset, term) in terms.enumerated() {
                for earlier in terms[..<offset] where earlier.variable == term.variable { return false }
            }
            return true
        }
        guard terms.allSatisfy({ $0.variable.program == first.variable.program }) else { return false }
        let indices = terms.map(\.variable.index).sorted()
        return zip(indices, indices.dropFirst()).allSatisfy { $0 != $1 }
    }

    /// Up to this many terms, ``simplified()`` finds repeated variables by
    /// scanning instead of hashing.
    static let scannedTerms = 16

    /// The distinct variables of the expression, in order of first appearance.
    public var variables: [Variable] {
        var seen: Set<Variable> = []
        return terms.compactMap { seen.insert($0.variable).inserted ? $0.variable : nil }
    }

    /// The value of the expression when each variable has `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The expression multiplied by `factor` (terms and constant).
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor
        )
    }

    /// `c*v<i> + c*v<j> + constant`, for debugging; programs print names via
    /// the CPLEX LP writer.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty {
            parts.append("\(constant)")
        }
        return parts.joined(separator: " + ")
    }
}
