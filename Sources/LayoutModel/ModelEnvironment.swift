/// The environment the root view is laid out in.
public struct ModelEnvironment: Sendable, Hashable {
    /// The direction leading and trailing follow (left to right by default).
    public var layoutDirection: LayoutDirection
    /// Points per pixel; used for optional pixel rounding of reported frames.
    public var displayScale: Double
    /// Safe-area insets of the root's container.
    public var safeArea: EdgeInsets
    /// The root's horizontal size class; nil derives the standard one from
    /// ``sceneProposal`` (`SizeClass.standard(along:length:)`).
    public var horizontalSizeClass: SizeClass?
    /// The root's vertical size class; nil derives the standard one from ``sceneProposal``.
    public var verticalSizeClass: SizeClass?
    /// The proposal of the scene the root is in, from which a size class the
    /// environment does not give is derived (docs/greedy-semantics.md, "Size
    /// classes"). `LayoutProblem.environment` sets it to the problem's
    /// proposal; nil counts as unspecified on both axes. Not part of the
    /// model format: a file's scene is its `proposal`.
    public var sceneProposal: ProposedViewSize?

    /// An environment; by default left to right, 1 point per pixel, no safe
    /// area and size classes derived from the scene's proposal.
    public init(
        layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1, safeArea: EdgeInsets = .zero,
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, sceneProposal: ProposedViewSize? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.sceneProposal = sceneProposal
    }

    /// Equal when the values the environment gives are: the scene is where
    /// the environment is used (a problem's proposal), not what it says, so
    /// `problem.environment == ModelEnvironment()` asks whether the model
    /// gives an environment at all.
    public static func == (a: ModelEnvironment, b: ModelEnvironment) -> Bool {
        a.layoutDirection == b.layoutDirection && a.displayScale == b.displayScale && a.safeArea == b.safeArea
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
    }

    /// Hashes the values `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(layoutDirection)
        hasher.combine(displayScale)
        hasher.combine(safeArea)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
    }

    /// The root's size class along `axis`: the given one, else the standard
    /// one of the scene's proposal.
    public func sizeClass(along axis: Axis) -> SizeClass {
        let given = axis == .horizontal ? horizontalSizeClass : verticalSizeClass
        return given ?? SizeClass.standard(along: axis, length: sceneProposal?[axis])
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
