import LayoutModel

/// `ScrollView` (docs/greedy-semantics.md "ScrollView and contentMargins";
/// docs/lp-encoding.md "ScrollView"), the greedy `ScrollViewLayout` on
/// quantities.
///
/// - Container: per specified axis `max(0, q − margins)` (family `padding`,
///   folded when q's interval decides it); the content is proposed that
///   across the scroll axes and nothing along them.
/// - Size: q on each specified axis (no row); on an unspecified axis the
///   content's length plus the margins (an expression).
/// - Placement: `ExactFrameAlignment` in the viewport less the margins, with
///   top-leading on the scroll axes and centre across (linear).
/// - Safe area: the frame grows by its own safe-area insets on the scroll
///   axes' edges (`ExactSafeRegion.insets(of:)`: per edge a `safe-reach`
///   comparison, a `max` and a choice, as for `ignoresSafeArea`); the
///   content does not move. While probing, nothing grows.
/// - The relative frames inside read the container (`enterScrollContainer`).
struct ScrollViewEncoding {
    let rule: ScrollViewRule

    func container(_ proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError) -> SymbolicProposal {
        try PaddingEncoding(insets: rule.margins).childProposal(proposal, in: session)
    }

    func contentProposal(container: SymbolicProposal) -> SymbolicProposal {
        var inner = container
        for axis in Axis.allCases where rule.scrolls(axis) { inner[axis] = nil }
        return inner
    }

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, child: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        var size = SymbolicSize.zero
        var content: SymbolicSize?
        for axis in Axis.allCases {
            if let component = proposal[axis] {
                size[axis] = component
            } else {
                let measured: SymbolicSize
                if let content {
                    measured = content
                } else {
                    measured = try measureContent(proposal, node: node, child: child, in: session)
                }
                content = measured
                size[axis] = measured[axis] + .constant(rule.margins.total(axis))
            }
        }
        return size
    }

    private func measureContent(_ proposal: SymbolicProposal, node: Int, child: Int, in session: ExactSession) throws(LPLayoutError)
        -> SymbolicSize
    {
        let container = try container(proposal, in: session)
        session.enterScrollContainer(node, container)
        return try session.size(child, contentProposal(container: container))
    }

    func placeChild(
        _ child: Int, node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint,
        in session: ExactSession
    ) throws(LPLayoutError) {
        let container = try container(proposal, in: session)
        session.enterScrollContainer(node, container)
        var inner = size
        for axis in Axis.allCases { inner[axis] = inner[axis] - .constant(rule.margins.total(axis)) }
        let childProposal = contentProposal(container: container)
        let childOrigin = try ExactFrameAlignment.childOrigin(
            child, childProposal: childProposal, frameSize: inner, frameOrigin: origin.offset(by: rule.margins.leading, rule.margins.top),
            alignment: rule.contentAlignment, in: session)
        if !session.isProbing {
            let all = try session.safeRegion(of: node).insets(of: SymbolicFrame(origin: origin, size: size), in: session.builder)
            var insets = SymbolicInsets.zero
            for edge in rule.safeAreaEdges.edges { insets[edge] = all[edge] }
            try session.extendFrame(of: node, by: insets)
        }
        try session.place(child, proposal: childProposal, at: childOrigin)
    }
}
