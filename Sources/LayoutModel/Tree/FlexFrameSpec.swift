/// A flexible frame after SwiftUI's argument normalisation (semantics notes
/// §6.1, verified against Apple's own initializer), one `FlexFrameAxis` per axis.
public struct FlexFrameSpec: Sendable, Hashable {
    /// The horizontal bounds, normalised.
    public var horizontal: FlexFrameAxis
    /// The vertical bounds, normalised.
    public var vertical: FlexFrameAxis
    /// Where the child sits inside the frame.
    public var alignment: Alignment

    /// A frame with normalised bounds on each axis (see `FlexFrameAxis.normalized`).
    public init(horizontal: FlexFrameAxis, vertical: FlexFrameAxis, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    /// The bounds on `axis`.
    public subscript(axis: Axis) -> FlexFrameAxis { axis == .horizontal ? horizontal : vertical }
}

/// The normalised min, ideal and max of a flexible frame on one axis.
public struct FlexFrameAxis: Sendable, Hashable {
    /// The least length in points (≥ 0 once normalised); nil leaves it to the child.
    public var min: Double?
    /// The ideal length in points, reported for an unspecified proposal (≥ `min` once normalised); nil leaves it to the child.
    public var ideal: Double?
    /// The greatest length in points, possibly infinite (≥ `ideal` once normalised; may still be below `min` when there is no ideal); nil leaves it to the child.
    public var max: Double?

    /// Bounds as given; use `normalized(min:ideal:max:axis:warn:)` for SwiftUI's corrections.
    public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// SwiftUI's normalisation, in this order:
    /// 1. min' = max(min, 0): a negative minimum becomes 0;
    /// 2. ideal' = max(min' ?? 0, ideal): an ideal below the minimum is raised to it;
    /// 3. max' = max(ideal' ?? 0, max): a maximum below the ideal is raised to it.
    /// With no ideal, a maximum below the minimum is kept (min > max survives),
    /// and SwiftUI only logs "Contradictory frame constraints"; so do we, as a warning.
    public static func normalized(min: Double?, ideal: Double?, max: Double?, axis: Axis, warn: (String) -> Void) -> FlexFrameAxis {
        let names = axis == .horizontal ? ("minWidth", "idealWidth", "maxWidth") : ("minHeight", "idealHeight", "maxHeight")
        let newMin = min.map { Swift.max($0, 0) }
        if let min, min < 0 {
            warn("\(names.0) \(formatLength(min)) is raised to 0")
        }
        let newIdeal = ideal.map { Swift.max(newMin ?? 0, $0) }
        if let ideal, let newIdeal, newIdeal != ideal {
            warn("\(names.1) \(formatLength(ideal)) is raised to \(formatLength(newIdeal))")
        }
        let newMax = max.map { Swift.max(newIdeal ?? 0, $0) }
        if let max, let newMax, newMax != max {
            warn("\(names.2) \(formatLength(max)) is raised to \(formatLength(newMax))")
        }
        if let newMin, let newMax, newMin > newMax {
            warn(
                "contradictory frame constraints: \(names.0) \(formatLength(newMin)) > \(names.2) \(formatLength(newMax)) (kept, as SwiftUI keeps them)"
            )
        }
        return FlexFrameAxis(min: newMin, ideal: newIdeal, max: newMax)
    }
}
