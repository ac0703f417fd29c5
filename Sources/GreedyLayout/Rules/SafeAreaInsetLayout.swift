import LayoutModel

/// `.safeAreaInset(edge:alignment:spacing:content:)` (semantics §11, seed
/// 002's safeAreaInset pages: the content "is anchored to the specified edge",
/// and the modified view "is inset by the height of content, from edge, with
/// its safe area increased by the same amount"). Two children: the modified
/// view (primary, `children[0]`) and the inset content (secondary,
/// `children[1]`). "The axis" below is the axis the edge lies across.
///
/// - Proposes: the secondary first, on the axis what is left once the spacing
///   and the primary's minimum (its length when offered 0) are taken away,
///   never below 0; then the primary, on the axis what the secondary left
///   after the spacing, never below 0. Across, both get the proposal; while
///   placing, an unspecified cross component becomes the view's own length.
///   An unspecified axis component is passed through to both.
/// - Reports: secondary + spacing + primary along the axis; the larger of the
///   two across.
/// - Places: the primary at the centre of the edge opposite `edge`, the
///   secondary at `edge`, moved across so that its `alignment` guide meets the
///   primary's. The primary's subtree gains (spacing + secondary length) of
///   safe area on `edge` (`SafeRegion.adding`).
/// - Spacing: given, else the distance between the primary's and the
///   secondary's spacing tables along the axis, the primary taken as the
///   predecessor whatever the edge (M, the reconstruction's rule).
/// - Priority 0 and the plain spacing table (its layout states neither).
struct SafeAreaInsetLayout {
    let edge: Edge
    /// The guide, across the axis, that the two children share.
    let alignment: AlignmentKey
    let spacing: Double?

    var axis: Axis { edge.axis }

    func resolvedSpacing(primary: Int, secondary: Int, in session: GreedySession) -> Double {
        if let spacing { return spacing }
        // Empty content yields no view: it sits flush, like an empty stack.
        let next = session.tree[secondary].isAbsent ? ViewSpacing.zero : session.spacing(secondary)
        return session.spacing(primary).distance(to: next, along: axis)
    }

    func secondaryProposal(_ proposal: ProposedViewSize, spacing: Double, primary: Int, in session: GreedySession) -> ProposedViewSize {
        guard let value = proposal[axis] else { return proposal }
        let withoutSpacing = Swift.max(0, LengthArithmetic.difference(value, spacing))
        let primaryMinimum = session.length(primary, along: axis, main: 0, cross: proposal[axis.other])
        var secondary = proposal
        secondary[axis] = Swift.max(0, LengthArithmetic.difference(withoutSpacing, primaryMinimum))
        return secondary
    }

    func primaryProposal(_ proposal: ProposedViewSize, secondaryLength: Double, spacing: Double) -> ProposedViewSize {
        guard let value = proposal[axis] else { return proposal }
        var primary = proposal
        primary[axis] = Swift.max(0, LengthArithmetic.difference(value, secondaryLength + spacing))
        return primary
    }

    /// The children's proposals and sizes for `proposal`.
    private func measure(_ proposal: ProposedViewSize, node: Int, in session: GreedySession)
        -> (spacing: Double, primary: (ProposedViewSize, Size), secondary: (ProposedViewSize, Size))
    {
        let (primary, secondary) = children(of: node, in: session)
        let spacing = resolvedSpacing(primary: primary, secondary: secondary, in: session)
        let secondaryProposal = secondaryProposal(proposal, spacing: spacing, primary: primary, in: session)
        let secondarySize = session.size(secondary, secondaryProposal)
        let primaryProposal = primaryProposal(proposal, secondaryLength: secondarySize[axis], spacing: spacing)
        return (spacing, (primaryProposal, session.size(primary, primaryProposal)), (secondaryProposal, secondarySize))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Int, in session: GreedySession) -> Size {
        let (spacing, primary, secondary) = measure(proposal, node: node, in: session)
        var size = Size.zero
        size[axis] = secondary.1[axis] + spacing + primary.1[axis]
        size[axis.other] = Swift.max(secondary.1[axis.other], primary.1[axis.other])
        return size
    }

    func placeChildren(node: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        let (primary, secondary) = children(of: node, in: session)
        var placement = proposal
        placement[axis.other] = proposal[axis.other] ?? size[axis.other]
        let (spacing, primaryLayout, secondaryLayout) = measure(placement, node: node, in: session)

        var primaryOrigin = origin
        primaryOrigin[axis] += edge.opposite.isStart ? 0 : LengthArithmetic.difference(size[axis], primaryLayout.1[axis])
        primaryOrigin[axis.other] += LengthArithmetic.scaled(
            LengthArithmetic.difference(size[axis.other], primaryLayout.1[axis.other]), by: 0.5)
        var secondaryOrigin = origin
        secondaryOrigin[axis] += edge.isStart ? 0 : LengthArithmetic.difference(size[axis], secondaryLayout.1[axis])
        let primaryGuide = session.guideValue(primary, alignment, proposal: primaryLayout.0)
        let secondaryGuide = session.guideValue(secondary, alignment, proposal: secondaryLayout.0)
        secondaryOrigin[axis.other] = primaryOrigin[axis.other] + LengthArithmetic.difference(primaryGuide, secondaryGuide)

        // The added safe area is measured with the view's final size, as
        // the reconstruction does (it equals the placed secondary's length
        // unless the secondary depends on an unspecified proposal).
        let measured = measure(ProposedViewSize(size), node: node, in: session)
        let added = EdgeInsets(spacing + measured.secondary.1[axis], edges: EdgeSet(edge))
        let region = session.safeRegion(of: node).adding(added, on: EdgeSet(edge), inside: Rect(origin: origin, size: size))
        session.assignSafeRegion(region, to: primary)

        session.place(primary, proposal: primaryLayout.0, at: primaryOrigin)
        session.place(secondary, proposal: secondaryLayout.0, at: secondaryOrigin)
    }

    private func children(of node: Int, in session: GreedySession) -> (primary: Int, secondary: Int) {
        let children = session.tree[node].children
        return (children[0], children.count > 1 ? children[1] : children[0])
    }
}
