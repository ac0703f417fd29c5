import Testing

@testable import LayoutModelFile

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(ModelFileError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8), file: "test.json")
    }

    private func parseError(_ bytes: [UInt8]) -> ModelFileError? {
        do {
            _ = try JSONParser.parse(bytes, file: "test.json")
            Issue.record("parsed instead of failing")
            return nil
        } catch {
            return error
        }
    }

    private func parseError(_ text: String) -> ModelFileError? { parseError(Array(text.utf8)) }

    @Test func objectKeysKeepTheirFileOrder() throws {
        let value = try parse(#"{ "z": 1, "a": 2, "m": 3 }"#)
        #expect(value.members?.map(\.key) == ["z", "a", "m"])
    }

    @Test func everyValueKnowsItsLineAndColumn() throws {
        let text = "{\n  \"a\": [1,\n    \"é\", true],\n  \"b\": null\n}"
        let value = try parse(text)
        let source = SourceText(Array(text.utf8))
        let members = try #require(value.members)
        #expect(source.location(at: value.offset) == SourceLocation(line: 1, column: 1))
        #expect(source.location(at: members[0].keyOffset) == SourceLocation(line: 2, column: 3))
        #expect(source.location(at: members[0].value.offset) == SourceLocation(line: 2, column: 8))
        guard case .array(let elements) = members[0].value.kind else { Issue.record("not an array"); return }
        #expect(source.location(at: elements[1].offset) == SourceLocation(line: 3, column: 5))
        // Columns count scalars: "é" is two bytes but one column.
        #expect(source.location(at: elements[2].offset) == SourceLocation(line: 3, column: 10))
        #expect(source.location(at: members[1].value.offset) == SourceLocation(line: 4, column: 8))
    }

    @Test func numbersFollowTheJSONGrammar() throws {
        for (text, expected) in [("0", 0.0), ("-0.5", -0.5), ("12e2", 1200), ("1E-2", 0.01), ("3.25e+1", 32.5)] {
            guard case .number(let value) = try parse(text).kind else { Issue.record("\(text) is not a number"); continue }
            #expect(value == expected)
        }
        for text in ["01", "1.", ".5", "-", "1e", "+1", "0x10"] {
            #expect(parseError(text) != nil, "\(text)")
        }
    }

    @Test func rejectsNumbersOutsideTheRangeOfADouble() {
        let error = parseError("[1e999]")
        #expect(error?.jsonPath == "$[0]")
        #expect(error?.expected == "a number within the range of a Double")
        #expect(error?.found == "1e999")
    }

    @Test func rejectsDuplicateKeysNamingTheKeyAndBothLines() {
        let error = parseError("{\n  \"root\": {\n    \"id\": \"a\",\n    \"id\": \"b\"\n  }\n}")
        #expect(error?.jsonPath == "$.root.id")
        #expect(error?.expected == "each key at most once in an object")
        #expect(error?.found == "\"id\" again (first at line 3)")
        #expect(error?.line == 4)
        #expect(error?.column == 5)
    }

    @Test func rejectsNaNLiteralSayingJSONHasNone() {
        let error = parseError(#"{ "width": NaN }"#)
        #expect(error?.jsonPath == "$.width")
        #expect(error?.expected.contains("JSON has no NaN") == true)
        #expect(error?.found == "NaN")
    }

    @Test func rejectsInfinityLiteralsPointingToTheString() {
        for literal in ["Infinity", "-Infinity"] {
            let error = parseError("[1, \(literal)]")
            #expect(error?.jsonPath == "$[1]")
            #expect(error?.expected.contains("JSON has no Infinity; write \"infinity\" as a string") == true)
            #expect(error?.found == literal)
        }
    }

    @Test func rejectsTrailingGarbage() {
        let error = parseError("{\"a\": 1} x")
        #expect(error?.jsonPath == "$")
        #expect(error?.expected == "the end of the file after the top-level value")
        #expect(error?.found == "x")
        #expect(error?.column == 10)
    }

    @Test func rejectsInvalidUTF8InsideAString() {
        let bytes = Array("{\"name\": \"ab".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        let error = parseError(bytes)
        #expect(error?.jsonPath == "$.name")
        #expect(error?.expected == "valid UTF-8")
        #expect(error?.found == "the byte 0xC3")
        #expect(error?.column == 13)
    }

    @Test func rejectsOverlongAndSurrogateUTF8() {
        for sequence: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE2, 0x82]] {
            let error = parseError([UInt8(ascii: "\"")] + sequence + [UInt8(ascii: "\"")])
            #expect(error?.expected == "valid UTF-8", "\(sequence)")
        }
    }

    @Test func rejectsInvalidUTF8OutsideStrings() {
        let error = parseError([UInt8(ascii: "["), 0xFF, UInt8(ascii: "]")])
        #expect(error?.jsonPath == "$[0]")
        #expect(error?.found == "the byte 0xFF")
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        guard case .string(let text) = try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#).kind else {
            Issue.record("not a string")
            return
        }
        #expect(text == "a\"b\\c/d\n\té😀")
    }

    @Test func rejectsLoneSurrogatesAndBadEscapes() {
        #expect(parseError(#""\ud83d""#)?.expected.contains("low surrogate") == true)
        #expect(parseError(#""\ude00""#)?.expected.contains("lone low surrogate") == true)
        #expect(parseError(#""\x""#)?.expected.contains("one of the escapes") == true)
        #expect(parseError(#""\u12G4""#)?.expected == "four hexadecimal digits after \\u")
    }

    /// An error about a `\u` escape points at its backslash and shows the
    /// escape as written, not the character after it.
    @Test func escapeErrorsShowTheEscape() {
        for (text, found) in [
            (#""ab\ud83d""#, #"\ud83d"#), (#""ab\ud83d\u0041""#, #"\ud83d\u0041"#), (#""ab\ude00""#, #"\ude00"#),
            (#""ab\u12G4""#, #"\u12"#), (#""ab\x""#, #"\x"#),
        ] {
            let error = parseError(text)
            #expect(error?.found == found, "\(text)")
            #expect(error?.column == 4, "\(text): the backslash is column 4")
        }
    }

    /// A word of the file in `found` shows characters that would not print
    /// as themselves as escapes: a second byte order mark, a no-break space.
    @Test func foundWordsEscapeInvisibleCharacters() {
        #expect(parseError([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("[]".utf8))?.found == #"\uFEFF"#)
        #expect(parseError("{\u{A0}\"a\": 1}")?.found == #"\u00A0"#)
        #expect(parseError("[\u{1B}]")?.found == "the control character U+001B")
        #expect(parseError("[x\u{202E}y]")?.found == #"x\u202Ey"#)
    }

    /// UTF-16 and UTF-32 files (with or without a byte order mark) are named
    /// as such, at 1:1, rather than by their first odd byte.
    @Test func namesOtherUnicodeEncodings() {
        let text = #"{"a": 1}"#
        let cases: [([UInt8], String)] = [
            ([0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16 (little-endian) text"),
            (Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "UTF-16 (big-endian) text"),
            (Array(text.utf8).flatMap { [$0, 0, 0, 0] }, "UTF-32 (little-endian) text"),
            ([0, 0, 0xFE, 0xFF] + Array(text.utf8).flatMap { [0, 0, 0, $0] }, "UTF-32 (big-endian) text"),
        ]
        for (bytes, found) in cases {
            let error = parseError(bytes)
            #expect(error?.expected == "a UTF-8 JSON file")
            #expect(error?.found == found)
            #expect(error?.line == 1 && error?.column == 1)
        }
        // A NUL byte before UTF-8 text is no such pattern: it is named as a control character.
        #expect(parseError([0] + Array(text.utf8))?.found == "the control character U+0000")
    }

    @Test func rejectsRawControlCharactersInStrings() {
        let error = parseError("\"a\tb\"")
        #expect(error?.expected.contains("control character") == true)
        #expect(error?.found == "the control character U+0009")
    }

    @Test func rejectsTrailingCommasAndMissingColons() {
        #expect(parseError(#"{"a": 1,}"#)?.expected == "a key in double quotes")
        #expect(parseError("[1,]")?.expected == "a JSON value")
        #expect(parseError(#"{"a" 1}"#)?.expected == "\":\" after the key")
        #expect(parseError(#"{"a": 1 "b": 2}"#)?.expected == "\",\" or \"}\" after an object member")
        #expect(parseError("")?.found == "the end of the file")
    }

    @Test func ignoresAByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[true]".utf8), file: "test.json")
        guard case .array(let values) = value.kind, case .bool(true) = values.first?.kind else {
            Issue.record("not [true]")
            return
        }
    }

    @Test func limitsNestingDepth() {
        let deep = String(repeating: "[", count: JSONParser.maximumDepth + 1) + String(repeating: "]", count: JSONParser.maximumDepth + 1)
        #expect(parseError(deep)?.expected.contains("nested arrays and objects") == true)
    }

    @Test func pathsQuoteKeysThatAreNotIdentifiers() {
        #expect(JSONPath.root.key("expect").key("my id").index(2).description == #"$.expect["my id"][2]"#)
    }

    /// Issue 31, item 10: a path of 40 steps is written in full; a longer
    /// one keeps its first and last 16 and counts the rest, so an error about
    /// a value 100,000 arrays deep is a short line.
    @Test func longPathsKeepTheirEndsAndCountTheRest() {
        var forty = JSONPath.root
        for _ in 0..<40 { forty = forty.index(0) }
        #expect(forty.description == "$" + String(repeating: "[0]", count: 40))
        // Held flat, as the parser holds a deep path (a chain of 100,000
        // parent links would overflow the stack when released).
        let deep = JSONPath(components: [.key("root")] + (0..<100_000).map { .index($0 % 10) } + [.key("width")])
        let ends = "$.root" + (0..<15).map { "[\($0 % 10)]" }.joined()
        let tail = (99_985..<100_000).map { "[\($0 % 10)]" }.joined() + ".width"
        #expect(deep.description == ends + "…(99970 more steps)…" + tail)
    }
}
