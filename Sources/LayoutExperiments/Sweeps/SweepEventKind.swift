/// What a sweep event reports (docs/sweeps.md, "Events").
public enum SweepEventKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A frame component moved between neighbouring proposals by more than
    /// the proposal moved plus ε: a discontinuity, or a change the
    /// proposal's own change does not explain.
    case jump
    /// A node's size shrank along an axis while its parent's (its
    /// container's) grew along the same axis, between neighbouring proposals.
    case shrinksWhileContainerGrows = "shrinks-while-container-grows"
    /// The root's size fell short of a finite proposal component, here and
    /// not at the previous proposal (or at the first).
    case underFill = "under-fill"
    /// A node's frame reaches outside its parent's (or the root's outside
    /// the proposal), here and not at the previous proposal (or at the first).
    case overflow
    /// The root, short of a finite proposal component at the previous
    /// proposal, fills it here (or the component is no longer finite).
    case underFillEnd = "under-fill-end"
    /// What overflowed at the previous proposal (the root beyond the
    /// proposal, a container's children beyond its frame) fits here.
    case overflowEnd = "overflow-end"

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
