import LayoutModel

/// Names the clamp and the branch `FlexFrameLayout` took, for a trace. The
/// arithmetic stays in `FlexFrameLayout`; this only says which of its cases
/// applied, by the same conditions.
extension FlexFrameLayout {
    func derivation(frame: Int, proposal: ProposedViewSize, childProposal: ProposedViewSize?, childSize: Size?, size: Size) -> FlexFrameStep
    {
        let axes = Axis.allCases.map { axis in
            let bounds = spec[axis]
            let wanted = proposal[axis] ?? bounds.ideal
            let offered = childProposal?[axis]
            return FlexFrameAxisStep(
                axis: axis, proposed: proposal[axis], minimum: bounds.min, ideal: bounds.ideal, maximum: bounds.max,
                wanted: wanted, childProposal: offered, clamp: clampApplied(wanted: wanted, result: offered, bounds: bounds),
                childLength: childSize?[axis], branch: branch(axis, proposal: proposal), length: size[axis])
        }
        return FlexFrameStep(frame: frame, proposal: proposal, axes: axes)
    }

    /// `childProposal`'s clamp `min(max(wanted, min), max)`: which bound moved it.
    private func clampApplied(wanted: Double?, result: Double?, bounds: FlexFrameAxis) -> FlexFrameAxisStep.Clamp {
        guard let wanted else { return .unspecified }
        let clamped = result ?? LengthArithmetic.clamp(wanted, lower: bounds.min ?? -.infinity, upper: bounds.max ?? .infinity)
        if clamped == wanted { return .none }
        if let max = bounds.max, clamped == max, wanted > max || (bounds.min ?? -.infinity) > max { return .upper }
        return .lower
    }

    /// The case of `lengthWithoutChild` / `lengthFromChild` that applies.
    private func branch(_ axis: Axis, proposal: ProposedViewSize) -> FlexFrameAxisStep.Branch {
        let bounds = spec[axis]
        if proposal[axis] != nil, let min = bounds.min, let max = bounds.max, min <= max { return .proposalClamped }
        if proposal[axis] == nil, bounds.ideal != nil { return .ideal }
        switch (bounds.min, bounds.max) {
        case let (min?, max?) where min <= max: return .childClamped
        case (_?, nil): return .minimumOnly
        case (nil, _?): return .maximumOnly
        default: return .child
        }
    }
}
