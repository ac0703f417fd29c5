import LayoutModel

/// Places one-line labels at the top-leading corner of their boxes, each
/// moved down a line at a time (then, when the visible area ends, up) until
/// it overlaps no label placed before: nested boxes often share a corner (a
/// modifier and the view it wraps), and clamped boxes share the picture's
/// edge. When no free line is found the label stays at its corner,
/// overlapping. Labels are kept inside the visible area.
struct LabelPlacer {
    /// Where labels may go, in points.
    let bounds: Rect
    /// Label font size, in points.
    let fontSize: Double
    /// Space between a box's edge and its label, in points.
    let inset: Double
    private var placed: [Rect] = []

    /// Lines tried below the corner before giving up.
    static let maximumShifts = 30

    init(bounds: Rect, fontSize: Double, inset: Double) {
        self.bounds = bounds
        self.fontSize = fontSize
        self.inset = inset
    }

    var lineHeight: Double { fontSize * 1.25 }

    /// The baseline start of `text` for `box`; the label is then taken.
    mutating func place(_ text: String, in box: Rect) -> Point {
        let width = Double(text.count) * PictureStyle.characterWidth * fontSize
        var x = box.x + inset
        if x + width > bounds.x + bounds.width { x = max(bounds.x, bounds.x + bounds.width - width) }
        let bottom = bounds.y + bounds.height
        let first = Rect(x: x, y: max(bounds.y, min(box.y + inset, bottom - lineHeight)), width: width, height: lineHeight)
        var chosen = first
        let shifts = Array(0..<Self.maximumShifts) + (1..<Self.maximumShifts).map { -$0 }
        for shift in shifts {
            let candidate = Rect(x: x, y: first.y + Double(shift) * lineHeight, width: width, height: lineHeight)
            guard candidate.y >= bounds.y, candidate.y + candidate.height <= bottom else { continue }
            if !placed.contains(where: { Self.overlap($0, candidate) }) {
                chosen = candidate
                break
            }
        }
        placed.append(chosen)
        // The baseline sits about 0.8 em below the line's top.
        return Point(x: chosen.x, y: chosen.y + fontSize * 0.95)
    }

    private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }
}
