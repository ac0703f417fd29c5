/// The scale bar under a picture: the longest round length (1, 2 or 5 times
/// a power of ten, in points) that is at most a quarter of the visible
/// width, so that a printed figure can be measured.
struct ScaleBar: Sendable, Hashable {
    /// The bar's length in points.
    let length: Double

    /// - Parameter visibleLength: the drawing's width in points.
    init(visibleLength: Double) {
        let target = max(visibleLength / 4, 1e-9)
        var power = 1.0
        while power * 10 <= target { power *= 10 }
        while power > target { power /= 10 }
        length = [5.0, 2.0, 1.0].map { $0 * power }.first { $0 <= target } ?? power
    }

    /// `100 pt`.
    var label: String { "\(PictureNumber.label(length)) pt" }
}
