import LayoutModel

/// One of a frame's four numbers: x, y, width, height. (Named for `Rect`:
/// LPLayout's `FrameComponent` is a frame component in a program.)
public enum RectComponent: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The horizontal position of the frame's origin.
    case x
    /// The vertical position of the frame's origin.
    case y
    /// The horizontal length.
    case width
    /// The vertical length.
    case height

    /// The component's value in `rect`.
    public func value(in rect: Rect) -> Double {
        switch self {
        case .x: rect.x
        case .y: rect.y
        case .width: rect.width
        case .height: rect.height
        }
    }

    /// The position component along `axis` (x or y).
    public static func position(_ axis: Axis) -> RectComponent { axis == .horizontal ? .x : .y }

    /// The size component along `axis` (width or height).
    public static func length(_ axis: Axis) -> RectComponent { axis == .horizontal ? .width : .height }

    /// `x`, `y`, `width` or `height`.
    public var description: String { rawValue }
}
