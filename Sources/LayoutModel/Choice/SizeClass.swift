/// SwiftUI's `UserInterfaceSizeClass`: how much space a scene offers along
/// one axis, compact or regular (seed 002, "UserInterfaceSizeClass").
public enum SizeClass: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Little space along the axis (an iPhone's width in portrait).
    case compact
    /// Ample space along the axis (an iPad's width).
    case regular

    public var description: String { rawValue }

    /// Below this width in points the standard horizontal size class is
    /// compact (docs/greedy-semantics.md, "Size classes": Material's window
    /// width classes put compact below 600; the widest iPhone in portrait is
    /// 440 pt, the narrowest iPad 744 pt).
    public static let compactWidthLimit = 600.0
    /// Below this height in points the standard vertical size class is
    /// compact (Material's window height classes; the tallest iPhone in
    /// landscape is 440 pt high, the shortest in portrait 568 pt).
    public static let compactHeightLimit = 480.0

    /// The standard size class along `axis` of a scene proposed `length` on
    /// that axis (a **Choice**, docs/greedy-semantics.md, "Size classes"):
    /// compact below the axis's limit, regular at or above it, and regular
    /// where the length is unspecified (nil) or infinite: a scene asked for
    /// its ideal size has no limit to be compact against.
    public static func standard(along axis: Axis, length: Double?) -> SizeClass {
        guard let length, length.isFinite else { return .regular }
        let limit = axis == .horizontal ? compactWidthLimit : compactHeightLimit
        return length < limit ? .compact : .regular
    }
}
