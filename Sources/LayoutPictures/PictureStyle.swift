/// Colours, strokes and text sizes of a picture. Sizes are given in screen
/// pixels and converted to points (the SVG's user units) with
/// `pixelsPerPoint`, so text and strokes keep one size on screen whatever
/// the model's size.
struct PictureStyle: Sendable {
    /// How one result's boxes are stroked.
    struct EngineStroke: Sendable {
        /// Said in the legend: `solid`, `dashed`, `dotted`.
        var name: String
        /// Dash pattern in pixels; nil for a solid line.
        var dashPixels: [Double]?
        /// A fixed colour, or nil for the depth palette.
        var colour: String?
        /// The fixed colour in words, for legends that say it (`orange`); nil with the depth palette.
        var colourName: String?
        /// Whether the boxes are lightly filled (the first result only, so
        /// nesting darkens and overlaid results stay readable).
        var filled: Bool
    }

    /// Screen pixels per point of the model.
    let pixelsPerPoint: Double

    /// The larger side of the picture area (without caption), in pixels.
    static let targetPixels = 800.0
    /// No model is drawn larger than 4 pixels per point.
    static let maximumPixelsPerPoint = 4.0
    static let labelPixels = 11.0
    static let captionPixels = 12.0
    static let paddingPixels = 12.0
    static let strokePixels = 1.5
    static let highlightPixels = 3.5
    /// A monospace advance is about 0.6 em; used to estimate label widths.
    static let characterWidth = 0.6
    static let fontFamily = "DejaVu Sans Mono, monospace"

    static let background = "#ffffff"
    static let text = "#222222"
    static let outline = "#555555"
    /// The lines of Text drawn inside their boxes, under the labels.
    static let textContent = "#8a8a8a"
    static let highlight = "#d62728"
    /// Stroke colours by nesting depth (the root is depth 0), cycling.
    static let depthColours = ["#1f4e9c", "#2b8a3e", "#7b3fa0", "#8a5a2b", "#0f7c8a", "#6b6b1a"]
    /// The first result solid in depth colours, the second dashed orange, a
    /// third dotted grey; further ones cycle.
    static let engineStrokes = [
        EngineStroke(name: "solid", dashPixels: nil, colour: nil, colourName: nil, filled: true),
        EngineStroke(name: "dashed", dashPixels: [7, 4], colour: "#e8590c", colourName: "orange", filled: false),
        EngineStroke(name: "dotted", dashPixels: [2, 3], colour: "#495057", colourName: "grey", filled: false),
    ]

    /// Fits a visible extent of `width` × `height` points into about
    /// `targetPixels` on its larger side.
    init(width: Double, height: Double) {
        let span = max(width, height, 1)
        pixelsPerPoint = min(Self.maximumPixelsPerPoint, Self.targetPixels / span)
    }

    /// `pixels` in points.
    func points(_ pixels: Double) -> Double { pixels / pixelsPerPoint }

    static func depthColour(_ depth: Int) -> String { depthColours[depth % depthColours.count] }

    static func stroke(forResult index: Int) -> EngineStroke { engineStrokes[index % engineStrokes.count] }
}
