/// What answers a custom layout's questions about its subviews: the engine
/// running the layout. LayoutLP's greedy engine implements it; a layout only
/// sees it through ``LayoutSubview`` and ``LayoutSubviews``.
///
/// Subviews are named by their node index in the `LayoutTree`.
public protocol LayoutSubviewHost: AnyObject {
    /// The size `subview` answers to `proposal`.
    func sizeThatFits(subview: Int, proposal: ProposedViewSize) -> Size
    /// The value of guide `key` in `subview` answering `proposal` (explicit
    /// or default), in the subview's own coordinates.
    func guideValue(subview: Int, key: AlignmentKey, proposal: ProposedViewSize) -> Double
    /// The explicit value of guide `key` in `subview`, or nil.
    func explicitGuideValue(subview: Int, key: AlignmentKey, proposal: ProposedViewSize) -> Double?
    /// Records that the layout places `subview` with `proposal` so that its
    /// `anchor` lands on `position`.
    func place(subview: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize)
    /// The spacing preferences `subview` shows its neighbours.
    func spacing(subview: Int) -> ViewSpacing
    /// The layout priority of `subview`.
    func priority(subview: Int) -> Double
    /// The explicit value of `key` in `container`, merged from its subviews'
    /// as a stack merges them, relative to `bounds`' origin (the default of
    /// `Layout.explicitAlignment`).
    func mergedExplicitAlignment(container: Int, key: AlignmentKey, bounds: Rect, proposal: ProposedViewSize) -> Double?
}
