/// The configuration of seed 000's expanded notch panel. Defaults are the
/// framework defaults the seed states: expandedWidth 520, edgePadding 8,
/// corner radii 19 (top) and 24 (bottom), expandedContentInsets 0/8/8/8.
public struct NookConfiguration: Sendable, Hashable {
    /// The width in points the panel's column is pinned to (`frame(width:)`, default 520).
    public var expandedWidth: Double
    /// The padding in points on every edge around the column (NookExpandedView's `.padding(edgePadding)`, default 8).
    public var edgePadding: Double
    /// Corner radii and content insets of the panel's surface.
    public var style: NookStyle

    /// A configuration with the framework defaults unless given.
    public init(expandedWidth: Double = 520, edgePadding: Double = 8, style: NookStyle = NookStyle()) {
        self.expandedWidth = expandedWidth
        self.edgePadding = edgePadding
        self.style = style
    }
}

/// The surface style of the notch panel.
public struct NookStyle: Sendable, Hashable {
    /// The top corner radius in points (default 19): the surface's horizontal ear clearance padding, and what the
    /// home's top `nookContentInsets` is measured from (`NookContentInsets`).
    public var topCornerRadius: Double
    /// The bottom corner radius in points (default 24): what the home's bottom, leading and trailing
    /// `nookContentInsets` are measured from (`NookContentInsets`).
    public var bottomCornerRadius: Double
    /// The chrome strips around the expanded content, applied as `safeAreaPadding` (default top 0, leading 8, bottom 8, trailing 8).
    public var expandedContentInsets: EdgeInsets

    /// A style with the framework defaults unless given.
    public init(
        topCornerRadius: Double = 19,
        bottomCornerRadius: Double = 24,
        expandedContentInsets: EdgeInsets = EdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 8)
    ) {
        self.topCornerRadius = topCornerRadius
        self.bottomCornerRadius = bottomCornerRadius
        self.expandedContentInsets = expandedContentInsets
    }
}
