import LayoutModel

/// Places one-line labels at the top-leading corner of their boxes, each
/// moved down a line at a time (then, when the visible area ends, up) until
/// it overlaps no label placed before: nested boxes often share a corner (a
/// modifier and the view it wraps), and clamped boxes share the picture's
/// edge. `placeWithoutOverlap` reports when no free line is found (the
/// picture then puts a numbered marker there and the label in a legend);
/// `place` leaves the label at its corner. Labels are kept inside the
/// visible area.
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
    /// When no free line is found it stays at its corner, overlapping (use
    /// ``placeWithoutOverlap(_:in:)`` to be told instead).
    mutating func place(_ text: String, in box: Rect) -> Point {
        if let point = placeWithoutOverlap(text, in: box) { return point }
        let chosen = candidates(for: text, in: box).first ?? Rect(x: box.x, y: box.y, width: 0, height: lineHeight)
        placed.append(chosen)
        return baseline(of: chosen)
    }

    /// The baseline start of `text` for `box` on the first line (from its
    /// corner down, then up) where it overlaps no label placed before and
    /// stays inside the visible area; nil, and nothing taken, when there is
    /// none.
    ///
    /// - Parameters:
    ///   - acrossBox: also try, on each line, places further along the
    ///     box's width (for short markers on wide, thin boxes).
    ///   - insideBox: only places wholly inside the box (for pictures
    ///     without leader lines).
    mutating func placeWithoutOverlap(_ text: String, in box: Rect, acrossBox: Bool = false, insideBox: Bool = false) -> Point? {
        let lines = candidates(for: text, in: box)
        var tried = acrossBox ? lines.flatMap { along($0, box: box) } : lines
        if insideBox {
            tried = tried.filter {
                $0.x >= box.x && $0.y >= box.y && $0.x + $0.width <= box.x + box.width && $0.y + $0.height <= box.y + box.height
            }
        }
        guard
            let free = tried.first(where: { candidate in
                !placed.contains(where: { Self.overlap($0, candidate) })
            })
        else { return nil }
        placed.append(free)
        return baseline(of: free)
    }

    /// The lines tried for `text`, nearest the box's top-leading corner first.
    private func candidates(for text: String, in box: Rect) -> [Rect] {
        let width = Double(text.count) * PictureStyle.characterWidth * fontSize
        var x = box.x + inset
        if x + width > bounds.x + bounds.width { x = max(bounds.x, bounds.x + bounds.width - width) }
        let bottom = bounds.y + bounds.height
        let firstY = max(bounds.y, min(box.y + inset, bottom - lineHeight))
        let shifts = Array(0..<Self.maximumShifts) + (1..<Self.maximumShifts).map { -$0 }
        return shifts.compactMap { shift in
            let candidate = Rect(x: x, y: firstY + Double(shift) * lineHeight, width: width, height: lineHeight)
            return candidate.y >= bounds.y && candidate.y + candidate.height <= bottom ? candidate : nil
        }
    }

    /// `line` and the places right of it along `box`, a label's width
    /// plus a character apart, while the label stays inside the box and
    /// the visible area.
    private func along(_ line: Rect, box: Rect) -> [Rect] {
        let step = line.width + PictureStyle.characterWidth * fontSize
        let end = min(box.x + box.width, bounds.x + bounds.width) - line.width
        var places = [line]
        var x = line.x + step
        while x <= end, places.count < 200 {
            places.append(Rect(x: x, y: line.y, width: line.width, height: line.height))
            x += step
        }
        return places
    }

    /// The baseline sits about 0.8 em below the line's top.
    private func baseline(of line: Rect) -> Point {
        Point(x: line.x, y: line.y + fontSize * 0.95)
    }

    private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }
}
