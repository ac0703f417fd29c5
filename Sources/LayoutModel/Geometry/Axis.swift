/// One of the two layout axes. Code that works along "the stack axis" or "the
/// cross axis" takes an `Axis` instead of duplicating a width branch and a
/// height branch.
public enum Axis: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Along x: width, leading to trailing.
    case horizontal
    /// Along y: height, top to bottom.
    case vertical

    /// The perpendicular axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    public var description: String { rawValue }
}
