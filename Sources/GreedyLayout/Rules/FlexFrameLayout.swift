import LayoutModel

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (semantics §6; seed 002's frame(minWidth:…) page). Arguments arrive
/// normalised (`FlexFrameAxis.normalized`).
///
/// - Proposes: per axis the proposal (or, when unspecified, the ideal) clamped
///   into [min, max]; unspecified when both are missing.
/// - Reports: per axis, `sizeOnAxis`.
/// - Places: the child proposed the frame's size (iOS 17 rule, see
///   `placementProposal`), aligned by `alignment`.
struct FlexFrameLayout {
    let spec: FlexFrameSpec

    /// Seed 002: "The size proposed to this view is the size proposed to the
    /// frame, limited by any constraints specified, and with any ideal
    /// dimensions specified replacing any corresponding unspecified dimensions."
    /// Clamping is SwiftUI's `min(max(q, min), max)`, so min > max yields max.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        for axis in Axis.allCases {
            let bounds = spec[axis]
            guard let wanted = proposal[axis] ?? bounds.ideal else { continue }
            result[axis] = LengthArithmetic.clamp(wanted, lower: bounds.min ?? -.infinity, upper: bounds.max ?? .infinity)
        }
        return result
    }

    /// The frame's length on an axis when it does not need its child: both
    /// bounds with a specified proposal ("the frame unconditionally adopts the
    /// size proposed for it, clamped to the constraints"), or an unspecified
    /// proposal with an ideal length.
    func lengthWithoutChild(_ axis: Axis, proposal: ProposedViewSize) -> Double? {
        let bounds = spec[axis]
        if let component = proposal[axis] {
            if let min = bounds.min, let max = bounds.max, min <= max {
                return LengthArithmetic.clamp(component, lower: min, upper: max)
            }
            return nil
        }
        return bounds.ideal
    }

    /// The frame's length on an axis from its child's answer `childLength` to
    /// the child proposal `offered` (seed 002's three cases):
    /// - only a minimum: the proposal clamped to the minimum when the child is
    ///   larger than the proposal, else the child: `max(min(offered, child), min)`;
    /// - only a maximum: the proposal clamped to the maximum when it exceeds
    ///   the child, else the child: `min(max(offered, child), max)`;
    /// - both (reached only with an unspecified proposal): the child clamped;
    /// - neither, or min > max: the child's length.
    func lengthFromChild(_ axis: Axis, childLength: Double, offered: Double?) -> Double {
        let bounds = spec[axis]
        switch (bounds.min, bounds.max) {
        case let (min?, max?) where min <= max:
            return LengthArithmetic.clamp(childLength, lower: min, upper: max)
        case let (min?, nil):
            return Swift.max(Swift.min(offered ?? .infinity, childLength), min)
        case let (nil, max?):
            return Swift.min(Swift.max(offered ?? -.infinity, childLength), max)
        default:
            return childLength
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Int, in session: GreedySession) -> Size {
        let known = PerAxis { lengthWithoutChild($0, proposal: proposal) }
        if let width = known.horizontal, let height = known.vertical {
            let size = Size(width: width, height: height)
            session.trace?.flexFrameAnswered(
                derivation(
                    frame: session.container(of: child), proposal: proposal,
                    childProposal: nil, childSize: nil, size: size))
            return size
        }
        let offered = childProposal(proposal)
        let childSize = session.size(child, offered)
        var size = Size.zero
        for axis in Axis.allCases {
            size[axis] = known[axis] ?? lengthFromChild(axis, childLength: childSize[axis], offered: offered[axis])
        }
        session.trace?.flexFrameAnswered(
            derivation(
                frame: session.container(of: child), proposal: proposal,
                childProposal: offered, childSize: childSize, size: size))
        return size
    }

    /// Semantics §6.3 (SwiftUI 5 / iOS 17 "FlexFrameIdealSizing"): the child is
    /// proposed the frame's size, except on an axis with no ideal where the
    /// frame itself was proposed nothing and its size lies strictly between
    /// min and max — there the size came from the child's ideal size, and the
    /// child is asked for its ideal size again (unspecified).
    func placementProposal(_ proposal: ProposedViewSize, size: Size) -> ProposedViewSize {
        var result = ProposedViewSize(size)
        for axis in Axis.allCases {
            let bounds = spec[axis]
            if bounds.ideal == nil, proposal[axis] == nil,
                (bounds.min ?? -.infinity) < size[axis], size[axis] < (bounds.max ?? .infinity)
            {
                result[axis] = nil
            }
        }
        return result
    }

    func placeChild(_ child: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        let childProposal = placementProposal(proposal, size: size)
        let childOrigin = FrameAlignment.childOrigin(
            child, childProposal: childProposal, frameSize: size, frameOrigin: origin,
            alignment: spec.alignment, in: session)
        session.place(child, proposal: childProposal, at: childOrigin)
    }
}
