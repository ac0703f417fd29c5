import LayoutModel

/// Where a frame modifier puts its child: on each axis the frame's guide
/// (a fraction of the frame's own size) meets the child's guide (semantics §5:
/// origin = frameAlignmentPoint − childAlignmentPoint). Shared by the fixed
/// and the flexible frame.
enum FrameAlignment {
    static func childOrigin(
        _ child: Int, childProposal: ProposedViewSize, frameSize: Size, frameOrigin: Point, alignment: Alignment, in session: GreedySession
    ) -> Point {
        var origin = frameOrigin
        for axis in Axis.allCases {
            let key = alignment[axis]
            let framePoint = ExplicitGuides.implicitValue(key, size: frameSize, defaults: session.tree.environment.guideDefaults)
            let childPoint = session.guideValue(child, key, proposal: childProposal)
            origin[axis] += LengthArithmetic.difference(framePoint, childPoint)
        }
        return origin
    }
}
