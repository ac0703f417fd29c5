/// The value an `alignmentGuide` modifier computes from the view's dimensions:
/// `constant + width * w + height * h + guideScale * d[guide]`.
///
/// This covers SwiftUI closures such as `d.width * 0.8`,
/// `d[.bottom] - d.height * 0.8` and constants (seed 003's `alignAsBadge`).
public struct GuideValue: Sendable, Hashable {
    public var constant: Double
    public var width: Double
    public var height: Double
    /// Another guide of the same view, read through its dimensions.
    public var guide: AlignmentKey?
    public var guideScale: Double

    public init(constant: Double = 0, width: Double = 0, height: Double = 0, guide: AlignmentKey? = nil, guideScale: Double = 1) {
        self.constant = constant
        self.width = width
        self.height = height
        self.guide = guide
        self.guideScale = guideScale
    }
}
