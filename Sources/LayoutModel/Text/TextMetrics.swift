/// LayoutLP's deterministic font metrics: every length of a text is a fixed
/// fraction of its font size, so any layout with text can be worked out by
/// hand and reproduced by both engines. SwiftUI measures real glyphs; these
/// constants only keep the shape of its rules (docs/text-metrics.md).
///
/// With the default font size 17: a character is 8.5 wide, a line 21.25
/// tall with its baseline 17 below the line's top.
public enum TextMetrics {
    /// The default font size of a `Text` (iOS's body size).
    public static let defaultFontSize = 17.0

    /// The advance of every character (a Swift `Character`, one grapheme
    /// cluster), spaces included, as a fraction of the font size.
    public static let advanceFraction = 0.5
    /// The height of one line as a fraction of the font size.
    public static let lineHeightFraction = 1.25
    /// The distance from a line's top to its baseline as a fraction of the
    /// font size (the ascent; the descent is the remaining 0.25).
    public static let ascentFraction = 1.0

    /// The spacing preference on a text's top edge toward a plain view above
    /// it (SwiftUI's `edgeAboveText` category), as a fraction of the font size.
    public static let spacingAboveFraction = 0.5
    /// The spacing preference on a text's bottom edge toward a plain view
    /// below it (SwiftUI's `edgeBelowText` category).
    public static let spacingBelowFraction = 0.875
    /// The spacing preference between two texts stacked vertically (SwiftUI's
    /// `textToText` category).
    public static let textToTextFraction = 0.0

    /// The character a truncated line ends with; it takes one advance.
    public static let ellipsis: Character = "…"

    /// The advance of one character at `fontSize`.
    public static func advance(fontSize: Double) -> Double { advanceFraction * fontSize }
    /// The height of one line at `fontSize`.
    public static func lineHeight(fontSize: Double) -> Double { lineHeightFraction * fontSize }
    /// The distance from a line's top to its baseline at `fontSize`.
    public static func ascent(fontSize: Double) -> Double { ascentFraction * fontSize }
}
