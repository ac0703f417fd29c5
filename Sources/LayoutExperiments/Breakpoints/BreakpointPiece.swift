import LayoutModel

/// One stretch of root widths over which the `exact` layout is affine in
/// the width: every frame component is `a + b·width` on `from…to`. The
/// frames at both ends are the polished linear program's own solutions
/// (integers fixed), so the slope is exact up to the simplex's precision.
public struct BreakpointPiece: Sendable, Hashable {
    /// The first width of the piece.
    public var from: Double
    /// The last width of the piece (≥ `from`).
    public var to: Double
    /// Every node's frame at `from` (indexed like the tree's nodes).
    public var start: [Rect]
    /// Every node's frame at `to`.
    public var end: [Rect]

    public init(from: Double, to: Double, start: [Rect], end: [Rect]) {
        self.from = from
        self.to = to
        self.start = start
        self.end = end
    }

    /// Component `component` (0 x, 1 y, 2 width, 3 height) of node `node`
    /// as `(a, b)` with the value `a + b·width` on the piece; `b` is 0 on a
    /// piece of one width.
    public func affine(node: Int, component: Int) -> (intercept: Double, slope: Double) {
        let low = Self.component(component, of: start[node]), high = Self.component(component, of: end[node])
        let slope = to > from && low.isFinite && high.isFinite ? (high - low) / (to - from) : 0
        return (low - slope * from, slope)
    }

    /// Every node's frame at `width` in `from…to`, on the piece's lines.
    public func frames(at width: Double) -> [Rect] {
        start.indices.map { node in
            let values = (0..<4).map { component -> Double in
                let value = Self.component(component, of: start[node])
                guard value.isFinite else { return value }
                let (a, b) = affine(node: node, component: component)
                return a + b * width
            }
            return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
    }

    /// The component of `frame` by number: 0 x, 1 y, 2 width, 3 height.
    static func component(_ component: Int, of frame: Rect) -> Double {
        switch component {
        case 0: frame.x
        case 1: frame.y
        case 2: frame.width
        default: frame.height
        }
    }

    /// The components' names, by number.
    public static let componentNames = ["x", "y", "width", "height"]
}
