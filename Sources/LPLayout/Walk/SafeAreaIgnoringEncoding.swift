import LayoutModel

/// `.ignoresSafeArea(edges:)` (semantics §11).
///
/// - Sizing: the child's answer to the same proposal (no rows).
/// - Placing: on each selected edge its own safe-area inset
///   (`ExactSafeRegion.insets(of:)` for its placed frame: per edge one
///   `safe-reach` comparison, a `max(0, ·)` and a choice in family
///   `safe-inset`, each folded when the tree decides it); the child is
///   proposed the proposal grown by those insets (unspecified components
///   stay unspecified) and placed moved by −(leading, top).
/// - While probing, as in the greedy engine, the insets are 0.
struct SafeAreaIgnoringEncoding {
    let edges: EdgeSet
    /// The regions ignored (the greedy `SafeAreaIgnoringLayout`'s).
    var regions: SafeAreaRegions = .all

    func sizeThatFits(_ proposal: SymbolicProposal, child: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        try session.size(child, proposal)
    }

    func placeChild(
        _ child: Int, node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint,
        in session: ExactSession
    ) throws(LPLayoutError) {
        var insets = SymbolicInsets.zero
        if !session.isProbing {
            let all = try session.safeRegion(of: node).insets(
                of: SymbolicFrame(origin: origin, size: size), ignoring: regions, in: session.builder)
            for edge in edges.edges { insets[edge] = all[edge] }
        }
        var grown = proposal
        for axis in Axis.allCases {
            if let component = proposal[axis] { grown[axis] = component + insets.total(axis) }
        }
        let childOrigin = SymbolicPoint(x: origin.x - insets[.leading], y: origin.y - insets[.top])
        try session.place(child, proposal: grown, at: childOrigin)
    }
}
