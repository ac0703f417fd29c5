import LayoutModel

/// `.safeAreaPadding` (semantics §11; seed 002: "Adds the provided insets
/// into the safe area of this view").
///
/// - Proposes, reports and places exactly as `PaddingLayout` with the same
///   insets (**Choice**, see below).
/// - The child's subtree sees the padded strips as outside its safe area
///   (`SafeRegion.adding`), so `ignoresSafeArea` inside can grow back over
///   them, which it cannot do over plain padding.
/// - Priority 0 and the plain spacing table, as padding.
///
/// **Choice** (M/L): the reconstruction builds safeAreaPadding from four
/// nested `safeAreaInset`s whose contents are clear strips framed to the
/// padding length. For lengths ≥ 0 that sizes and places like padding, which
/// is what we do; it differs for negative lengths, where a strip's frame
/// dimension is invalid and the strip would take the whole proposal.
struct SafeAreaPaddingLayout {
    let insets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedViewSize, child: Int, in session: GreedySession) -> Size {
        PaddingLayout(insets: insets).sizeThatFits(proposal, child: child, in: session)
    }

    func placeChild(_ child: Int, node: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        let region = session.safeRegion(of: node).adding(insets, on: .all, inside: Rect(origin: origin, size: size))
        session.assignSafeRegion(region, to: child)
        PaddingLayout(insets: insets).placeChild(child, proposal: proposal, origin: origin, in: session)
    }
}
