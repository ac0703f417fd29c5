/// Snaps frames to the pixel grid of a display with `scale` pixels per point
/// (the model environment's `displayScale`).
///
/// A frame's origin and its far corner each move to the nearest grid line
/// (a multiple of 1/scale), and the size is what lies between them, so
/// neighbours that touched before rounding still touch after it. Halfway
/// values go up (towards +∞), so shifting a layout by whole pixels shifts the
/// rounded frames by the same amount. Infinite lengths stay infinite.
public struct PixelGrid: Sendable, Hashable {
    public let scale: Double

    /// Nil unless `scale` is finite and > 0.
    public init?(scale: Double) {
        guard scale.isFinite, scale > 0 else { return nil }
        self.scale = scale
    }

    /// `value` moved to the nearest multiple of 1/scale.
    public func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    /// `frame` with its origin and far corner on the grid.
    public func rounded(_ frame: Rect) -> Rect {
        var result = frame
        for axis in Axis.allCases {
            let start = rounded(frame.origin[axis])
            let end = frame.size[axis].isFinite ? rounded(frame.origin[axis] + frame.size[axis]) : frame.size[axis]
            result.origin[axis] = start
            result.size[axis] = frame.size[axis].isFinite ? end - start : frame.size[axis]
        }
        return result
    }
}
