/// The frames an engine computed for a `LayoutTree`: one layout frame per node,
/// in the root's coordinate space, plus the proposal each node was placed with.
public struct LayoutResult: Sendable {
    /// The engine that produced the result (`greedy`, `lp/exact`, ...).
    public var engine: String
    /// Layout frame of each node, indexed like `LayoutTree.nodes`.
    public var frames: [Rect]
    /// The proposal each node was placed with (nil where an engine does not report it).
    public var proposals: [ProposedViewSize?]

    public init(engine: String, frames: [Rect], proposals: [ProposedViewSize?]) {
        self.engine = engine
        self.frames = frames
        self.proposals = proposals
    }

    /// Frames by model id, for every id in the tree.
    public func framesByID(in tree: LayoutTree) -> [String: Rect] {
        tree.idIndex.mapValues { frames[$0] }
    }
}
