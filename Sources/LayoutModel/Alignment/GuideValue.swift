/// The value an `alignmentGuide` modifier computes from the view's dimensions:
/// `constant + width * w + height * h + guideScale * d[guide]`.
///
/// This covers SwiftUI closures such as `d.width * 0.8`,
/// `d[.bottom] - d.height * 0.8` and constants (seed 003's `alignAsBadge`).
/// With `fallback` the guide term reads SwiftUI's `d[explicit: guide] ?? fallback`
/// instead: the view's explicit value of `guide`, or `fallback` when it has none.
/// The same form gives a custom guide's default value (`AlignmentID.defaultValue(in:)`,
/// `ModelEnvironment.guideDefaults`).
public struct GuideValue: Sendable, Hashable {
    /// The constant term, in points.
    public var constant: Double
    /// The factor on the view's width.
    public var width: Double
    /// The factor on the view's height.
    public var height: Double
    /// Another guide of the same view, read through its dimensions.
    public var guide: AlignmentKey?
    /// The factor on `guide`'s value (1 by default); unused when `guide` is nil.
    public var guideScale: Double
    /// Nil reads `d[guide]`; a number reads `d[explicit: guide] ?? fallback`:
    /// the explicit value when the view has one, else this number (in points).
    public var fallback: Double?

    /// The value `constant + width * w + height * h + guideScale * d[guide]`; every term is 0 unless given.
    /// With `fallback`, the guide term reads `d[explicit: guide] ?? fallback`.
    public init(
        constant: Double = 0, width: Double = 0, height: Double = 0, guide: AlignmentKey? = nil, guideScale: Double = 1,
        fallback: Double? = nil
    ) {
        self.constant = constant
        self.width = width
        self.height = height
        self.guide = guide
        self.guideScale = guideScale
        self.fallback = fallback
    }

    /// SwiftUI's `d[explicit: guide] ?? fallback`, scaled by `guideScale`.
    public static func explicit(_ guide: AlignmentKey, fallback: Double, scale: Double = 1) -> GuideValue {
        GuideValue(guide: guide, guideScale: scale, fallback: fallback)
    }
}

extension GuideValue {
    /// Equal when they compute the same value: without a `guide`,
    /// `guideScale` and `fallback` are unused and not compared (so a value
    /// written to a model file and read back is equal to the one built).
    public static func == (a: GuideValue, b: GuideValue) -> Bool {
        a.constant == b.constant && a.width == b.width && a.height == b.height && a.guide == b.guide
            && (a.guide == nil || (a.guideScale == b.guideScale && a.fallback == b.fallback))
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(guide)
        if guide != nil {
            hasher.combine(guideScale)
            hasher.combine(fallback)
        }
    }
}
