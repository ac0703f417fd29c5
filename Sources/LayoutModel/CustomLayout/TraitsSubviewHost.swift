/// The subviews a custom layout's `spacing(subviews:cache:)` sees while the
/// tree's spacing table is filled (`LayoutTraits+Spacing`): spacing and
/// priority are facts of the tree and are answered; sizes, guides and
/// placement need a proposal and an engine, which this analysis has not, so
/// they answer zero sizes, default guides and record nothing
/// (docs/greedy-semantics.md, "Custom layouts": a layout's spacing may not
/// depend on sizes).
final class TraitsSubviewHost: LayoutSubviewHost {
    private let spacingOf: (Int) -> ViewSpacing
    private let priorityOf: (Int) -> Double

    /// A host answering `spacing` and `priority` for the subviews' node indices.
    init(spacing: @escaping (Int) -> ViewSpacing, priority: @escaping (Int) -> Double) {
        spacingOf = spacing
        priorityOf = priority
    }

    /// The table `layout` shows for `container` with `subviews`.
    func spacing(of layout: some Layout, container: Int, subviews: [Int]) -> ViewSpacing {
        let proxies = LayoutSubviews(container: container, nodes: subviews, host: self)
        var cache = layout.makeCache(subviews: proxies)
        return layout.spacing(subviews: proxies, cache: &cache)
    }

    func sizeThatFits(subview: Int, proposal: ProposedViewSize) -> Size { .zero }
    func guideValue(subview: Int, key: AlignmentKey, proposal: ProposedViewSize) -> Double { 0 }
    func explicitGuideValue(subview: Int, key: AlignmentKey, proposal: ProposedViewSize) -> Double? { nil }
    func place(subview: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {}
    func spacing(subview: Int) -> ViewSpacing { spacingOf(subview) }
    func priority(subview: Int) -> Double { priorityOf(subview) }
    func mergedExplicitAlignment(container: Int, key: AlignmentKey, bounds: Rect, proposal: ProposedViewSize) -> Double? { nil }
}
