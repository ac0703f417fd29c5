import LayoutModel

/// How a container's children use its frame (docs/metrics.md, "Overflow"
/// and "Unused space"): how far their extent reaches beyond it along each
/// axis, and how much of it they leave uncovered.
///
/// ```swift
/// for space in try ContainerSpace.all(in: tree, frames: result.frames) where space.overflow.horizontal > 0.5 {
///     print(tree[space.container].path, space.overflow)
/// }
/// ```
public struct ContainerSpace: Sendable, Hashable {
    /// The container's node index.
    public var container: Int
    /// Its present children, in order.
    public var children: [Int]
    /// The stack axis of an HStack or VStack; nil for other containers.
    public var stackAxis: Axis?
    /// Along each axis, how far the union of the children's frames reaches
    /// before the container's start plus how far it reaches past its end.
    public var overflow: AxisValues
    /// Along each axis, the length of the container's span that no child's span covers.
    public var unusedLength: AxisValues
    /// The area of the container's frame that no child's frame covers.
    public var unusedArea: Double

    /// The space of `container` with `children` laid out at `frames`.
    public init(container: Int, children: [Int], stackAxis: Axis? = nil, frames: [Rect]) {
        self.container = container
        self.children = children
        self.stackAxis = stackAxis
        let frame = frames[container]
        let childFrames = children.map { frames[$0] }
        overflow = AxisValues { axis in Self.overflow(of: frame, by: childFrames, axis) }
        unusedLength = AxisValues { axis in
            IntervalCover.uncovered(MetricArithmetic.span(frame, axis), by: childFrames.map { MetricArithmetic.span($0, axis) })
        }
        unusedArea = IntervalCover.uncoveredArea(of: frame, by: childFrames)
    }

    /// The space of `container` in `tree` (its present children, its stack axis).
    /// - Throws: `MetricError.frameCountMismatch` unless `frames` has one
    ///   frame per node; `.nodeOutOfRange` for a container outside the tree.
    public init(container: Int, in tree: LayoutTree, frames: [Rect]) throws(MetricError) {
        try tree.requireFrames(frames, of: "frames")
        guard tree.nodes.indices.contains(container) else { throw .nodeOutOfRange(node: container, nodeCount: tree.nodes.count) }
        self.init(
            container: container, children: tree.traits.presentChildren(of: container), stackAxis: tree.stackAxis(of: container),
            frames: frames)
    }

    /// Every container of `tree` (a present node with a present child), in pre-order.
    /// - Throws: `MetricError.frameCountMismatch` unless `frames` has one frame per node.
    public static func all(in tree: LayoutTree, frames: [Rect]) throws(MetricError) -> [ContainerSpace] {
        try tree.requireFrames(frames, of: "frames")
        return tree.containers.map {
            ContainerSpace(container: $0, children: tree.traits.presentChildren(of: $0), stackAxis: tree.stackAxis(of: $0), frames: frames)
        }
    }

    /// The unused length along the stack axis (spacing and gaps between the
    /// children included); nil for a container that is not a stack.
    public var unusedAlongStackAxis: Double? { stackAxis.map { unusedLength[$0] } }

    /// How far `children` reach beyond `frame` along `axis`, both ends added.
    static func overflow(of frame: Rect, by children: [Rect], _ axis: Axis) -> Double {
        let spans = children.map { MetricArithmetic.span($0, axis) }
        guard let start = spans.map(\.start).min(), let end = spans.map(\.end).max() else { return 0 }
        let container = MetricArithmetic.span(frame, axis)
        return MetricArithmetic.excess(container.start, over: start) + MetricArithmetic.excess(end, over: container.end)
    }
}
