/// A point in a custom layout's linear description: relative to the
/// container's top-leading corner.
public struct LinearPoint: Hashable {
    /// The distance from the container's leading edge.
    public var x: LinearLength
    /// The distance from the container's top edge.
    public var y: LinearLength

    /// The point (`x`, `y`).
    public init(x: LinearLength, y: LinearLength) {
        self.x = x
        self.y = y
    }

    /// The container's top-leading corner.
    public static var zero: LinearPoint { LinearPoint(x: .zero, y: .zero) }
}
