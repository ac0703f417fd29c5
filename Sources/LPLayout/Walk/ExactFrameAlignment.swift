import LayoutModel

/// Where a frame modifier puts its child (semantics §5): on each axis the
/// frame's guide (a fraction of its size) meets the child's guide. Linear.
enum ExactFrameAlignment {
    static func childOrigin(
        _ child: Int, childProposal: SymbolicProposal, frameSize: SymbolicSize, frameOrigin: SymbolicPoint,
        alignment: Alignment, in session: ExactSession
    ) throws(LPLayoutError) -> SymbolicPoint {
        var origin = frameOrigin
        for axis in Axis.allCases {
            let key = alignment[axis]
            let framePoint = ExactGuides.implicitValue(key, size: frameSize, defaults: session.tree.environment.guideDefaults)
            let childPoint = try session.guideValue(child, key, proposal: childProposal)
            origin[axis] = origin[axis] + Quantity.difference(framePoint, childPoint)
        }
        return origin
    }
}
