/// The configuration of seed 000's expanded notch panel. Defaults are the
/// framework defaults the seed states: expandedWidth 520, edgePadding 8,
/// corner radii 19 (top) and 24 (bottom), expandedContentInsets 0/8/8/8.
public struct NookConfiguration: Sendable, Hashable {
    public var expandedWidth: Double
    public var edgePadding: Double
    public var style: NookStyle

    public init(expandedWidth: Double = 520, edgePadding: Double = 8, style: NookStyle = NookStyle()) {
        self.expandedWidth = expandedWidth
        self.edgePadding = edgePadding
        self.style = style
    }
}

/// The surface style of the notch panel.
public struct NookStyle: Sendable, Hashable {
    public var topCornerRadius: Double
    public var bottomCornerRadius: Double
    public var expandedContentInsets: EdgeInsets

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
