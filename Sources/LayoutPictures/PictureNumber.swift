import LayoutModel

/// How numbers are written into a picture: deterministically (the same value
/// always gives the same text, so the same input gives a byte-identical SVG),
/// and never as `nan` or `inf`, which SVG cannot read.
enum PictureNumber {
    /// A coordinate or length for an SVG attribute: six decimals at most, as
    /// `formatLength` prints frames. Callers clamp first (`PictureExtent`); a
    /// value that is still not finite is written as 0 rather than as text an
    /// SVG reader would reject.
    static func svg(_ value: Double) -> String {
        value.isFinite ? formatLength(value) : "0"
    }

    /// A length for a label or caption: `∞` and `-∞` for infinities, `?` for
    /// NaN (an engine never returns one; a hand-made result might).
    static func label(_ value: Double) -> String {
        if value.isNaN { return "?" }
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        return formatLength(value)
    }

    /// `w×h` for a label.
    static func size(_ size: Size) -> String { "\(label(size.width))×\(label(size.height))" }

    /// A root proposal as `W×H`, each component as ``proposal(_:)-(Double?)`` writes it.
    static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(self.proposal(proposal.width))×\(self.proposal(proposal.height))"
    }

    /// `x 48 y 0 w 120 h 44` as `Rect` prints it, with `∞` for infinities.
    static func frame(_ rect: Rect) -> String {
        "x \(label(rect.x)) y \(label(rect.y)) w \(label(rect.width)) h \(label(rect.height))"
    }

    /// A proposal component: `unspecified`, `∞` or the length.
    static func proposal(_ component: Double?) -> String {
        component.map(label) ?? "unspecified"
    }
}
