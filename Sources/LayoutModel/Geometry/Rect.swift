/// A frame: origin and size, in the root view's coordinate space.
///
/// `Rect` is `Equatable` exactly; comparisons with a tolerance live in the
/// checker (`FrameComparison`), never here.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-leading corner, in the root's coordinates.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A frame at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A frame at (`x`, `y`) of `width` × `height` points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty frame at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The horizontal position of the origin, in points.
    public var x: Double { origin.x }
    /// The vertical position of the origin, in points.
    public var y: Double { origin.y }
    /// The width, in points.
    public var width: Double { size.width }
    /// The height, in points.
    public var height: Double { size.height }

    public var description: String { "x \(formatLength(x)) y \(formatLength(y)) w \(formatLength(width)) h \(formatLength(height))" }
}
