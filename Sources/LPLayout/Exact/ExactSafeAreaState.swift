/// The root container and the safe regions of an exact encoding.
struct ExactSafeAreaState {
    /// The root proposal less the root safe area (what containerRelativeFrame reads).
    var containerLengths = SymbolicProposal.unspecified
}
