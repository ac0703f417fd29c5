import LayoutModel

/// ViewThatFits (Apple's documentation: the first child whose ideal size on
/// the constrained axes fits the proposal; OpenSwiftUI's `_SizeFittingRoot`;
/// docs/greedy-semantics.md, "ViewThatFits").
///
/// - Chooses: for a proposal P, each present child in declaration order is
///   measured with P's components on `axes` replaced by nil (its ideal
///   length there; P as it is on the other axis); the first whose measured
///   length is at most P's component on every axis in `axes` (an unspecified
///   component fits anything) is chosen, else the last child. No axes: the
///   first child.
/// - Proposes: P to the chosen child, sizing and placing alike.
/// - Reports: the chosen child's answer to P (0×0 without present children).
/// - Places: the chosen child at its own origin; every other child, with
///   everything inside it, is not laid out and reports a zero frame at that
///   origin, as an Empty view does.
struct ViewThatFitsLayout {
    let axes: Set<Axis>

    func sizeThatFits(_ proposal: ProposedViewSize, node: Int, in session: GreedySession) -> Size {
        guard let chosen = chosenChild(node, proposal: proposal, in: session) else { return .zero }
        return session.size(chosen, proposal)
    }

    func placeChildren(node: Int, proposal: ProposedViewSize, origin: Point, in session: GreedySession) {
        let chosen = chosenChild(node, proposal: proposal, in: session)
        for child in session.tree.nodes[node].children where child != chosen {
            session.placeAbsent(child, at: origin)
        }
        if let chosen { session.place(chosen, proposal: proposal, at: origin) }
    }

    /// The child shown for `proposal`: the first present child whose ideal
    /// size fits on `axes`, else the last; nil without present children.
    func chosenChild(_ node: Int, proposal: ProposedViewSize, in session: GreedySession) -> Int? {
        let children = session.presentChildren(of: node)
        guard let last = children.last else { return nil }
        var chosen = last
        var measured: [ViewThatFitsStep.Candidate] = []
        for child in children {
            let ideal = session.size(child, fittingProposal(proposal))
            let fits = self.fits(ideal, proposal)
            if session.trace != nil { measured.append(.init(child: child, ideal: ideal, fits: fits)) }
            if fits {
                chosen = child
                break
            }
        }
        session.trace?.viewThatFitsChose(ViewThatFitsStep(node: node, proposal: proposal, candidates: measured, chosen: chosen))
        return chosen
    }

    /// The proposal a child is measured with: unspecified on `axes`, the
    /// container's own across them.
    func fittingProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var fitting = proposal
        for axis in axes { fitting[axis] = nil }
        return fitting
    }

    /// Whether `ideal` fits `proposal` on every axis of `axes` (ties fit; an
    /// unspecified component, like an infinite one, fits anything).
    func fits(_ ideal: Size, _ proposal: ProposedViewSize) -> Bool {
        axes.allSatisfy { ideal[$0] <= (proposal[$0] ?? .infinity) }
    }
}
