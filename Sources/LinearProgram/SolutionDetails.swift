/// What a solver can say about a solution beyond the variables' values
/// (introspection), solver-agnostically. It describes the **last stage** of
/// a lexicographic solve: the last objective, optimised with every earlier
/// objective held at its optimum by an extra row. Those extra rows are not
/// reported (arrays are indexed like ``Program/constraints``), but they are
/// part of the last stage's program, so its duals reflect them.
///
/// Sign conventions (GLPK's, for every direction): the dual of a row is the
/// change of the last objective per unit increase of the row's bound, so in
/// a maximisation a binding `≤` row has a dual ≥ 0, in a minimisation a
/// binding `≥` row has a dual ≥ 0; a column's reduced cost is its objective
/// coefficient minus what its column of rows costs at the row duals
/// (`c_j − Σ_i a_ij y_i`).
public struct SolutionDetails: Sendable, Hashable {
    /// The value of each row's terms (its constant moved to the right-hand
    /// side), indexed like ``Program/constraints``.
    public var rowActivities: [Double]
    /// Each row's dual value (shadow price); nil for a mixed-integer solution,
    /// which has no duals.
    public var rowDuals: [Double]?
    /// Each column's reduced cost; nil for a mixed-integer solution.
    public var reducedCosts: [Double]?
    /// Each row's basis status; nil for a mixed-integer solution.
    public var rowStatus: [BasisStatus]?
    /// Each column's basis status; nil for a mixed-integer solution.
    public var columnStatus: [BasisStatus]?
    /// For each non-basic column (by index), the range of its active bound
    /// over which the basis stays optimal; nil unless asked for, and for a
    /// mixed-integer solution.
    public var boundRanges: [Int: BoundRange]?

    /// Details with row activities and whatever else the solver reported; the rest is nil.
    public init(
        rowActivities: [Double], rowDuals: [Double]? = nil, reducedCosts: [Double]? = nil,
        rowStatus: [BasisStatus]? = nil, columnStatus: [BasisStatus]? = nil, boundRanges: [Int: BoundRange]? = nil
    ) {
        self.rowActivities = rowActivities
        self.rowDuals = rowDuals
        self.reducedCosts = reducedCosts
        self.rowStatus = rowStatus
        self.columnStatus = columnStatus
        self.boundRanges = boundRanges
    }

    /// The dual of `constraint`'s row at `index`, if known.
    public func dual(ofRow index: Int) -> Double? {
        guard let rowDuals, rowDuals.indices.contains(index) else { return nil }
        return rowDuals[index]
    }

    /// The reduced cost of `variable`, if known.
    public func reducedCost(of variable: Variable) -> Double? {
        guard let reducedCosts, reducedCosts.indices.contains(variable.index) else { return nil }
        return reducedCosts[variable.index]
    }
}
