import LayoutModel
import Testing

/// `PrintableText`: what a model's ids and names look like in text output.
/// Every scalar that would not print as itself is a JSON escape, a backslash
/// is doubled, and everything else is kept; expected texts are written out
/// by hand from the rule (docs/cli.md, "Ids and names in text output").
@Suite struct PrintableTextTests {
    @Test func terminalControlsBecomeEscapes() {
        #expect(PrintableText.escaped("\u{1B}[31mred") == #"\u001B[31mred"#)
        #expect(PrintableText.escaped("a\nb\rc\td\u{08}e\u{0C}") == #"a\nb\rc\td\be\f"#)
        #expect(PrintableText.escaped("\u{07}\u{00}\u{7F}") == #"\u0007\u0000\u007F"#)
        // C1 controls: U+009B is a one-byte CSI on some terminals.
        #expect(PrintableText.escaped("\u{9B}31m\u{85}") == #"\u009B31m\u0085"#)
    }

    @Test func invisibleAndReorderingCharactersBecomeEscapes() {
        // A right-to-left override, zero-width space and joiner, byte order mark, soft hyphen.
        #expect(PrintableText.escaped("a\u{202E}b\u{200B}c\u{200D}d\u{FEFF}e\u{AD}") == #"a\u202Eb\u200Bc\u200Dd\uFEFFe\u00AD"#)
        // Line and paragraph separators, a no-break and an ideographic space; U+0020 stays.
        #expect(PrintableText.escaped("a b\u{2028}c\u{2029}d\u{A0}e\u{3000}") == #"a b\u2028c\u2029d\u00A0e\u3000"#)
        // Private use, a noncharacter; a tag character above U+FFFF as a surrogate pair.
        #expect(PrintableText.escaped("\u{E000}\u{FFFF}\u{E0001}") == #"\uE000\uFFFF\uDB40\uDC01"#)
    }

    @Test func printableTextIsKept() {
        for text in ["plain-id_1", "é", "e\u{301}", "日本語", "😀", "Ünïcödé tëxt", "\"quoted\""] {
            #expect(PrintableText.escaped(text) == text)
        }
    }

    @Test func aBackslashIsDoubledSoThatEveryEscapeIsOne() {
        // The six characters \u001B as written in an id, and ESC itself, print differently.
        #expect(PrintableText.escaped(#"\u001B"#) == #"\\u001B"#)
        #expect(PrintableText.escaped("\u{1B}") == #"\u001B"#)
    }

    @Test func quotedTextIsAJSONStringLiteral() {
        #expect(PrintableText.quoted("say \"hi\"\u{1B}\\") == #""say \"hi\"\u001B\\""#)
        #expect(PrintableText.quoted("é") == "\"é\"")
    }
}
