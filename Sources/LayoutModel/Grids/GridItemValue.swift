/// One `GridItem` of a LazyVGrid (a column) or a LazyHGrid (a row): how
/// long the track is, the gap after it and where cells sit in it
/// (docs/greedy-semantics.md "Lazy grids").
public struct GridItemValue: Sendable, Hashable {
    /// `GridItem.Size`: how the track's length follows the grid's proposal.
    public enum Size: Sendable, Hashable {
        /// Always this length, whatever the proposal.
        case fixed(Double)
        /// Its share of what the fixed tracks leave, clamped to `minimum…maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// Its share (at least `minimum`), filled with as many sub-tracks of
        /// at least `minimum` as fit, each at most `maximum`.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// The track's size rule.
    public var size: Size
    /// The gap after this track (and between an adaptive item's sub-tracks);
    /// nil is 8 points (objc.io's measurements: column widths come from the
    /// definitions alone, never from the cells).
    public var spacing: Double?
    /// Where a cell sits in its box; nil takes the grid's alignment across
    /// its growth axis and the centre along it.
    public var alignment: Alignment?

    /// A grid item, SwiftUI's defaults where omitted (`.flexible()` is 10…∞).
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// SwiftUI's gap for `spacing: nil`.
    public static let defaultSpacing = 8.0

    /// The gap after the track.
    public var gap: Double { spacing ?? Self.defaultSpacing }

    /// True for an adaptive item, which may hold several tracks.
    public var isAdaptive: Bool {
        if case .adaptive = size { true } else { false }
    }

    /// True for a fixed track, which takes no share of the proposal.
    public var isFixed: Bool {
        if case .fixed = size { true } else { false }
    }
}
