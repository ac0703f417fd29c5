/// The environment the root view is laid out in.
public struct ModelEnvironment: Sendable, Hashable {
    /// The direction leading and trailing follow (left to right by default).
    public var layoutDirection: LayoutDirection
    /// Points per pixel; used for optional pixel rounding of reported frames.
    public var displayScale: Double
    /// Safe-area insets of the root's container.
    public var safeArea: EdgeInsets
    /// The default values of custom guides, SwiftUI's `AlignmentID.defaultValue(in:)`:
    /// a custom guide a view sets no explicit value for has this value over the
    /// view's dimensions. A custom guide not listed defaults to the view's centre.
    /// Keys are custom guides; a value's `guide` term reads a built-in guide.
    public var guideDefaults: [AlignmentKey: GuideValue]
    /// The platform, for platform-dependent amounts (`scenePadding`); iOS by default.
    public var platform: Platform
    /// The software keyboard's height, measured up from the bottom of the
    /// root's container (0: no keyboard). Its area is the keyboard safe-area
    /// region: the root's bottom safe area is the larger of `safeArea.bottom`
    /// and this (docs/greedy-semantics.md, "Safe area", keyboard).
    public var keyboard: Double
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
    /// area, every custom guide at the centre, on iOS, no keyboard, and size
    /// classes derived from the scene's proposal.
    public init(
        layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1, safeArea: EdgeInsets = .zero,
        guideDefaults: [AlignmentKey: GuideValue] = [:], platform: Platform = .iOS, keyboard: Double = 0,
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, sceneProposal: ProposedViewSize? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.safeArea = safeArea
        self.guideDefaults = guideDefaults
        self.platform = platform
        self.keyboard = keyboard
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.sceneProposal = sceneProposal
    }

    /// The root's safe area with both regions: `safeArea`, its bottom raised
    /// to the keyboard's height where a keyboard is up and taller (without
    /// one a negative bottom inset stays as it is).
    public var rootSafeArea: EdgeInsets { Self.combined(safeArea, keyboard: keyboard) }

    /// `insets` with the bottom raised to `keyboard` where a keyboard (> 0) is taller.
    public static func combined(_ insets: EdgeInsets, keyboard: Double) -> EdgeInsets {
        var both = insets
        if keyboard > 0 { both.bottom = Swift.max(insets.bottom, keyboard) }
        return both
    }

    /// Equal when the values the environment gives are: the scene is where
    /// the environment is used (a problem's proposal), not what it says, so
    /// `problem.environment == ModelEnvironment()` asks whether the model
    /// gives an environment at all.
    public static func == (a: ModelEnvironment, b: ModelEnvironment) -> Bool {
        a.layoutDirection == b.layoutDirection && a.displayScale == b.displayScale && a.safeArea == b.safeArea
            && a.guideDefaults == b.guideDefaults && a.platform == b.platform && a.keyboard == b.keyboard
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
    }

    /// Hashes the values `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(layoutDirection)
        hasher.combine(displayScale)
        hasher.combine(safeArea)
        hasher.combine(guideDefaults)
        hasher.combine(platform)
        hasher.combine(keyboard)
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
        if !keyboard.isFinite || keyboard < 0 {
            throw .outOfRange(path: "environment", what: "keyboard", value: keyboard, expected: "a finite number >= 0")
        }
    }
}

extension ModelEnvironment {
    /// A guide default must belong to a custom guide (a built-in guide's
    /// default is SwiftUI's), its numbers must not be NaN, and its `guide`
    /// term must read a built-in guide, so that defaults never read each other
    /// in a circle.
    /// - Throws: `LayoutTreeError` naming `environment.guideDefaults` and the guide.
    func validateGuideDefaults() throws(LayoutTreeError) {
        for (key, value) in guideDefaults.sorted(by: { $0.key.description < $1.key.description }) {
            let path = "environment.guideDefaults.\(key.axis).\(key.name)"
            guard !key.isBuiltIn else {
                throw .invalidValue(
                    path: path, what: "the guide", expected: "a custom guide (built-in guides have SwiftUI's defaults)",
                    found: "the built-in guide \(key)")
            }
            if let guide = value.guide, !guide.isBuiltIn {
                throw .invalidValue(
                    path: path, what: "the default's guide term", expected: "a built-in guide",
                    found: "the custom guide \(guide)")
            }
            for (number, what) in [
                (value.constant, "constant"), (value.width, "width"), (value.height, "height"),
                (value.guideScale, "guideScale"), (value.fallback ?? 0, "fallback"),
            ] where number.isNaN {
                throw .notANumber(path: path, what: what)
            }
        }
    }
}
