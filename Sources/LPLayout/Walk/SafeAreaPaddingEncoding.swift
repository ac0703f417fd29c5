import LayoutModel

/// `.safeAreaPadding` (semantics §11): proposes, reports and places exactly
/// as `PaddingEncoding` with the same insets (family `padding`); the child's
/// subtree sees the padded strips as outside its safe area
/// (`ExactSafeRegion.adding`, families `safe-reach` and `safe-region`, only
/// when an `ignoresSafeArea` inside reads it).
struct SafeAreaPaddingEncoding {
    let insets: EdgeInsets

    func sizeThatFits(_ proposal: SymbolicProposal, child: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        try PaddingEncoding(insets: insets).sizeThatFits(proposal, child: child, in: session)
    }

    func placeChild(
        _ child: Int, node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint,
        in session: ExactSession
    ) throws(LPLayoutError) {
        try session.assignSafeRegion(to: child) { () throws(LPLayoutError) in
            try session.safeRegion(of: node).adding(
                SymbolicInsets(insets), on: .all, inside: SymbolicFrame(origin: origin, size: size), in: session.builder)
        }
        try PaddingEncoding(insets: insets).placeChild(child, proposal: proposal, origin: origin, in: session)
    }
}
