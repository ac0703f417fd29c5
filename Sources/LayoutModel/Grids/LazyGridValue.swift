/// The arguments of `LazyVGrid(columns:alignment:spacing:)` and
/// `LazyHGrid(rows:alignment:spacing:)` (docs/greedy-semantics.md "Lazy grids").
public struct LazyGridValue: Sendable, Hashable {
    /// The axis the grid grows along: vertical for a LazyVGrid (its items
    /// are columns), horizontal for a LazyHGrid (its items are rows).
    public var axis: Axis
    /// The tracks across the growth axis, leading to trailing (top to bottom).
    public var items: [GridItemValue]
    /// Where cells sit across the growth axis when their item has no
    /// alignment: only the component across `axis` is read (a LazyVGrid's
    /// horizontal guide, a LazyHGrid's vertical one); the other is centre.
    public var alignment: Alignment
    /// The gap between lines along the growth axis; nil asks the facing
    /// lines' cells for their distance (seed 001).
    public var spacing: Double?

    /// A lazy grid's arguments.
    public init(axis: Axis, items: [GridItemValue], alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The axis the items' lengths lie along (a LazyVGrid's columns are widths).
    public var trackAxis: Axis { axis.other }

    /// The model-format type name.
    public var typeName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    /// The guide a cell of `item` is aligned on along `axis` inside its box.
    public func cellGuide(_ item: GridItemValue, along axis: Axis) -> AlignmentKey {
        if let own = item.alignment { return own[axis] }
        return axis == trackAxis ? alignment[axis] : .center(axis)
    }
}
