import LayoutModel

/// One number per layout axis, such as a container's overflow or unused
/// length along each axis.
public struct AxisValues: Sendable, Hashable, CustomStringConvertible {
    /// The value along the horizontal axis.
    public var horizontal: Double
    /// The value along the vertical axis.
    public var vertical: Double

    /// Both values.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Both values from one rule written once for an axis.
    public init(_ value: (Axis) -> Double) {
        self.init(horizontal: value(.horizontal), vertical: value(.vertical))
    }

    /// The value along `axis`.
    public subscript(axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }

    /// `h 10 v 0`.
    public var description: String { "h \(formatLength(horizontal)) v \(formatLength(vertical))" }
}
