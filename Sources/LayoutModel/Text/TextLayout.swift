/// A text laid out with LayoutLP's deterministic metrics (`TextMetrics`):
/// word wrapping at spaces, breaking inside a word only when the word alone
/// cannot fit a line, and tail truncation when the height proposal holds
/// fewer lines than the text needs. The algorithm, step by step, is
/// docs/text-metrics.md; both engines use this type, so they measure text
/// identically.
///
/// Steps:
/// 1. Words are the runs of characters between spaces (U+0020); runs of
///    spaces count as one and leading or trailing spaces are ignored. Every
///    other character, a newline included, is an ordinary character.
/// 2. No words: 0x0. A proposal of 0x0: 0x0, no lines (semantics §0); a
///    component within round-off of 0 (`isZero(_:step:)`) counts as 0.
/// 3. Width proposal nil or infinite: one line, the words joined by single
///    spaces (the ideal size). Finite width w: a line holds at most
///    `capacity = floor(w / advance)` characters; words are added greedily,
///    one space between them; a word longer than `capacity` starts a new
///    line and is cut into pieces of `capacity` characters (at least one).
/// 4. Height proposal h finite: at most `max(1, floor(h / lineHeight))`
///    lines are kept. When lines are dropped, the last kept line shows the
///    text from its own start onwards, cut to `capacity - 1` characters
///    (trailing spaces dropped) followed by an ellipsis.
/// 5. Size: the widest kept line's characters times the advance, never more
///    than a finite width proposal (so a width proposal of 0 gives width 0);
///    height: the kept lines times the line height.
public struct TextLayout: Hashable, Sendable {
    /// The size the text reports.
    public let size: Size
    /// The lines shown, a truncated last line ending with `TextMetrics.ellipsis`.
    public let lines: [String]
    /// Whether lines were dropped for lack of height.
    public let isTruncated: Bool
    /// The first line's baseline, from the text's top (0 without lines).
    public let firstBaseline: Double
    /// The last line's baseline, from the text's top (0 without lines).
    public let lastBaseline: Double

    /// The number of lines shown.
    public var lineCount: Int { lines.count }

    /// Lays out `text` at `fontSize` (> 0, finite; `LayoutTree` rejects
    /// others) for `proposal`, showing at most `lineLimit` lines (≥ 1; nil:
    /// no limit) as a height proposal of that many lines would
    /// (``limiting(_:to:fontSize:)``, docs/text-metrics.md, step 4).
    public init(_ text: String, fontSize: Double, proposal: ProposedViewSize, lineLimit: Int?) {
        self.init(text, fontSize: fontSize, proposal: Self.limiting(proposal, to: lineLimit, fontSize: fontSize))
    }

    /// The proposal a Text under `lineLimit(n)` lays out for: its height
    /// `min(h, n·L)`, and `n·L` where `h` is nil or infinite, so that
    /// step 4's limit becomes `min(n, max(1, floor(h / L)))`. Unchanged
    /// without a limit.
    public static func limiting(_ proposal: ProposedViewSize, to lineLimit: Int?, fontSize: Double) -> ProposedViewSize {
        guard let lineLimit else { return proposal }
        let most = Double(lineLimit) * TextMetrics.lineHeight(fontSize: fontSize)
        return ProposedViewSize(width: proposal.width, height: Swift.min(proposal.height ?? .infinity, most))
    }

    /// Lays out `text` at `fontSize` (> 0, finite; `LayoutTree` rejects
    /// others) for `proposal`.
    public init(_ text: String, fontSize: Double, proposal: ProposedViewSize) {
        let characters = Self.normalizedCharacters(text)
        let advance = TextMetrics.advance(fontSize: fontSize)
        let lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
        guard !characters.isEmpty, !Self.isZero(proposal, advance: advance, lineHeight: lineHeight) else {
            self.init(size: .zero, lines: [], isTruncated: false, fontSize: fontSize)
            return
        }
        let capacity = proposal.width.flatMap { Self.capacity($0, advance: advance, limit: characters.count) }
        let text = SpacedCharacters(characters)
        var ranges = Self.wrap(text, capacity: capacity)
        var shown = ranges.map { Array(characters[$0]) }
        var truncated = false
        if let height = proposal.height, let kept = Self.lineLimit(height, lineHeight: lineHeight), kept < ranges.count {
            ranges.removeLast(ranges.count - kept)
            shown.removeLast(shown.count - kept)
            shown[kept - 1] = text.truncatedLine(from: ranges[kept - 1].lowerBound, capacity: capacity ?? characters.count)
            truncated = true
        }
        let widest = Double(shown.map(\.count).max() ?? 0) * advance
        let width = proposal.width.map { Swift.min(widest, $0) } ?? widest
        let size = Size(width: width, height: Double(shown.count) * lineHeight)
        self.init(size: size, lines: shown.map { String($0) }, isTruncated: truncated, fontSize: fontSize)
    }

