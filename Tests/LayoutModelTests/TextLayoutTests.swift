import LayoutModel
import Testing

/// docs/text-metrics.md: LayoutLP's deterministic text measurement. At font
/// size 10 a character advances 5 and a line is 12.5 tall with its baseline
/// 10 below its top; at 17 (the default) 8.5, 21.25 and 17.
@Suite struct TextLayoutTests {
    func layout(_ text: String, fontSize: Double = 10, _ width: Double?, _ height: Double?) -> TextLayout {
        TextLayout(text, fontSize: fontSize, proposal: ProposedViewSize(width: width, height: height))
    }

    @Test func unspecifiedWidthGivesOneLine() {
        // Ideal size: 11 characters x 8.5 = 93.5 wide, one 21.25 line.
        let text = layout("Hello world", fontSize: 17, nil, nil)
        #expect(text.size == Size(width: 93.5, height: 21.25))
        #expect(text.lines == ["Hello world"])
        #expect(text.firstBaseline == 17)
        #expect(text.lastBaseline == 17)
    }

    @Test func infiniteWidthGivesOneLine() {
        let text = layout("Hello world", fontSize: 17, .infinity, .infinity)
        #expect(text.size == Size(width: 93.5, height: 21.25))
        #expect(text.lineCount == 1)
    }

    @Test func finiteWidthWrapsAtSpaces() {
        // Width 27: capacity floor(27 / 5) = 5 characters. "aa bb" is 5,
        // "aa bb cc" would be 8: "cc" goes to line 2. Width 5 x 5 = 25.
        let text = layout("aa bb cc", 27, nil)
        #expect(text.lines == ["aa bb", "cc"])
        #expect(text.size == Size(width: 25, height: 25))
        // Last baseline: one line of 12.5, plus the ascent 10.
        #expect(text.firstBaseline == 10)
        #expect(text.lastBaseline == 22.5)
    }

    @Test func wordThatFitsALineIsNeverBroken() {
        // Capacity 4: "ab" + " abcd" = 7 > 4, so "abcd" starts line 2 whole.
        #expect(layout("ab abcd", 20, nil).lines == ["ab", "abcd"])
    }

    @Test func wordLongerThanALineIsBrokenIntoPieces() {
        // Capacity floor(15 / 5) = 3: "abcdefgh" alone cannot fit, so it is cut
        // into "abc", "def" and "gh"; "gh ij" is 5 > 3, so "ij" is line 4.
        let text = layout("abcdefgh ij", 15, nil)
        #expect(text.lines == ["abc", "def", "gh", "ij"])
        #expect(text.size == Size(width: 15, height: 50))
    }

    @Test func zeroWidthGivesZeroWidthAndOneCharacterPerLine() {
        // Semantics §0: a Text's minimum width is 0. Capacity 0: pieces of one
        // character, 5 lines of 12.5 = 62.5; the width is capped at 0.
        let text = layout("Hi you", 0, nil)
        #expect(text.lines == ["H", "i", "y", "o", "u"])
        #expect(text.size == Size(width: 0, height: 62.5))
    }

    @Test func widthIsNeverMoreThanTheProposal() {
        // Width 3 holds no whole character (5): one character per line, width 3.
        #expect(layout("Hi", 3, nil).size == Size(width: 3, height: 25))
    }

    @Test func zeroProposalGivesZeroSize() {
        // Semantics §0 (OpenSwiftUI Text): a proposal of exactly 0 x 0 is 0 x 0.
        let text = layout("Hello", 0, 0)
        #expect(text.size == .zero)
        #expect(text.lines.isEmpty)
        #expect(text.lastBaseline == 0)
    }

    @Test func shortHeightTruncatesTheLastKeptLine() {
        // Capacity 5: "aa bb" / "cc dd" / "ee" need 3 lines; height 30 keeps
        // floor(30 / 12.5) = 2. Line 2 shows "cc dd ee" cut to 5 - 1 = 4
        // characters, "cc d", plus the ellipsis: 5 characters, 25 wide.
        let text = layout("aa bb cc dd ee", 25, 30)
        #expect(text.lines == ["aa bb", "cc d…"])
        #expect(text.isTruncated)
        #expect(text.size == Size(width: 25, height: 25))
        #expect(text.lastBaseline == 22.5)
    }

    @Test func truncationDropsSpacesBeforeTheEllipsis() {
        // Capacity 4: five lines "aa" ... "ee"; height 12.5 keeps one. The text
        // cut to 3 characters is "aa " -> "aa" + "…": 3 characters, 15 wide.
        let text = layout("aa bb cc dd ee", 20, 12.5)
        #expect(text.lines == ["aa…"])
        #expect(text.size == Size(width: 15, height: 12.5))
    }

