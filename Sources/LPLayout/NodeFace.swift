import LayoutModel

/// How a node's size was decided by a strategy: the least and greatest
/// width and height the node takes over the optimal face of the strategy's
/// own stages (every stage before the tie-break), with the run's integers
/// fixed (docs/strategies.md, "Determined and tie-broken").
///
/// A size whose range is narrower than ``tolerance`` is **determined**: the
/// strategy's own objectives fix it. A wider one is **tie-broken**: any
/// length in the range is as good by the strategy's own objectives, and the
/// tie-break (the least squares) chose the reported one.
public struct NodeFace: Sendable, Hashable {
    /// The node's widths over the face.
    public var width: ClosedRange<Double>
    /// The node's heights over the face.
    public var height: ClosedRange<Double>

    /// The widest range, in points, a determined size may have: the face
    /// is computed with each stage held within a relative 1e-9 of its
    /// value, and the simplex's own tolerance on top.
    public static let tolerance = 1e-6

    /// A node's ranges of width and height.
    public init(width: ClosedRange<Double>, height: ClosedRange<Double>) {
        self.width = width
        self.height = height
    }

    /// Whether the strategy's own objectives fix both lengths.
    public var isDetermined: Bool {
        Self.isPoint(width) && Self.isPoint(height)
    }

    /// Who decided the size, as reports write it: `strategy` when
    /// ``isDetermined``, else `tie-break`.
    public var decidedBy: String { isDetermined ? "strategy" : "tie-break" }

    /// `10` for a point range, `10…30` for a wider one, in LayoutLP's
    /// six decimals (`formatLength`).
    public static func text(_ range: ClosedRange<Double>) -> String {
        isPoint(range) ? formatLength(range.upperBound) : "\(formatLength(range.lowerBound))…\(formatLength(range.upperBound))"
    }

    /// Whether `range` is narrower than ``tolerance``.
    public static func isPoint(_ range: ClosedRange<Double>) -> Bool {
        range.upperBound - range.lowerBound <= tolerance
    }
}
