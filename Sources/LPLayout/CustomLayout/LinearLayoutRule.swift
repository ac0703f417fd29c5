import LayoutModel

/// A custom layout that can describe its rule as constraints, so the LP
/// engine lays it out (docs/lp-encoding.md, "Custom layouts"). A `Layout`
/// without this conformance is refused by name by every LP strategy.
///
/// The LP engine never calls the layout's `sizeThatFits`, `placeSubviews`,
/// `explicitAlignment` or `makeCache`: it calls ``linearLayout(proposal:subviews:in:)``
/// once per proposal the container receives, with the proposal as
/// lengths (``LinearLength``: numbers or expressions over the program's
/// variables). The rule asks its subviews for their sizes under proposals
/// it builds, combines lengths with the modelling kit's operations
/// (``LinearLayoutContext``: minimum, maximum, clamp, comparison, choice),
/// and returns the container's size and where each subview goes. For the
/// `exact` strategy to equal the greedy engine, the description must
/// compute what the layout's Swift methods compute; a rule that cannot
/// encode some case throws ``LinearLayoutContext/refusal(_:)``.
///
/// ```swift
/// extension Column: LinearLayoutRule {
///     func linearLayout(proposal: LinearProposal, subviews: LinearSubviews,
///                       in context: LinearLayoutContext) throws(LPLayoutError) -> LinearLayoutDescription {
///         var sizes: [LinearSize] = []
///         for subview in subviews { sizes.append(try subview.sizeThatFits(.unspecified)) }
///         var y = LinearLength.zero
///         var placements: [LinearPlacement] = []
///         for size in sizes {
///             placements.append(LinearPlacement(at: LinearPoint(x: .zero, y: y), anchor: .topLeading, proposal: .unspecified))
///             y = y + size.height
///         }
///         let width = try context.maximum(of: sizes.map(\.width))
///         return LinearLayoutDescription(size: LinearSize(width: width, height: y), placements: placements)
///     }
/// }
/// ```
public protocol LinearLayoutRule: Layout {
    /// The container's size for `proposal` and each subview's placement
    /// (relative to the container's top-leading corner), as lengths of the
    /// program `context` writes.
    ///
    /// - Throws: ``LPLayoutError/unsupported(_:)`` (``LinearLayoutContext/refusal(_:)``)
    ///   for a case the rule cannot encode, or an error of an operation.
    func linearLayout(proposal: LinearProposal, subviews: LinearSubviews, in context: LinearLayoutContext) throws(LPLayoutError)
        -> LinearLayoutDescription
}
