import LayoutModel

/// The layouts one Text can take over the proposals of one symbolic
/// proposal, as a table: columns for the width proposal, rows for the
/// height proposal (docs/lp-encoding.md, "Text").
///
/// `TextLayout` depends on a finite width proposal `w` only through the line
/// capacity `c = floor(w / a)` (a the advance) and, below one character,
/// through `min(widest, w) = w`; on a finite height proposal `h` only
/// through the line limit `k = max(1, floor(h / L))` (L the line height);
/// and only the exact proposal 0×0 gives 0×0 (docs/text-metrics.md, steps
/// 2-5). So:
///
/// - a variable width is cut at the capacity steps `c·a` (c = 1…n, n the
///   characters; from n on the text is one line), a constant or unspecified
///   width is one column; neighbouring capacities whose layouts agree at
///   every row are merged into one column;
/// - a variable height is cut at the line-limit steps `k·L` (from the
///   interval's lowest limit up to the most lines any column has), a
///   constant or unspecified height is one row;
/// - each column is evaluated once without a height limit (its lines, its
///   widest line) and, from the same wrap, at every row whose limit drops
///   lines (`TextLayout.Wrapping`: the kept lines and the truncated width).
struct TextTable {
    /// A range of width proposals on which the text wraps the same way.
    struct Column: Hashable {
        /// The capacity c the column starts at (width proposals from `c·a`
        /// on), nil for the first column.
        var start: Int?
        /// Capacity 0 (a variable width below one character): the text's
        /// width is the proposal itself.
        var followsProposal: Bool
        /// The lines without a height limit, and the widest one's width.
        var lines: Int
        var widest: Double
        /// Per row: the lines kept.
        var kept: [Int]
        /// Per row: the width when that row's limit drops lines, nil when
        /// it keeps them all.
        var truncatedWidths: [Double?]
        /// The sample proposal the column was evaluated at.
        var sample: Double?
    }

    /// A range of height proposals with one line limit.
    struct Row: Hashable {
        /// The value of `floor(h / L)` the row starts at (height proposals
        /// from `k·L` on), nil for the first row.
        var start: Int?
        /// The line limit of a variable height (nil for a constant or
        /// unspecified one, whose sample `TextLayout` reads directly).
        var limit: Int?
        var sample: Double?
    }

    let columns: [Column]
    let rows: [Row]

    /// The table for `text` at `fontSize` over `width` × `height`;
    /// `wrap` wraps the text at each width sample (by default
    /// `TextLayout.wrappings`; a builder passes its memo of it, since one
    /// Text is often tabled at several proposals over the same widths).
    init(
        _ string: String, fontSize: Double, width: Quantity?, height: Quantity?,
        wrap: ((_ widths: [Double?]) -> [TextLayout.Wrapping])? = nil
    ) {
        let advance = TextMetrics.advance(fontSize: fontSize)
        let lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
        let characterCount = TextLayout.characterCount(string)
        /// Step 3's capacity, n for one line.
        func capacity(_ w: Double) -> Int {
            TextLayout.capacity(w, advance: advance, limit: characterCount) ?? characterCount
        }

        // Width samples: one per capacity the interval reaches.
        var widthSamples: [(start: Int?, follows: Bool, sample: Double?)] = []
        if let width, !width.isConstant {
            let first = capacity(width.lower), last = capacity(width.upper)
            for capacity in first...last {
                let start = capacity == first ? nil : capacity
                // Below one character the width follows the proposal, unless
                // there is nothing to show (step 2: no words is 0×0 at any proposal).
                widthSamples.append((start, capacity == 0 && characterCount > 0, Double(capacity) * advance + advance / 2))
            }
        } else {
            widthSamples = [(nil, false, width?.constantValue)]
        }
        let samples = widthSamples.map(\.sample)
        let wrappings = wrap?(samples) ?? TextLayout.wrappings(string, fontSize: fontSize, widths: samples)
        let mostLines = wrappings.map(\.lineCount).max() ?? 0

        // Height rows: one per line limit the interval reaches, up to the most lines.
        var rows: [Row] = []
        if let height, !height.isConstant {
            let first = TextLayout.lineLimit(height.lower, lineHeight: lineHeight) ?? mostLines
            let reached = TextLayout.lineLimit(height.upper, lineHeight: lineHeight) ?? mostLines
            let last = Swift.max(first, Swift.min(reached, mostLines))
            for limit in first...last {
                rows.append(
                    Row(
                        start: limit == first ? nil : limit, limit: limit,
                        sample: Double(limit) * lineHeight + lineHeight / 2))
            }
        } else {
            rows = [Row(start: nil, limit: nil, sample: height?.constantValue)]
        }
        self.rows = rows

        var columns: [Column] = []
        for (sample, wrapping) in zip(widthSamples, wrappings) {
            let unlimited = wrapping.limited(height: nil)
            // A row of a variable height keeps its limit's lines (its sample
            // is half a line past the limit); a constant height is read as is.
            let limited = rows.map { row in row.limit.map { wrapping.limited(lines: $0) } ?? wrapping.limited(height: row.sample) }
            let column = Column(
                start: sample.start, followsProposal: sample.follows, lines: unlimited.lineCount,
                widest: unlimited.width, kept: limited.map(\.lineCount),
                truncatedWidths: limited.map { $0.isTruncated ? $0.width : nil }, sample: sample.sample)
            if let previous = columns.last, previous.followsProposal == column.followsProposal,
                previous.lines == column.lines, previous.widest == column.widest,
                previous.kept == column.kept, previous.truncatedWidths == column.truncatedWidths
            {
                continue
            }
            columns.append(column)
        }
        self.columns = columns
    }
}
