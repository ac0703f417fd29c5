import LayoutModel

/// An absolute tolerance in points for comparing frames. Frames themselves
/// stay exactly `Equatable`; tolerance lives only here.
public struct Tolerance: Sendable, Hashable, CustomStringConvertible {
    /// The largest difference in points that still counts as equal.
    public var points: Double

    /// A tolerance of `points` points.
    public init(_ points: Double) { self.points = points }

    /// Equal within the tolerance; two infinities of the same sign are equal.
    public func equal(_ a: Double, _ b: Double) -> Bool {
        if a.isInfinite || b.isInfinite { return a == b }
        return abs(a - b) <= points
    }

    /// Equal within the tolerance in every component (x, y, width, height).
    public func equal(_ a: Rect, _ b: Rect) -> Bool {
        equal(a.x, b.x) && equal(a.y, b.y) && equal(a.width, b.width) && equal(a.height, b.height)
    }

    /// The components of `a` and `b` that differ, by name.
    public func differingComponents(_ a: Rect, _ b: Rect) -> [String] {
        [("x", a.x, b.x), ("y", a.y, b.y), ("width", a.width, b.width), ("height", a.height, b.height)]
            .filter { !equal($0.1, $0.2) }.map(\.0)
    }

    /// The components given in `expected` that differ from `actual`, by
    /// name; a component `expected` leaves out never differs.
    public func differingComponents(_ expected: ExpectedFrame, _ actual: Rect) -> [String] {
        expected.givenComponents(comparedWith: actual).filter { !equal($0.expected, $0.actual) }.map(\.name)
    }

    /// Six decimals like a frame (`0.001`); a value those do not hold
    /// exactly, such as 1e-7, as Swift prints it (`1e-07`).
    public var description: String {
        let text = formatLength(points)
        return Double(text) == points ? text : "\(points)"
    }
}
