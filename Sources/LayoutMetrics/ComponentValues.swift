import LayoutModel

/// One number per frame component (x, y, width, height): the absolute
/// differences of two frames, or their largest or mean over nodes.
public struct ComponentValues: Sendable, Hashable, CustomStringConvertible {
    /// The x value.
    public var x: Double
    /// The y value.
    public var y: Double
    /// The width value.
    public var width: Double
    /// The height value.
    public var height: Double

    /// The four values.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// All four components 0.
    public static let zero = ComponentValues(x: 0, y: 0, width: 0, height: 0)

    /// The absolute difference of `a` and `b`, component by component
    /// (docs/metrics.md, "Frame deviation": equal infinities differ by 0).
    public init(differenceOf a: Rect, _ b: Rect) {
        self.init(
            x: MetricArithmetic.distance(a.x, b.x), y: MetricArithmetic.distance(a.y, b.y),
            width: MetricArithmetic.distance(a.width, b.width), height: MetricArithmetic.distance(a.height, b.height))
    }

    /// The value of `component`.
    public subscript(component: RectComponent) -> Double {
        get {
            switch component {
            case .x: x
            case .y: y
            case .width: width
            case .height: height
            }
        }
        set {
            switch component {
            case .x: x = newValue
            case .y: y = newValue
            case .width: width = newValue
            case .height: height = newValue
            }
        }
    }

    /// The largest of the four.
    public var largest: Double { max(x, y, width, height) }

    /// `x 0 y 0 w 1.5 h 0`, lengths as frames print them.
    public var description: String {
        "x \(formatLength(x)) y \(formatLength(y)) w \(formatLength(width)) h \(formatLength(height))"
    }
}
