/// The residual curve clearance that seed 000's notch panel hands to the
/// views inside it (`EnvironmentValues.nookContentInsets`), derived from a
/// `NookConfiguration` in the seed's two steps.
///
/// The panel's glass has rounded corners; a view pinned to an edge or a
/// corner of the content column must keep clear of the curve by however much
/// of the corner radius the chrome has not consumed already:
///
/// 1. **Outer** (injected by the surface, seed 000 step 1): each edge's corner
///    radius minus the chrome's `expandedContentInsets` on that edge, never
///    below 0. The top edge measures from `topCornerRadius`; the bottom,
///    leading and trailing edges from `bottomCornerRadius` (the seed's table
///    gives bottom, leading and trailing all 24 − 8 = 16 at the defaults).
/// 2. **Inner** (re-injected by `NookExpandedView`, step 2): the outer value
///    minus `edgePadding`, never below 0, because the wrapper padding has
///    consumed that much more of the clearance.
///
/// At the framework defaults (radii 19/24, insets 0/8/8/8, edgePadding 8)
/// outer is top 19, bottom 16, leading 16, trailing 16, and inner is 11, 8, 8,
/// 8; with `expandedContentInsets.bottom = 2` the outer bottom becomes 22
/// (24 − 2, the seed's "rises to 22") and the inner bottom 14.
///
/// The home view sees `inner`. Both engines see the same numbers: the tree
/// resolves environment lengths with `inner` before any engine runs, and the
/// LP engine can encode the same residuals from this type.
public struct NookContentInsets: Sendable, Hashable {
    /// Step 1: what the surface injects (corner radius minus chrome inset).
    public var outer: EdgeInsets
    /// Step 2: what the home view reads (outer minus edge padding).
    public var inner: EdgeInsets

    /// The residuals of `configuration`. Its values should be numbers (not
    /// NaN); `LayoutTree` rejects a NaN configuration before deriving them.
    public init(_ configuration: NookConfiguration) {
        outer = Self.outer(style: configuration.style)
        inner = Self.inner(outer: outer, edgePadding: configuration.edgePadding)
    }

    /// The corner radius an edge's clearance is measured from: the top edge
    /// touches the top corners, every other edge reaches a bottom corner.
    public static func cornerRadius(for edge: Edge, style: NookStyle) -> Double {
        edge == .top ? style.topCornerRadius : style.bottomCornerRadius
    }

    /// Seed 000 step 1: `max(radius(edge) − expandedContentInsets[edge], 0)`
    /// on each edge.
    public static func outer(style: NookStyle) -> EdgeInsets {
        var insets = EdgeInsets.zero
        for edge in Edge.allCases {
            insets[edge] = residual(cornerRadius(for: edge, style: style), minus: style.expandedContentInsets[edge])
        }
        return insets
    }

    /// Seed 000 step 2: `max(outer[edge] − edgePadding, 0)` on each edge.
    public static func inner(outer: EdgeInsets, edgePadding: Double) -> EdgeInsets {
        var insets = EdgeInsets.zero
        for edge in Edge.allCases { insets[edge] = residual(outer[edge], minus: edgePadding) }
        return insets
    }

    /// What is left of a clearance once `consumed` of it is used; a layer
    /// that consumes more than there is leaves nothing, never a negative
    /// clearance (the seed calls the values residuals).
    private static func residual(_ clearance: Double, minus consumed: Double) -> Double {
        Swift.max(clearance - consumed, 0)
    }
}
