import LayoutModel

/// The part of the plane a picture shows, in points, and how frames that
/// reach beyond it are clamped into it.
///
/// The rule (docs/cli.md, `render`):
/// 1. An edge (a frame's x, x + width, y or y + height) is *bounded* when it
///    is finite and within ±`LayoutPicture.coordinateLimit` points.
/// 2. The content spans the origin, the proposal outline and every bounded
///    edge of every frame.
/// 3. On a side where some edge is not bounded (infinite, huge or NaN), the
///    visible extent reaches `overflow` further: a tenth of the content's
///    larger side, at least 16 points, so a clamped box visibly runs past
///    everything else.
/// 4. Unbounded edges are drawn at the visible extent's edge on their side
///    (NaN at the lower edge); the box is marked clamped on that axis.
struct PictureExtent: Sendable {
    /// The visible interval along one axis.
    struct Span: Sendable, Hashable {
        var lower: Double
        var upper: Double
        var length: Double { upper - lower }

        mutating func include(_ value: Double) {
            lower = min(lower, value)
            upper = max(upper, value)
        }
    }

    private(set) var horizontal: Span
    private(set) var vertical: Span

    /// Whether `value` is drawn where it is (rule 1).
    static func isBounded(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= LayoutPicture.coordinateLimit
    }

    /// The two edges of `rect` along `axis`, lower first as written (x, then
    /// x + width). An infinite width from an infinite x gives NaN in IEEE
    /// arithmetic; the far edge is then the width's infinity, which is where
    /// the box runs to.
    static func edges(of rect: Rect, along axis: Axis) -> (Double, Double) {
        let origin = rect.origin[axis], length = rect.size[axis]
        let far = origin + length
        return (origin, far.isNaN && !origin.isNaN ? length : far)
    }

    /// The extent showing `frames` (every result's drawn frames) and `outline`.
    init(frames: [Rect], outline: ProposalOutline) {
        var spans: [Span] = Axis.allCases.map { axis in
            var span = Span(lower: 0, upper: 0)
            if let length = outline[axis] { span.include(length) }
            return span
        }
        var unboundedBelow = [false, false], unboundedAbove = [false, false]
        for frame in frames {
            for (slot, axis) in Axis.allCases.enumerated() {
                let (a, b) = Self.edges(of: frame, along: axis)
                for edge in [a, b] {
                    if Self.isBounded(edge) {
                        spans[slot].include(edge)
                    } else if edge > 0 {
                        unboundedAbove[slot] = true
                    } else {
                        unboundedBelow[slot] = true  // -inf, below -limit, or NaN
                    }
                }
            }
        }
        let overflow = max(16, 0.1 * max(spans[0].length, spans[1].length))
        for slot in spans.indices {
            if unboundedBelow[slot] { spans[slot].lower -= overflow }
            if unboundedAbove[slot] { spans[slot].upper += overflow }
        }
        horizontal = spans[0]
        vertical = spans[1]
    }

    subscript(axis: Axis) -> Span { axis == .horizontal ? horizontal : vertical }

    /// `rect` with every unbounded edge moved to the extent's edge (rule 4):
    /// always finite, never of negative size.
    func clamp(_ rect: Rect) -> ClampedFrame {
        var origin = Point.zero, size = Size.zero
        var clampedAxes: [Axis] = []
        for axis in Axis.allCases {
            let (a, b) = Self.edges(of: rect, along: axis)
            let (lowEdge, lowClamped) = clamp(a, along: axis)
            let (highEdge, highClamped) = clamp(b, along: axis)
            origin[axis] = min(lowEdge, highEdge)
            size[axis] = abs(highEdge - lowEdge)
            if lowClamped || highClamped { clampedAxes.append(axis) }
        }
        return ClampedFrame(rect: Rect(origin: origin, size: size), clampedAxes: clampedAxes)
    }

    private func clamp(_ value: Double, along axis: Axis) -> (Double, Bool) {
        if Self.isBounded(value) { return (value, false) }
        let span = self[axis]
        if value.isNaN { return (span.lower, true) }
        return (min(max(value, span.lower), span.upper), true)
    }
}
