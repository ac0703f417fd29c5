/// A frame: origin and size, in the root view's coordinate space.
///
/// `Rect` is `Equatable` exactly; comparisons with a tolerance live in the
/// checker (`FrameComparison`), never here.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public var description: String { "x \(formatLength(x)) y \(formatLength(y)) w \(formatLength(width)) h \(formatLength(height))" }
}
