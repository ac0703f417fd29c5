import LayoutModel

/// A frame as a picture draws it: finite, inside the visible extent, with the
/// axes on which `PictureExtent.clamp` moved an edge.
struct ClampedFrame: Sendable, Hashable {
    /// The drawn rectangle; every component finite, width and height ≥ 0.
    var rect: Rect
    /// The axes on which an edge was infinite, NaN or beyond
    /// `LayoutPicture.coordinateLimit` and was drawn at the picture's edge.
    var clampedAxes: [Axis]

    var isClamped: Bool { !clampedAxes.isEmpty }
}
