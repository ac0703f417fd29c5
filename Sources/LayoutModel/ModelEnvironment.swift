/// The environment the root view is laid out in.
public struct ModelEnvironment: Sendable, Hashable {
    /// The direction leading and trailing follow (left to right by default).
    public var layoutDirection: LayoutDirection
    /// Points per pixel; used for optional pixel rounding of reported frames.
    public var displayScale: Double
    /// Safe-area insets of the root's container.
    public var safeArea: EdgeInsets

    /// An environment; by default left to right, 1 point per pixel and no safe area.
    public init(layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1, safeArea: EdgeInsets = .zero) {
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.safeArea = safeArea
    }
}

extension ModelEnvironment {
    /// Safe-area insets must be finite numbers (negative ones are accepted, as
    /// negative padding is). Model files cannot say otherwise; the Swift API can.
    /// - Throws: `LayoutTreeError` naming `environment` and the edge.
    func validateSafeArea() throws(LayoutTreeError) {
        for edge in Edge.allCases {
            try NumberRequirement.finite.check(safeArea[edge], path: "environment", what: "safeArea.\(edge.rawValue)")
        }
    }
}
