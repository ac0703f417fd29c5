/// How the LP engine turns a layout tree into a program. Strategies live side
/// by side so that their answers can be compared (docs/lp-encoding.md).
public enum LPStrategy: String, CaseIterable, Sendable, Hashable {
    /// The reference encoding: one whole-tree mixed-integer program whose only
    /// solution is what SwiftUI's greedy propose/respond rules give. Every
    /// rule becomes constraints; wherever a rule picks a branch (a clamp, a
    /// minimum, the order in which a stack serves its children) and the
    /// branch depends on the proposal's numbers, a binary variable picks it
    /// inside the solver.
    case exact
}
