/// Snaps frames to the pixel grid of a display with `scale` pixels per point
/// (the model environment's `displayScale`).
///
/// A frame's origin and its far corner each move to the nearest grid line
/// (a multiple of 1/scale), and the size is what lies between them, so
/// neighbours that touched before rounding still touch after it. Halfway
/// values go up (towards +∞), so shifting a layout by whole pixels shifts the
/// rounded frames by the same amount. Only finite values are rounded:
/// infinite lengths and positions stay as they are, and a frame at an
/// infinite position keeps its size (its far corner is not a number to round).
/// Where `value × scale` reaches 2^53, neighbouring doubles are a pixel or
/// more apart, so every representable value there lies on the grid and is
/// kept: a huge scale never turns a finite frame infinite.
public struct PixelGrid: Sendable, Hashable {
    /// Pixels per point: finite, positive and normal (see `init(scale:)`).
    public let scale: Double

    /// Nil unless `scale` can round: finite, > 0, not subnormal, and with a
    /// finite grid spacing 1/scale (a scale below about 5.6e-309 has none).
    public init?(scale: Double) {
        guard scale.isFinite, scale > 0, scale.isNormal, (1 / scale).isFinite else { return nil }
        self.scale = scale
    }

    /// `value` moved to the nearest multiple of 1/scale; infinite values, and
    /// values whose pixel count `value × scale` is 2^53 or more (each double
    /// there is already on the grid), are returned as they are.
    public func rounded(_ value: Double) -> Double {
        let pixels = value * scale
        guard value.isFinite, pixels.magnitude < Self.wholePixelLimit else { return value }
        return (pixels + 0.5).rounded(.down) / scale
    }

    /// 2^53: from here on every double is a whole number.
    static let wholePixelLimit = 9_007_199_254_740_992.0

    /// `frame` with its origin and far corner on the grid.
    public func rounded(_ frame: Rect) -> Rect {
        var result = frame
        for axis in Axis.allCases {
            let origin = frame.origin[axis], size = frame.size[axis]
            result.origin[axis] = rounded(origin)
            // Only a finite far corner is rounded; otherwise the size stays.
            let end = origin + size
            guard origin.isFinite, size.isFinite, end.isFinite else { continue }
            result.size[axis] = rounded(end) - result.origin[axis]
        }
        return result
    }
}
