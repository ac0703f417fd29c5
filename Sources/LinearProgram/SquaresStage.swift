/// A stage of a lexicographic program that minimises a sum of squares,
/// `Σ termᵢ²`, each term a linear expression: the one quadratic objective
/// LayoutLP needs (the declarative strategies' least-squares reading and
/// tie-break, docs/strategies.md). Linear solvers cannot take it as it is;
/// ``SquaresGrid`` writes it as a convex piecewise-linear objective over
/// breakpoints, and a caller refines the grid around each answer until the
/// answer is certified close to the exact optimum (``SquaresGrid/radius``).
public struct SquaresStage: Sendable, Hashable {
    /// The terms whose squares are summed; a term whose expression has no
    /// variable is a constant and changes nothing.
    public var terms: [LinearExpression]
    /// Where the stage sits among the program's linear objectives: it is
    /// solved after the first `position` objectives, each held at its
    /// optimum, and the rest are not solved (its answer is unique in the
    /// terms; `exact`'s tie objective, which the declarative programs end
    /// with, only reads ties that give the same value either way).
    public var position: Int
    /// The objective's name in reports and CPLEX LP text.
    public var name: String
    /// What each term measures, by index, where the program says (a
    /// declarative strategy: the node path of the child whose answer
    /// minus ideal the term is); empty, or shorter than ``terms``, where it
    /// does not.
    public var labels: [String] = []

    /// A stage minimising `Σ terms²` after the first `position` objectives.
    public init(terms: [LinearExpression], position: Int, name: String = "least-squares") {
        self.terms = terms
        self.position = position
        self.name = name
    }

    /// `Σ termᵢ²` at `values` (a solution's values, indexed like the program's variables).
    public func value(at values: [Double]) -> Double {
        terms.reduce(0) { total, term in
            let value = Program.evaluate(term, values: values)
            return total + value * value
        }
    }
}