    private init(size: Size, lines: [String], isTruncated: Bool, fontSize: Double) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
        let ascent = TextMetrics.ascent(fontSize: fontSize)
        firstBaseline = lines.isEmpty ? 0 : ascent
        lastBaseline = lines.isEmpty ? 0 : Double(lines.count - 1) * TextMetrics.lineHeight(fontSize: fontSize) + ascent
    }

    /// What `TextLayout` reports at one width for one height (a part of it).
    public struct Limited: Hashable, Sendable {
        /// The lines shown.
        public var lineCount: Int
        /// The reported width.
        public var width: Double
        /// Whether lines were dropped for lack of height.
        public var isTruncated: Bool

        /// A summary of `lineCount` lines, `width` points wide, truncated or not.
        public init(lineCount: Int, width: Double, isTruncated: Bool) {
            self.lineCount = lineCount
            self.width = width
            self.isTruncated = isTruncated
        }
    }

    /// One text wrapped at one width proposal (steps 1 and 3), and what a
    /// height proposal keeps of it (steps 4 and 5), without building the
    /// lines' strings. The LP engine's text table asks this for every
    /// capacity and line limit; `wrappings` shares one normalised text.
    public struct Wrapping: Sendable {
        private let text: SpacedCharacters
        private let ranges: [Range<Int>]
        /// `widestBefore[i]`: the widest of lines `0..<i`, in characters.
        private let widestBefore: [Int]
        private let widest: Int
        private let capacity: Int?
        private let width: Double?
        private let advance: Double
        private let lineHeight: Double

        fileprivate init(_ text: SpacedCharacters, fontSize: Double, width: Double?) {
            self.text = text
            let characters = text.characters
            advance = TextMetrics.advance(fontSize: fontSize)
            lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
            self.width = width
            let advance = advance
            let capacity = width.flatMap { TextLayout.capacity($0, advance: advance, limit: characters.count) }
            let ranges = characters.isEmpty ? [] : TextLayout.wrap(text, capacity: capacity)
            self.capacity = capacity
            self.ranges = ranges
            var before: [Int] = [], widest = 0
            for range in ranges {
                before.append(widest)
                widest = Swift.max(widest, range.count)
            }
            widestBefore = before
            self.widest = widest
        }

        /// The lines without a height limit.
        public var lineCount: Int { ranges.count }

        /// What `TextLayout(text, fontSize:, proposal: (width, height))`
        /// reports, except for the exact proposal 0×0 (step 2).
        public func limited(height: Double?) -> Limited {
            limited(lines: height.flatMap { TextLayout.lineLimit($0, lineHeight: lineHeight) })
        }

        /// What a height proposal that keeps `lines` lines (step 4's line
        /// limit, read as at least 1; nil for all of them) reports.
        public func limited(lines: Int?) -> Limited {
            guard let kept = lines.map({ Swift.max(1, $0) }), kept < ranges.count else {
                return Limited(lineCount: ranges.count, width: reported(widest), isTruncated: false)
            }
            let last = text.truncatedLineCount(from: ranges[kept - 1].lowerBound, capacity: capacity ?? text.characters.count)
            return Limited(lineCount: kept, width: reported(Swift.max(widestBefore[kept - 1], last)), isTruncated: true)
        }

        private func reported(_ characterCount: Int) -> Double {
            let natural = Double(characterCount) * advance
            return width.map { Swift.min(natural, $0) } ?? natural
        }
    }

    /// `text` wrapped at each of `widths` (one normalisation for all).
    public static func wrappings(_ text: String, fontSize: Double, widths: [Double?]) -> [Wrapping] {
        let characters = SpacedCharacters(normalizedCharacters(text))
        return widths.map { Wrapping(characters, fontSize: fontSize, width: $0) }
    }

    /// The characters of `text` after step 1 (words joined by single spaces).
    public static func characterCount(_ text: String) -> Int {
        normalizedCharacters(text).count
    }

    /// Step 1: the words joined by single spaces.
    static func normalizedCharacters(_ text: String) -> [Character] {
        Array(text.split(separator: " ").joined(separator: " "))
    }

    /// Step 3: how many characters a line of `width` holds (0 for a width
    /// below one character or negative); nil when the width holds all
    /// `limit` characters on one line (infinite or very wide).
    public static func capacity(_ width: Double, advance: Double, limit: Int) -> Int? {
        let fitting = wholeSteps(width, step: advance)
        guard fitting < Double(limit) else { return nil }
        return fitting >= 0 ? Int(fitting) : 0
    }

    /// Step 3: greedy wrapping into ranges of `characters` (the spaces at
    /// line breaks belong to no line).
    fileprivate static func wrap(_ text: SpacedCharacters, capacity: Int?) -> [Range<Int>] {
        let count = text.characters.count
        guard let capacity else { return [0..<count] }
        let piece = Swift.max(capacity, 1)
        var lines: [Range<Int>] = []
        var current: Range<Int>?
        var start = 0
        while start < count {
            let end = text.nextSpace[start]
            if let line = current, end - line.lowerBound <= capacity {
                current = line.lowerBound..<end
            } else {
                if let line = current { lines.append(line) }
                var wordStart = start
                while end - wordStart > piece {
                    lines.append(wordStart..<(wordStart + piece))
                    wordStart += piece
                }
                current = wordStart..<end
            }
            start = end + 1
        }
        if let line = current { lines.append(line) }
        return lines
    }

    /// Step 4: how many lines a height proposal keeps, at least 1 (nil: all
    /// of them, for an infinite or huge height).
    public static func lineLimit(_ height: Double, lineHeight: Double) -> Int? {
        let fitting = wholeSteps(height, step: lineHeight)
        guard fitting.isFinite else { return nil }
        guard fitting < Double(Int32.max) else { return nil }
        return Swift.max(1, Int(fitting))
    }

    /// Step 2: whether `proposal` is 0×0, each component 0 or within
    /// round-off of 0 (``isZero(_:step:)`` with the advance across and the
    /// line height down).
    static func isZero(_ proposal: ProposedViewSize, advance: Double, lineHeight: Double) -> Bool {
        guard let width = proposal.width, let height = proposal.height else { return false }
        return isZero(width, step: advance) && isZero(height, step: lineHeight)
    }

    /// Step 2: whether a proposal component is 0 for a text: 0, or within
    /// round-off of it, `|length / step| ≤ 1e-9` (the round-off rule of
    /// step 3 for the whole number 0). A length worked out by the layout
    /// rules can miss 0 by binary round-off only (10.666666666666671 − 4 −
    /// 6.666666666666667 is 4.4e-15), and the rule means the exact value; the
    /// LP engine's comparisons with 0 read such a value as 0 too (its
    /// resolution rules out lengths in (0, 1e-4)).
    public static func isZero(_ length: Double, step: Double) -> Bool {
        length == 0 || abs(length / step) <= 1e-9
    }

    /// `floor(length / step)`, where a quotient short of a whole number by
    /// round-off only (within 1e-9 of it, relative) counts as that number:
    /// 16.4 − 6.4 = 9.999999999999998 holds two characters of 5 (steps 3
    /// and 4 of docs/text-metrics.md). The LP engine's step counts use it
    /// too, so both engines read a step the same way.
    public static func wholeSteps(_ length: Double, step: Double) -> Double {
        let quotient = length / step
        let nearest = quotient.rounded()
        if abs(quotient - nearest) <= 1e-9 * Swift.max(1, abs(nearest)) { return nearest }
        return quotient.rounded(.down)
    }
}

