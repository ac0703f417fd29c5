import LayoutModel

/// The proposals a Text can be offered, cut into rectangles ("cells") on
/// each of which `TextLayout` gives one result (docs/lp-encoding.md, "Text").
///
/// `TextLayout` depends on a finite width proposal `w` only through the line
/// capacity `floor(w / a)` (a the advance) and `min(widest, w)`, and on a
/// finite height proposal `h` only through the line limit
/// `max(1, floor(h / L))` (L the line height), except that exactly 0×0 gives
/// 0×0 (docs/text-metrics.md, steps 2-5). So:
///
/// 1. each axis whose proposal is a variable is cut at the capacity steps
///    `i·a` (i = 1…n, n characters; from n on the text is one line) or the
///    line-limit steps `k·L` (k = 2…the most lines any width gives), each
///    piece closed below and open above (`upper = next step − resolution`);
/// 2. where both components can be exactly 0, the piece holding 0 is split
///    around the point 0;
/// 3. `TextLayout` is evaluated at one sample proposal inside every pair of
///    pieces; a pair's width is the widest line when that is at most the
///    piece's lowest width, and the proposal itself (`min(widest, w) = w`)
///    when the widest line is at least its highest width;
/// 4. neighbouring width pieces whose whole columns agree are merged, then
///    neighbouring height pieces inside each column.
///
/// The cells partition the proposals in the components' intervals, up to the
/// gaps `(step − resolution, step)` the encoding rules out everywhere.
struct TextRegions {
    /// What the encoding knows of one proposal component while building.
    enum Domain: Hashable {
        case unspecified
        case constant(Double)
        /// A variable component and the interval it lies in for every root proposal.
        case interval(lower: Double, upper: Double)

        init(_ component: Quantity?) {
            guard let component else { self = .unspecified; return }
            if let value = component.constantValue { self = .constant(value); return }
            self = .interval(lower: component.lower, upper: component.upper)
        }

        var isVariable: Bool {
            if case .interval = self { return true }
            return false
        }

        /// Whether the component can be exactly 0.
        var admitsZero: Bool {
            switch self {
            case .unspecified: false
            case .constant(let value): value == 0
            case .interval(let lower, let upper): lower <= 0 && 0 <= upper
            }
        }
    }

    /// A closed interval of one component (unbounded for a non-variable
    /// component) and the value `TextLayout` is evaluated at.
    struct Piece: Hashable {
        var lower: Double
        var upper: Double
        var sample: Double?
    }

    /// A text's width: a number, or the width proposal itself.
    enum Width: Hashable {
        case constant(Double)
        case proposal
    }

    /// What `TextLayout` answers on one cell.
    struct Outcome: Hashable {
        var width: Width
        var height: Double
        var firstBaseline: Double
        var lastBaseline: Double
    }

    struct Cell: Hashable {
        var width: Piece
        var height: Piece
        var outcome: Outcome
    }

    let string: String
    let fontSize: Double
    let resolution: Double

