/// The value an `alignmentGuide` modifier computes from the view's dimensions:
/// `constant + width * w + height * h + guideScale * d[guide]`.
///
/// This covers SwiftUI closures such as `d.width * 0.8`,
/// `d[.bottom] - d.height * 0.8` and constants (seed 003's `alignAsBadge`).
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

    /// The value `constant + width * w + height * h + guideScale * d[guide]`; every term is 0 unless given.
    public init(constant: Double = 0, width: Double = 0, height: Double = 0, guide: AlignmentKey? = nil, guideScale: Double = 1) {
        self.constant = constant
        self.width = width
        self.height = height
        self.guide = guide
        self.guideScale = guideScale
    }
}
