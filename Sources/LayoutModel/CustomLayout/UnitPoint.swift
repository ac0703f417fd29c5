/// A point in a view's own unit square: (0, 0) its top-leading corner, (1, 1)
/// its bottom-trailing corner (SwiftUI's `UnitPoint`). A subview is placed by
/// the point of it that lands on the given position.
public struct UnitPoint: Sendable, Hashable {
    /// The fraction of the width from the leading edge.
    public var x: Double
    /// The fraction of the height from the top edge.
    public var y: Double

    /// The point at fractions `x` and `y` of the width and height.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The fraction along `axis`.
    public subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }
}