    /// The cells for a proposal with components in `width` and `height`.
    func cells(width: Domain, height: Domain) throws(TextRegionError) -> [Cell] {
        let advance = TextMetrics.advance(fontSize: fontSize)
        let lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
        let characterCount = layout(nil, nil).lines.first?.count ?? 0
        if characterCount == 0 {
            // No words: 0×0 for every proposal (step 2).
            let nothing = Outcome(width: .constant(0), height: 0, firstBaseline: 0, lastBaseline: 0)
            let everything = Piece(lower: -.infinity, upper: .infinity, sample: nil)
            return [Cell(width: everything, height: everything, outcome: nothing)]
        }
        let splitsZero = width.admitsZero && height.admitsZero
        let widthPieces = pieces(width, step: advance, first: 0, last: characterCount, splitsZero: splitsZero)
        let mostLines = widthPieces.map { layout($0.sample, nil).lineCount }.max() ?? 1
        let heightPieces = pieces(height, step: lineHeight, first: 1, last: Swift.max(1, mostLines), splitsZero: splitsZero)
        var columns: [(piece: Piece, outcomes: [Outcome])] = []
        for widthPiece in widthPieces {
            // A line limit at or above the column's own line count keeps every
            // line: those height pieces share one outcome, computed once.
            let lines = layout(widthPiece.sample, nil).lineCount
            var outcomes: [Outcome] = []
            var unlimited: Outcome?
            for heightPiece in heightPieces {
                let keepsAll = heightPiece.sample.map { $0 >= Double(lines) * lineHeight } ?? false
                if keepsAll, let unlimited {
                    outcomes.append(unlimited)
                    continue
                }
                let value = try outcome(widthPiece, heightPiece, width: width)
                if keepsAll { unlimited = value }
                outcomes.append(value)
            }
            if let last = columns.last, last.outcomes == outcomes {
                columns[columns.count - 1].piece.upper = widthPiece.upper
            } else {
                columns.append((widthPiece, outcomes))
            }
        }
        var cells: [Cell] = []
        for column in columns {
            var previous: Cell?
            for (heightPiece, outcome) in zip(heightPieces, column.outcomes) {
                if var cell = previous, cell.outcome == outcome {
                    cell.height.upper = heightPiece.upper
                    previous = cell
                } else {
                    if let cell = previous { cells.append(cell) }
                    previous = Cell(width: column.piece, height: heightPiece, outcome: outcome)
                }
            }
            if let cell = previous { cells.append(cell) }
        }
        return cells
    }

    private func layout(_ width: Double?, _ height: Double?) -> TextLayout {
        TextLayout(string, fontSize: fontSize, proposal: ProposedViewSize(width: width, height: height))
    }

    /// Step 3: the outcome on one pair of pieces.
    private func outcome(_ widthPiece: Piece, _ heightPiece: Piece, width: Domain) throws(TextRegionError) -> Outcome {
        let text = layout(widthPiece.sample, heightPiece.sample)
        let outcome = Outcome(width: .constant(text.size.width), height: text.size.height,
                              firstBaseline: text.firstBaseline, lastBaseline: text.lastBaseline)
        guard width.isVariable else { return outcome }
        let advance = TextMetrics.advance(fontSize: fontSize)
        let widest = Double(text.lines.map(\.count).max() ?? 0) * advance
        var result = outcome
        if widest <= widthPiece.lower {
            result.width = .constant(widest)
        } else if widest >= widthPiece.upper {
            result.width = .proposal
        } else {
            throw TextRegionError(widest: widest, lower: widthPiece.lower, upper: widthPiece.upper)
        }
        return result
    }

    /// Steps 1-2 for one axis: segment `i` (first…last) holds the values
    /// `[i·step, (i+1)·step)`, the first one extended down to −∞ and the last
    /// one up to +∞; each is sampled at its middle (`i·step + step/2`).
    private func pieces(_ domain: Domain, step: Double, first: Int, last: Int, splitsZero: Bool) -> [Piece] {
        switch domain {
        case .unspecified:
            return [Piece(lower: -.infinity, upper: .infinity, sample: nil)]
        case .constant(let value):
            return [Piece(lower: value, upper: value, sample: value)]
        case .interval(let lower, let upper):
            var result: [Piece] = []
            for index in first...last {
                let start = index == first ? lower : Swift.max(Double(index) * step, lower)
                let end = index == last ? upper : Swift.min(Double(index + 1) * step - resolution, upper)
                guard start <= end else { continue }
                let piece = Piece(lower: start, upper: end, sample: Double(index) * step + step / 2)
                guard splitsZero, start <= 0, 0 <= end else {
                    result.append(piece)
                    continue
                }
                if start <= -resolution { result.append(Piece(lower: start, upper: -resolution, sample: piece.sample)) }
                result.append(Piece(lower: 0, upper: 0, sample: 0))
                if resolution <= end { result.append(Piece(lower: resolution, upper: end, sample: piece.sample)) }
            }
            return result
        }
    }
}

/// A piece of a text's width proposal on which the width is neither the
/// widest line nor the proposal (cannot happen with `TextLayout`'s rules;
/// reported rather than encoded wrongly).
struct TextRegionError: Error {
    var widest: Double
    var lower: Double
    var upper: Double
}