/// Step 1's characters with where each word ends: what wrapping reads,
/// found once per text instead of comparing characters at every width.
struct SpacedCharacters: Sendable {
    let characters: [Character]
    /// `nextSpace[i]`: the first space at or after `i`, or the count.
    let nextSpace: [Int]

    init(_ characters: [Character]) {
        self.characters = characters
        var next = [Int](repeating: characters.count, count: characters.count)
        var space = characters.count
        for index in characters.indices.reversed() {
            if characters[index] == " " { space = index }
            next[index] = space
        }
        nextSpace = next
    }

    /// Step 4: the last kept line, from `start` to the end of the text, cut
    /// to `capacity - 1` characters, trailing spaces dropped, plus an ellipsis.
    func truncatedLine(from start: Int, capacity: Int) -> [Character] {
        Array(characters[start..<(start + truncatedLineCount(from: start, capacity: capacity) - 1)]) + [TextMetrics.ellipsis]
    }

    /// The length of ``truncatedLine(from:capacity:)``, without building it.
    func truncatedLineCount(from start: Int, capacity: Int) -> Int {
        let keep = Swift.max(capacity - 1, 0)
        var end = Swift.min(start + keep, characters.count)
        while end > start, nextSpace[end - 1] == end - 1 { end -= 1 }
        return end - start + 1
    }
}
