/// The frames an engine computed for a `LayoutTree`: one layout frame per node,
/// in the root's coordinate space, plus the proposal each node was placed with.
public struct LayoutResult: Sendable {
    /// The engine that produced the result (`greedy`, `lp/exact`, ...).
    public var engine: String
    /// Layout frame of each node, indexed like `LayoutTree.nodes`. Offsets do
    /// not move layout frames (see `drawnFrames(in:)`).
    public var frames: [Rect]
    /// The proposal each node was placed with (nil where an engine does not report it).
    public var proposals: [ProposedViewSize?]
    /// The pixel grid the frames were snapped to (`rounded(toScale:)`), if any.
    public private(set) var pixelGrid: PixelGrid?

    /// A result of `engine` with one frame and one proposal per node, not snapped to a pixel grid.
    public init(engine: String, frames: [Rect], proposals: [ProposedViewSize?]) {
        self.engine = engine
        self.frames = frames
        self.proposals = proposals
    }

    /// Where each node is drawn: its layout frame moved by every `offset`
    /// modifier around it (`LayoutTree.drawingTranslations()`). An offset
    /// modifier's own frame is not moved: it reports the layout frame of the
    /// view it modifies, as the model format says.
    public func drawnFrames(in tree: LayoutTree) -> [Rect] {
        zip(frames, tree.drawingTranslations()).map { frame, translation in
            let drawn = Rect(origin: frame.origin.offset(by: translation), size: frame.size)
            return pixelGrid?.rounded(drawn) ?? drawn
        }
    }

    /// Drawn frames by model id, for every id in the tree: what `--json`
    /// prints and what a model's `expect` is checked against.
    public func framesByID(in tree: LayoutTree) -> [ModelID: Rect] {
        let drawn = drawnFrames(in: tree)
        return tree.idIndex.mapValues { drawn[$0] }
    }

    /// The same result with every frame snapped to the pixel grid of
    /// `scale` pixels per point (see `PixelGrid`); nil unless `scale` is a
    /// positive number. Drawn frames are snapped too, after their offsets.
    public func rounded(toScale scale: Double) -> LayoutResult? {
        guard let grid = PixelGrid(scale: scale) else { return nil }
        var result = LayoutResult(engine: engine, frames: frames.map(grid.rounded), proposals: proposals)
        result.pixelGrid = grid
        return result
    }
}
