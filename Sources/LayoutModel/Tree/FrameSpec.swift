/// A fixed frame after SwiftUI's construction rules: a negative or non-finite
/// width or height becomes nil ("Invalid frame dimension"), so that dimension
/// takes the child's sizing behaviour (semantics notes §5).
public struct FrameSpec: Sendable, Hashable {
    /// The fixed width in points, finite and ≥ 0; nil leaves the width to the child.
    public var width: Double?
    /// The fixed height in points, finite and ≥ 0; nil leaves the height to the child.
    public var height: Double?
    /// Where the child sits inside the frame.
    public var alignment: Alignment

    /// A frame with the given dimensions, taken as already valid (normalisation drops invalid ones when the tree is built).
    public init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The fixed length on `axis`, nil when that axis is left to the child.
    public subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }

    /// Normalises written dimensions, reporting each one SwiftUI would discard.
    static func normalized(width: Double?, height: Double?, alignment: Alignment, warn: (String) -> Void) -> FrameSpec {
        func valid(_ value: Double?, _ name: String) -> Double? {
            guard let value else { return nil }
            if value.isFinite && value >= 0 { return value }
            warn(
                "invalid frame dimension: \(name) \(formatLength(value)) is treated as nil (SwiftUI ignores negative and non-finite fixed dimensions)"
            )
            return nil
        }
        return FrameSpec(width: valid(width, "width"), height: valid(height, "height"), alignment: alignment)
    }
}
