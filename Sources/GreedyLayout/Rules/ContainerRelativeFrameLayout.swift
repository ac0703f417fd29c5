import LayoutModel

/// `.containerRelativeFrame(_:count:span:spacing:alignment:)` (semantics §14;
/// seed 002: "Positions this view within an invisible frame with a size
/// relative to the nearest container").
///
/// The container is the nearest ScrollView's (its proposal less its content
/// margins, `ScrollViewLayout`), else the root's: the model's proposal less
/// the root safe area (models have no NavigationStack or other container,
/// and plain stacks and frames are not containers). On each selected axis where the
/// container has a length L, the frame's length is
/// `ContainerRelativeFrameValue.length(inContainer: L)`.
///
/// - Proposes: that length on those axes, the incoming proposal elsewhere.
/// - Reports: that length on those axes, the child's answer elsewhere.
/// - Places: the child inside the frame by `alignment`.
///
/// It is therefore a fixed frame (`FrameLayout`) whose dimensions come from
/// the container. **Choice**: where the root was proposed nothing on an axis
/// the container has no length, and the axis is left to the child as if it
/// were not selected; an infinite container gives an infinite length.
struct ContainerRelativeFrameLayout {
    let value: ContainerRelativeFrameValue

    /// The fixed frame this modifier amounts to in `session`'s container.
    func frame(node: Int, in session: GreedySession) -> FrameLayout {
        func length(_ axis: Axis) -> Double? {
            guard value.axes.contains(axis), let container = session.containerLength(axis, of: node) else { return nil }
            return value.length(inContainer: container)
        }
        return FrameLayout(spec: FrameSpec(width: length(.horizontal), height: length(.vertical), alignment: value.alignment))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Int, child: Int, in session: GreedySession) -> Size {
        frame(node: node, in: session).sizeThatFits(proposal, child: child, in: session)
    }

    func placeChild(_ child: Int, node: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        frame(node: node, in: session).placeChild(child, proposal: proposal, size: size, origin: origin, in: session)
    }
}
