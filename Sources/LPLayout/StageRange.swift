import LayoutModel

/// A node's width and height over the run's branch (its integers fixed)
/// with the program's stages held in solve order up to and including
/// ``stage`` (nil: the rows alone): ``LPLayoutEngine/stageRanges(of:node:proposal:)``.
/// The first range that is a point names the stage that fixed the node
/// (docs/strategies.md, "Determined and tie-broken").
public struct StageRange: Sendable, Hashable {
    /// The stage held last: an objective's name, or the least-squares
    /// stage's (`least-squares`); nil for the rows alone.
    public var stage: String?
    /// The node's widths there.
    public var width: ClosedRange<Double>
    /// The node's heights there.
    public var height: ClosedRange<Double>

    /// A node's ranges after `stage`.
    public init(stage: String?, width: ClosedRange<Double>, height: ClosedRange<Double>) {
        self.stage = stage
        self.width = width
        self.height = height
    }

    /// Whether both lengths are points (``NodeFace/isPoint(_:)``).
    public var isPoint: Bool {
        NodeFace.isPoint(width) && NodeFace.isPoint(height)
    }
}
