/// How far the active bound of a non-basic column can move while the
/// optimal basis stays optimal (primal feasible): sensitivity analysis of a
/// linear program's bound (GLPK's `glp_analyze_bound`). Within
/// `lowest…highest` the same variables stay basic, so the solution moves
/// linearly with the bound and the duals do not change.
public struct BoundRange: Sendable, Hashable {
    /// The least value of the active bound; `-infinity` when nothing limits it.
    public var lowest: Double
    /// The basic variable that leaves the basis first when the bound goes
    /// below `lowest`; nil when nothing limits it.
    public var limitedBelowBy: SolutionEntity?
    /// The greatest value of the active bound; `infinity` when nothing limits it.
    public var highest: Double
    /// The basic variable that leaves the basis first above `highest`.
    public var limitedAboveBy: SolutionEntity?

    /// A range from its two ends and what limits each.
    public init(lowest: Double, limitedBelowBy: SolutionEntity?, highest: Double, limitedAboveBy: SolutionEntity?) {
        self.lowest = lowest
        self.limitedBelowBy = limitedBelowBy
        self.highest = highest
        self.limitedAboveBy = limitedAboveBy
    }
}
