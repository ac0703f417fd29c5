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

    /// An environment; by default left to right, 1 point per pixel, no safe
    /// area, every custom guide at the centre, on iOS.
    public init(
        layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1, safeArea: EdgeInsets = .zero,
        guideDefaults: [AlignmentKey: GuideValue] = [:], platform: Platform = .iOS, keyboard: Double = 0
    ) {
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.safeArea = safeArea
        self.guideDefaults = guideDefaults
        self.platform = platform
        self.keyboard = keyboard
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
                throw .invalidValue(path: path, what: "the guide", expected: "a custom guide (built-in guides have SwiftUI's defaults)",
                                    found: "the built-in guide \(key)")
            }
            if let guide = value.guide, !guide.isBuiltIn {
                throw .invalidValue(path: path, what: "the default's guide term", expected: "a built-in guide",
                                    found: "the custom guide \(guide)")
            }
            for (number, what) in [(value.constant, "constant"), (value.width, "width"), (value.height, "height"),
                                   (value.guideScale, "guideScale"), (value.fallback ?? 0, "fallback")] where number.isNaN {
                throw .notANumber(path: path, what: what)
            }
        }
    }
}
