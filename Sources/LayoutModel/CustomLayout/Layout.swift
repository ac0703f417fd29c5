/// A container whose layout is written in Swift: LayoutLP's form of
/// SwiftUI's `Layout` protocol, with SwiftUI's member names
/// (docs/greedy-semantics.md, "Custom layouts").
///
/// The greedy engine runs it: it asks ``sizeThatFits(proposal:subviews:cache:)``
/// for the container's size, then ``placeSubviews(in:proposal:subviews:cache:)``
/// to place each subview with ``LayoutSubview/place(at:anchor:proposal:)``.
/// The LP engine never runs these methods: a layout that also conforms to
/// `LinearLayoutRule` (module LPLayout) describes its rule as constraints,
/// and any other is refused by name (docs/lp-encoding.md, "Custom layouts").
///
/// LayoutLP's additions to SwiftUI's shape: a layout is `Hashable` and
/// `Sendable` because the view model is (two containers are the same view
/// when their layouts are equal), and it has a name (``layoutName``) and
/// parameters (``layoutParameters``) under which a model file names it
/// (`LayoutRegistry`).
///
/// ```swift
/// struct Column: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
///         var y = bounds.y
///         for subview in subviews {
///             subview.place(at: Point(x: bounds.x, y: y), anchor: .topLeading, proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// ```
public protocol Layout: Sendable, Hashable {
    /// Data the layout computes once and reuses across calls (SwiftUI's
    /// `Cache`); `Void` when the layout keeps none.
    associatedtype Cache = Void

    /// The name a model file uses for this layout (`"type": "Layout",
    /// "layout": name`). The default is the type's name.
    static var layoutName: String { get }

    /// The parameters a model file writes for this layout, by name: what
    /// `LayoutRegistry` needs to build an equal layout back. The default is
    /// none.
    var layoutParameters: [String: Double] { get }

    /// Properties of the container that its subviews read; its
    /// `stackOrientation` is the axis a Spacer inside it expands along. The
    /// default has none.
    static var layoutProperties: LayoutProperties { get }

    /// The container's size for `proposal`, asking `subviews` as needed.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> Size

    /// Places every subview inside `bounds` (the container's frame, in the
    /// coordinates subviews are placed in), the container having been
    /// proposed `proposal`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)

    /// The spacing preferences the container shows its neighbours. The
    /// default is the union of its subviews' preferences on every edge.
    func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing

    /// The container's explicit value of horizontal guide `guide`, as an x
    /// relative to `bounds`' origin, or nil for none. The default merges
    /// the subviews' explicit values as a stack does (a custom guide's mean,
    /// the first baseline's minimum, the last baseline's maximum; never a
    /// built-in frame guide).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
    ) -> Double?

    /// The container's explicit value of vertical guide `guide`, as a y
    /// relative to `bounds`' origin, or nil for none. The default merges the
    /// subviews' explicit values as a stack does.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
    ) -> Double?

    /// The cache's first value, made once per container and layout run.
    func makeCache(subviews: LayoutSubviews) -> Cache

    /// Brings `cache` up to date when the subviews change. The default makes
    /// a new cache; LayoutLP never changes a container's subviews during a
    /// layout, so it never calls this.
    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews)
}