    @Test func heightBelowOneLineStillKeepsOneLine() {
        // At least one line is kept: height 0 with width 25 is "aa b…" (25 x 12.5).
        #expect(layout("aa bb cc", 25, 0).lines == ["aa b…"])
        #expect(layout("aa bb cc", 25, 0).size == Size(width: 25, height: 12.5))
        #expect(layout("aa bb cc", 25, 5).lineCount == 1)
    }

    @Test func enoughHeightTruncatesNothing() {
        let text = layout("aa bb cc", 25, 25)
        #expect(text.lines == ["aa bb", "cc"])
        #expect(!text.isTruncated)
    }

    @Test func unspecifiedWidthNeverTruncates() {
        // One line needs no more than the one line a short height keeps.
        #expect(layout("aa bb cc", nil, 1).lines == ["aa bb cc"])
    }

    @Test func lengthsScaleWithFontSize() {
        // Font size 20: advance 10, line 25, baseline 20.
        let text = layout("Hi", fontSize: 20, nil, nil)
        #expect(text.size == Size(width: 20, height: 25))
        #expect(text.firstBaseline == 20)
        // Two lines at size 20 (capacity floor(25 / 10) = 2): baselines 20 and 45.
        #expect(layout("Hi yo", fontSize: 20, 25, nil).lastBaseline == 45)
    }

    @Test func runsOfSpacesCountAsOneAndEdgeSpacesAreIgnored() {
        // "  a   b  " is laid out as "a b": 3 characters x 8.5 = 25.5.
        #expect(layout("  a   b  ", fontSize: 17, nil, nil).size == Size(width: 25.5, height: 21.25))
    }

    @Test func emptyTextIsZeroSized() {
        #expect(layout("", nil, nil).size == .zero)
        #expect(layout("   ", 100, 100).size == .zero)
        #expect(layout("", nil, nil).lineCount == 0)
    }

    @Test func charactersAreGraphemeClusters() {
        // "e" + combining acute accent and a thumbs-up with a skin tone are two
        // Characters: 2 x 8.5 = 17 wide.
        #expect(layout("e\u{301}\u{1F44D}\u{1F3FD}", fontSize: 17, nil, nil).size.width == 17)
    }

    @Test func newlineIsAnOrdinaryCharacter() {
        // docs/text-metrics.md (Choice): no forced breaks; "a\nb" is 3 characters.
        #expect(layout("a\nb", nil, nil).lines == ["a\nb"])
        #expect(layout("a\nb", nil, nil).size.width == 15)
    }

    /// A `Wrapping` reads several heights from one wrap, with init's answers.
    /// "ab cd" at size 10 (a = 5, L = 12.5) and width 21 (capacity 4): lines
    /// "ab" / "cd" (10 wide). Unspecified height and h = 30 (limit 2) keep
    /// both; h = 12.5 (limit 1) keeps "ab " cut to 3 characters, the
    /// trailing space dropped, plus the ellipsis: 3 characters, 15 wide.
    @Test func limitedMatchesOneLayoutPerHeight() {
        let heights: [Double?] = [nil, 12.5, 30]
        let wrapping = TextLayout.wrappings("ab cd", fontSize: 10, widths: [21])[0]
        let limited = heights.map { wrapping.limited(height: $0) }
        #expect(
            limited == [
                .init(lineCount: 2, width: 10, isTruncated: false),
                .init(lineCount: 1, width: 15, isTruncated: true),
                .init(lineCount: 2, width: 10, isTruncated: false),
            ])
        for (height, answer) in zip(heights, limited) {
            let layout = TextLayout("ab cd", fontSize: 10, proposal: ProposedViewSize(width: 21, height: height))
            #expect(answer == .init(lineCount: layout.lineCount, width: layout.size.width, isTruncated: layout.isTruncated))
        }
    }

    /// text-metrics.md step 3, round-off: 16.4 − 6.4 is 9.999999999999998
    /// in binary; the quotient 1.9999999999999996 is within 1e-9 of 2, so
    /// the width holds c = 2 characters of 5 and "ab" is one 10-wide line.
    /// 9.99 is short of 2 characters by far more: c = 1, "a" / "b".
    @Test func offerShortOfWholeCharactersByRoundOffOnlyCountsThem() {
        let roundOff = 16.4 - 6.4
        #expect(roundOff < 10)
        #expect(layout("ab", roundOff, nil).lines == ["ab"])
        // Step 5 caps the width at the offer, so it is the offer itself.
        #expect(layout("ab", roundOff, nil).size == Size(width: roundOff, height: 12.5))
        #expect(layout("ab", 9.99, nil).lines == ["a", "b"])
    }

    /// Step 4 likewise: a height one ulp below 3 × 12.5 keeps three lines
    /// ("a b c" at width 5 is three one-character lines); 37.4 keeps two.
    @Test func heightShortOfWholeLinesByRoundOffOnlyKeepsThem() {
        let height = (3 * 12.5).nextDown
        #expect(layout("a b c", 5, height).lineCount == 3)
        #expect(layout("a b c", 5, 37.4).lineCount == 2)
    }
}
