import LayoutModel

/// `ScrollView` (docs/greedy-semantics.md "ScrollView and contentMargins";
/// issue 17 item 1; seed 002's contentMargins and containerRelativeFrame
/// pages).
///
/// - Proposes: the content nothing (nil) along each scroll axis and, across
///   them, the viewport less the content margins (never below 0; unspecified
///   and infinite components unchanged, as padding).
/// - Reports: its proposal on each axis where one is given (it takes the
///   space it is offered, an infinite one too); where the proposal is
///   unspecified, the content's length there plus the margins.
/// - Places: the content in the viewport less the margins as a frame of that
///   size would, with `ScrollViewRule.contentAlignment` (top-leading on the
///   scroll axes, centred across them).
/// - Safe area: on the edges of its scroll axes the viewport extends into the
///   safe area (its frame grows by its own safe-area insets there, as
///   `ignoresSafeArea` would grow it) and the content is inset by the same
///   amount, so the content stays where it would be without the extension.
/// - Container: it is the container of the `containerRelativeFrame`s inside
///   it; their container is its proposal less the margins.
struct ScrollViewLayout {
    let rule: ScrollViewRule

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var inner = PaddingLayout(insets: rule.margins).childProposal(proposal)
        for axis in Axis.allCases where rule.scrolls(axis) { inner[axis] = nil }
        return inner
    }

    /// The container `containerRelativeFrame` reads inside: the proposal less
    /// the margins (the viewport's extension into the safe area is taken off
    /// again, as seed 002 subtracts a container's safe-area insets).
    func container(_ proposal: ProposedViewSize) -> ProposedViewSize {
        PaddingLayout(insets: rule.margins).childProposal(proposal)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Int, child: Int, in session: GreedySession) -> Size {
        var size = Size.zero
        var content: Size?
        for axis in Axis.allCases {
            if let component = proposal[axis] {
                size[axis] = component
            } else {
                let measured = content ?? measureContent(proposal, node: node, child: child, in: session)
                content = measured
                size[axis] = measured[axis] + rule.margins.total(axis)
            }
        }
        return size
    }

    private func measureContent(_ proposal: ProposedViewSize, node: Int, child: Int, in session: GreedySession) -> Size {
        session.enterScrollContainer(node, container(proposal))
        return session.size(child, contentProposal(proposal))
    }

    func placeChild(_ child: Int, node: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        session.enterScrollContainer(node, container(proposal))
        var inner = size
        for axis in Axis.allCases { inner[axis] -= rule.margins.total(axis) }
        let innerOrigin = origin.offset(by: Point(x: rule.margins.leading, y: rule.margins.top))
        let childProposal = contentProposal(proposal)
        let childOrigin = FrameAlignment.childOrigin(
            child, childProposal: childProposal, frameSize: inner, frameOrigin: innerOrigin, alignment: rule.contentAlignment, in: session)
        // While probing nothing is placed and no safe area is known.
        if !session.isProbing {
            let all = session.safeRegion(of: node).insets(of: Rect(origin: origin, size: size))
            var insets = EdgeInsets.zero
            for edge in rule.safeAreaEdges.edges { insets[edge] = all[edge] }
            session.extendFrame(of: node, by: insets)
        }
        session.place(child, proposal: childProposal, at: childOrigin)
    }
}
