/// The parts of the ScrollView rule that do not depend on an engine's
/// numbers, shared by the greedy layout and the exact encoding
/// (docs/greedy-semantics.md "ScrollView and contentMargins").
public struct ScrollViewRule: Sendable, Hashable {
    /// The axes the view scrolls along.
    public var axes: Set<Axis>
    /// The content margins the content is inset by.
    public var margins: EdgeInsets

    /// The rule of a ScrollView scrolling along `axes` with content `margins`.
    public init(axes: Set<Axis>, margins: EdgeInsets) {
        self.axes = axes
        self.margins = margins
    }

    /// Whether the view scrolls along `axis`.
    public func scrolls(_ axis: Axis) -> Bool { axes.contains(axis) }

    /// Where the content sits in the viewport less the margins: at the start
    /// (top, leading) of each scroll axis, where the scroll offset 0 puts it,
    /// and centred across a scroll axis (**Choice**, M: SwiftUI centres
    /// content narrower than a vertical scroll view horizontally, and shorter
    /// than a horizontal one vertically).
    public var contentAlignment: Alignment {
        Alignment(
            horizontal: scrolls(.horizontal) ? .leading : .center,
            vertical: scrolls(.vertical) ? .top : .center)
    }

    /// The edges the viewport extends into the safe area on: both edges of
    /// each scroll axis (**Choice**, M).
    public var safeAreaEdges: EdgeSet {
        var edges: EdgeSet = []
        if scrolls(.horizontal) { edges.formUnion(.horizontal) }
        if scrolls(.vertical) { edges.formUnion(.vertical) }
        return edges
    }
}
