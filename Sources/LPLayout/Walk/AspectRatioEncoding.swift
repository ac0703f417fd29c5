import LayoutModel

/// `.aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`
/// (semantics §13), as rows.
///
/// - Proposes: nothing on both axes when it was proposed nothing on both
///   (decided by the proposal's shape). Otherwise R · s on both axes, where
///   R = (ratio, 1) or the child's ideal size (a constant: the ideal size
///   does not depend on the root proposal) and s is the smaller (`.fit`) or
///   larger (`.fill`) of the per-axis scales proposal / R: one `min` or
///   `max` of family `aspect-ratio` (a binary unless the intervals or an
///   unspecified axis decide it). Dividing by the constant R and scaling by
///   it are linear; the `max(R · s, 0)` guard folds for proposals ≥ 0.
/// - Reports: the child's answer to that proposal.
/// - Places: the child with the same proposal, centred by size, which is
///   the modifier's origin since the sizes are the same quantity.
/// - Refuses (unsupported) only the degenerate cases whose result would
///   change with the proposal's numbers in a way rows cannot hold: an ideal
///   size that is not constant, a zero ratio component offered a proposal
///   that may be negative, an infinite one scaled by a variable that may be 0.
struct AspectRatioEncoding {
    let ratio: Double?
    let contentMode: ContentMode
    private static let family = ConstraintFamily.aspectRatio

    /// The proposal the child receives, while sizing and while placing.
    func childProposal(_ proposal: SymbolicProposal, child: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicProposal {
        if proposal == .unspecified { return proposal }
        let node = session.builder.contextNode
        let ratio = try ratioSize(child: child, node: node, in: session)
        var scales: [Quantity] = []
        for axis in Axis.allCases {
            scales.append(try scale(ratio[axis], proposed: proposal[axis], node: node, in: session))
        }
        let builder = session.builder
        let chosen =
            contentMode == .fit
            ? try builder.minimum(scales[0], scales[1], family: Self.family)
            : try builder.maximum(scales[0], scales[1], family: Self.family)
        var offered = SymbolicProposal.unspecified
        for axis in Axis.allCases {
            offered[axis] = try scaled(ratio[axis], by: chosen, node: node, in: session)
        }
        return offered
    }

    /// R: (ratio, 1) or the child's ideal size; a square (0x0 included) is (1, 1).
    func ratioSize(child: Int, node: Int, in session: ExactSession) throws(LPLayoutError) -> Size {
        let size: Size
        if let ratio {
            size = Size(width: ratio, height: 1)
        } else {
            let ideal = try session.size(child, .unspecified)
            guard let width = ideal.width.constantValue, let height = ideal.height.constantValue else {
                throw session.unsupported(node, "aspectRatio", note: "the child's ideal size depends on the root proposal")
            }
            size = Size(width: width, height: height)
        }
        return size.width == size.height ? Size(width: 1, height: 1) : size
    }

    /// The scale mapping `length` of R onto the proposal on one axis: ∞ when
    /// the proposal is unspecified, or when R and the proposal are both 0,
    /// or both infinite (the greedy rule's choices).
    func scale(_ length: Double, proposed: Quantity?, node: Int, in session: ExactSession) throws(LPLayoutError) -> Quantity {
        guard let proposed else { return .constant(.infinity) }
        if let value = proposed.constantValue {
            if length == 0, value == 0 { return .constant(.infinity) }
            if length.isInfinite, value.isInfinite { return .constant(.infinity) }
            return .constant(value / length)
        }
        // A finite expression from here on.
        if length == 0 {
            // proposed / 0 is +∞ for a positive proposal and ∞ by choice at 0;
            // only a negative proposal would give −∞.
            guard proposed.lower >= 0 else {
                throw session.unsupported(node, "aspectRatio", note: "a zero ratio component meets a proposal that may be negative")
            }
            return .constant(.infinity)
        }
        if length.isInfinite { return .zero }
        return proposed / length
    }

    /// `length · scale`, never NaN and never negative (the greedy rule's
    /// choices: a zero on either side gives 0).
    func scaled(_ length: Double, by scale: Quantity, node: Int, in session: ExactSession) throws(LPLayoutError) -> Quantity {
        if let value = scale.constantValue {
            if length == 0 || value == 0 { return .zero }
            return .constant(Swift.max(length * value, 0))
        }
        if length == 0 { return .zero }
        if length.isInfinite {
            // ∞ · s is ∞ for s > 0 and 0 by choice at s = 0: a step rows cannot hold.
            guard scale.lower > 0 else {
                throw session.unsupported(node, "aspectRatio", note: "an infinite ideal length is scaled by a proposal that may be 0")
            }
            return .constant(.infinity)
        }
        // s = 0 gives length · 0 = 0 as well, so the zero case needs no branch.
        return try session.builder.maximum(scale * length, .zero, family: Self.family)
    }

    func sizeThatFits(_ proposal: SymbolicProposal, child: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        try session.size(child, childProposal(proposal, child: child, in: session))
    }

    func placeChild(_ child: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint, in session: ExactSession)
        throws(LPLayoutError)
    {
        let childProposal = try childProposal(proposal, child: child, in: session)
        let childSize = try session.size(child, childProposal)
        var childOrigin = origin
        for axis in Axis.allCases {
            // Centred by size, not by guides (semantics §13).
            childOrigin[axis] = childOrigin[axis] + Quantity.difference(size[axis], childSize[axis]) / 2
        }
        try session.place(child, proposal: childProposal, at: childOrigin)
    }
}
