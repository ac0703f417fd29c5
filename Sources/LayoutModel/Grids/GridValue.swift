/// The arguments of `Grid(alignment:horizontalSpacing:verticalSpacing:)`.
public struct GridValue: Sendable, Hashable {
    /// Where each cell sits inside its cell box: the horizontal guide for
    /// every column without a `gridColumnAlignment`, the vertical guide for
    /// every row without an alignment of its own (centre by default).
    public var alignment: Alignment
    /// The gap between adjacent columns in points; nil asks the columns'
    /// cells for their distance (seed 001's rule, docs/greedy-semantics.md "Grid").
    public var horizontalSpacing: Double?
    /// The gap between adjacent rows in points; nil asks the rows' cells for their distance.
    public var verticalSpacing: Double?

    /// A grid's arguments, SwiftUI's defaults where omitted.
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The most columns one cell may span (`gridCellColumns`): a bound on
    /// the grid's size in memory, far above any real grid.
    public static let maximumSpan = 1000

    /// The spacing written for gaps between columns (horizontal) or rows (vertical).
    public func spacing(_ axis: Axis) -> Double? { axis == .horizontal ? horizontalSpacing : verticalSpacing }
}
