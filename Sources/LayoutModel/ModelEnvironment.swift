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
