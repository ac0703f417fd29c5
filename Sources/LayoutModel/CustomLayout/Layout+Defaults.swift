/// The defaults SwiftUI's `Layout` documents, and LayoutLP's naming defaults.
extension Layout {
    /// The type's name, `EqualWidthHStack` for `struct EqualWidthHStack`.
    public static var layoutName: String { String(describing: Self.self) }

    /// No parameters.
    public var layoutParameters: [String: Double] { [:] }

    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The union of the subviews' preferences on every edge
    /// (docs/greedy-semantics.md, "Custom layouts"; an empty container states
    /// no preference).
    public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing, on: .all) }
    }

    /// The subviews' explicit values merged as a stack merges them.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
    ) -> Double? {
        subviews.mergedExplicitAlignment(.horizontal(guide), in: bounds, proposal: proposal)
    }

    /// The subviews' explicit values merged as a stack merges them.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
    ) -> Double? {
        subviews.mergedExplicitAlignment(.vertical(guide), in: bounds, proposal: proposal)
    }

    /// A new cache from `makeCache(subviews:)`.
    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: LayoutSubviews) -> Cache { () }
}
