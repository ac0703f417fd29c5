import LayoutModel

/// `.frame(minWidth:idealWidth:maxWidth:…)` (semantics §6), as rows.
///
/// - child proposal per axis: `clamp(proposal ?? ideal, min, max)` (family
///   `flex-frame`, a max then a min, each a binary unless decided);
/// - size per axis: without the child when both bounds are given (the
///   proposal clamped) or the proposal is unspecified and there is an ideal;
///   otherwise from the child: `max(min(offered, child), min)`,
///   `min(max(offered, child), max)` or the child clamped;
/// - placement proposal: the frame's size, except the iOS 17 ideal-sizing
///   case, which the tree decides here (a case the proposal's numbers would
///   decide is refused as unsupported).
struct FlexFrameEncoding {
    let spec: FlexFrameSpec
    private static let family = ConstraintFamily.flexFrame

    func childProposal(_ proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError) -> SymbolicProposal {
        var result = SymbolicProposal.unspecified
        for axis in Axis.allCases {
            let bounds = spec[axis]
            guard let wanted = proposal[axis] ?? bounds.ideal.map(Quantity.constant) else { continue }
            result[axis] = try session.builder.clamp(
                wanted, lower: .constant(bounds.min ?? -.infinity), upper: .constant(bounds.max ?? .infinity), family: Self.family)
        }
        return result
    }

    func lengthWithoutChild(_ axis: Axis, proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError) -> Quantity? {
        let bounds = spec[axis]
        if let component = proposal[axis] {
            if let min = bounds.min, let max = bounds.max, min <= max {
                return try session.builder.clamp(component, lower: .constant(min), upper: .constant(max), family: Self.family)
            }
            return nil
        }
        return bounds.ideal.map(Quantity.constant)
    }

    func lengthFromChild(_ axis: Axis, childLength: Quantity, offered: Quantity?, in session: ExactSession) throws(LPLayoutError)
        -> Quantity
    {
        let bounds = spec[axis]
        let builder = session.builder
        switch (bounds.min, bounds.max) {
        case let (min?, max?) where min <= max:
            return try builder.clamp(childLength, lower: .constant(min), upper: .constant(max), family: Self.family)
        case let (min?, nil):
            let inner = try builder.minimum(offered ?? .constant(.infinity), childLength, family: Self.family)
            return try builder.maximum(inner, .constant(min), family: Self.family)
        case let (nil, max?):
            let inner = try builder.maximum(offered ?? .constant(-.infinity), childLength, family: Self.family)
            return try builder.minimum(inner, .constant(max), family: Self.family)
        default:
            return childLength
        }
    }

    func sizeThatFits(_ proposal: SymbolicProposal, child: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        var known: [Quantity?] = []
        for axis in Axis.allCases { known.append(try lengthWithoutChild(axis, proposal: proposal, in: session)) }
        if let width = known[0], let height = known[1] {
            return SymbolicSize(width: width, height: height)
        }
        let offered = try childProposal(proposal, in: session)
        let childSize = try session.size(child, offered)
        var size = SymbolicSize.zero
        for (axis, length) in zip(Axis.allCases, known) {
            if let length {
                size[axis] = length
            } else {
                size[axis] = try lengthFromChild(axis, childLength: childSize[axis], offered: offered[axis], in: session)
            }
        }
        return size
    }

    func placementProposal(_ proposal: SymbolicProposal, size: SymbolicSize, node: Int, in session: ExactSession) throws(LPLayoutError)
        -> SymbolicProposal
    {
        var result = SymbolicProposal(size)
        for axis in Axis.allCases {
            let bounds = spec[axis]
            guard bounds.ideal == nil, proposal[axis] == nil else { continue }
            let builder = session.builder
            let aboveMin = try builder.less(.constant(bounds.min ?? -.infinity), size[axis], family: Self.family)
            let belowMax = try builder.less(size[axis], .constant(bounds.max ?? .infinity), family: Self.family)
            switch builder.and(aboveMin, belowMax) {
            case .constant(true): result[axis] = nil
            case .constant(false): break
            case .binary:
                throw session.unsupported(
                    node, "frame", note: "whether the child is re-proposed its ideal size depends on the proposal's numbers")
            }
        }
        return result
    }

    func placeChild(_ child: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint, in session: ExactSession)
        throws(LPLayoutError)
    {
        let node = session.builder.contextNode
        let childProposal = try placementProposal(proposal, size: size, node: node, in: session)
        let childOrigin = try ExactFrameAlignment.childOrigin(
            child, childProposal: childProposal, frameSize: size, frameOrigin: origin, alignment: spec.alignment, in: session)
        try session.place(child, proposal: childProposal, at: childOrigin)
    }
}
