/// The environment the root view is laid out in.
public struct ModelEnvironment: Sendable, Hashable {
    public var layoutDirection: LayoutDirection
    /// Points per pixel; used for optional pixel rounding of reported frames.
    public var displayScale: Double
    /// Safe-area insets of the root's container.
    public var safeArea: EdgeInsets

    public init(layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1, safeArea: EdgeInsets = .zero) {
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.safeArea = safeArea
    }
}
