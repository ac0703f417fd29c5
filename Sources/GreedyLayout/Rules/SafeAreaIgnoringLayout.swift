import LayoutModel

/// `.ignoresSafeArea(edges:)` (semantics §11, seed 002: "Expands the safe
/// area of a view").
///
/// - Proposes: while sizing, its own proposal (its size is the child's); while
///   placing, its proposal grown by its own safe-area insets on `edges` for
///   the ignored `regions` (`SafeRegion.insets(of:ignoring:)` for its placed
///   frame; unspecified components stay unspecified).
/// - Reports: the child's size for the same proposal, so the parent lays it
///   out as if nothing were ignored.
/// - Places: the child moved by −(leading, top) of those insets, so it may
///   extend beyond its own frame to the container's edges.
/// - Priority and spacing table: the child's (a unary layout that states
///   neither, M).
struct SafeAreaIgnoringLayout {
    let edges: EdgeSet
    /// The regions ignored: both (the default), the container's or the keyboard's.
    var regions: SafeAreaRegions = .all

    func sizeThatFits(_ proposal: ProposedViewSize, child: Int, in session: GreedySession) -> Size {
        session.size(child, proposal)
    }

    func placeChild(_ child: Int, node: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        var insets = EdgeInsets.zero
        // A probe (reading explicit guides) does not know where the view is,
        // so it cannot know its insets: it measures the child unextended
        // (Choice, docs/greedy-semantics.md).
        if !session.isProbing {
            let all = session.safeRegion(of: node).insets(of: Rect(origin: origin, size: size), ignoring: regions)
            for edge in edges.edges { insets[edge] = all[edge] }
        }
        var grown = proposal
        for axis in Axis.allCases {
            if let component = proposal[axis] { grown[axis] = component + insets.total(axis) }
        }
        session.place(child, proposal: grown, at: origin.offset(by: Point(x: -insets.leading, y: -insets.top)))
    }
}
