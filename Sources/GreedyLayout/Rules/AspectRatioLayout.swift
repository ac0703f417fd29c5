import LayoutModel

/// `.aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`
/// (semantics §13; seed 002's containerRelativeFrame page sizes one axis and
/// lets aspectRatio derive the other).
///
/// - Proposes: nothing on both axes when it was proposed nothing on both
///   (the child's ideal size). Otherwise a size of the ratio, R = (ratio, 1),
///   or the child's ideal size when the ratio is nil (a square R, 0x0
///   included, counts as (1, 1)), scaled by s: per axis the scale is
///   proposal / R, or infinity where the proposal is unspecified (or where R
///   and the proposal are both 0); `.fit` takes the smaller scale, `.fill`
///   the larger. The child is proposed R·s on both axes; on an axis whose
///   own scale is s (with R finite and positive there) that is exactly the
///   proposal, and the proposal is passed as it is.
/// - Reports: the child's answer to that proposal; the ratio is not forced on
///   a child that ignores proposals (a `Fixed` keeps its size).
/// - Places: the child with the same derived proposal, centred in the
///   modifier's size.
struct AspectRatioLayout {
    let ratio: Double?
    let contentMode: ContentMode

    /// The proposal the child receives, while sizing and while placing.
    func childProposal(_ proposal: ProposedViewSize, child: Int, in session: GreedySession) -> ProposedViewSize {
        if proposal == .unspecified { return proposal }
        let ratio = ratioSize(child: child, in: session)
        let scales = Size(width: scale(ratio.width, proposed: proposal.width), height: scale(ratio.height, proposed: proposal.height))
        let chosen = contentMode == .fit ? Swift.min(scales.width, scales.height) : Swift.max(scales.width, scales.height)
        var offered = ProposedViewSize.unspecified
        for axis in Axis.allCases {
            // On the axis whose scale was taken, R·(proposal / R) is the
            // proposal itself; computing it would miss by an ulp (140.5 ·
            // (20 / 140.5) = 20.000000000000004), and a Text proposed
            // 1.8e-15 instead of 0 shows a line (fuzz seed 8675309, case 9286).
            if let proposed = proposal[axis], proposed.isFinite, scales[axis] == chosen,
                ratio[axis] > 0, ratio[axis].isFinite
            {
                offered[axis] = Swift.max(proposed, 0)
            } else {
                offered[axis] = Self.scaled(ratio[axis], by: chosen)
            }
        }
        return offered
    }

    /// R: (ratio, 1) or the child's ideal size; a square (0x0 included) is (1, 1).
    func ratioSize(child: Int, in session: GreedySession) -> Size {
        let size = ratio.map { Size(width: $0, height: 1) } ?? session.size(child, .unspecified)
        return size.width == size.height ? Size(width: 1, height: 1) : size
    }

    /// The scale that maps `length` of R onto the proposal on one axis:
    /// infinity when the proposal is unspecified, or when R and the proposal
    /// are both 0 (SwiftUI leaves that axis unconstrained rather than divide
    /// 0 by 0). **Choice**: an infinite R offered infinity is unconstrained
    /// too (infinity over infinity has no value).
    func scale(_ length: Double, proposed: Double?) -> Double {
        guard let proposed else { return .infinity }
        if length == 0, proposed == 0 { return .infinity }
        if length.isInfinite, proposed.isInfinite { return .infinity }
        return proposed / length
    }

    /// `length * scale`, never NaN and never negative. **Choice**: a zero
    /// component of R stays 0 under an infinite scale (an ideal size 0 wide
    /// scaled to fill), and infinity times 0 is 0 (an infinite ideal length
    /// scaled to fit a 0 proposal); a negative ratio, which model files
    /// refuse and only the DSL can make, gives 0.
    static func scaled(_ length: Double, by scale: Double) -> Double {
        if length == 0 || scale == 0 { return 0 }
        return Swift.max(length * scale, 0)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Int, in session: GreedySession) -> Size {
        session.size(child, childProposal(proposal, child: child, in: session))
    }

    func placeChild(_ child: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        let childProposal = childProposal(proposal, child: child, in: session)
        let childSize = session.size(child, childProposal)
        var childOrigin = origin
        for axis in Axis.allCases {
            // Centred by size, as SwiftUI's placement centres by a unit point
            // rather than by alignment guides.
            childOrigin[axis] += LengthArithmetic.difference(size[axis], childSize[axis]) / 2
        }
        session.place(child, proposal: childProposal, at: childOrigin)
    }
}
