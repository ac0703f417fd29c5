/// A position in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in points, growing to the right.
    public var x: Double
    /// The vertical coordinate, in points, growing downwards.
    public var y: Double

    /// The point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Builds a point from its coordinate along `axis` and across it.
    public init(_ axis: Axis, main: Double, cross: Double) {
        switch axis {
        case .horizontal: self.init(x: main, y: cross)
        case .vertical: self.init(x: cross, y: main)
        }
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set {
            switch axis {
            case .horizontal: x = newValue
            case .vertical: y = newValue
            }
        }
    }

    /// This point moved by `delta`.
    public func offset(by delta: Point) -> Point { Point(x: x + delta.x, y: y + delta.y) }

    public var description: String { "(\(formatLength(x)), \(formatLength(y)))" }
}
