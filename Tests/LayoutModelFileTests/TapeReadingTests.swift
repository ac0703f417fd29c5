import LayoutModel
import Testing

@testable import LayoutModelFile

/// The reader walks the parser's tape: paths and positions are found only
/// for errors, from the failing value's place in the tape, and keys are
/// compared as bytes, escapes decoded.
@Suite struct TapeReadingTests {
    /// A model whose root HStack has `count` Color children, one per line,
    /// each with a flexible frame; child `bad` has `"minWidth": "abc"`.
    private func wideModel(count: Int, bad: Int) -> String {
        let children = (0..<count).map { index in
            let minWidth = index == bad ? #""abc""# : "10"
            return
                #"    { "type": "Color", "id": "c\#(index)", "modifiers": [ { "frame": { "minWidth": \#(minWidth), "maxWidth": "infinity" } } ] }"#
        }
        return "{\n  \"format\": \"layoutlp/1\",\n  \"root\": { \"type\": \"HStack\", \"children\": [\n"
            + children.joined(separator: ",\n") + "\n  ] }\n}\n"
    }

    @Test func anErrorDeepInALargeFileNamesItsExactPathAndPosition() throws {
        let text = wideModel(count: 3_000, bad: 2_345)
        guard let error = rejection(text) else { return }
        #expect(error.jsonPath == "$.root.children[2345].modifiers[0].frame.minWidth")
        #expect(error.found == #""abc""#)
        // The child is on line 4 + 2345; its value's column is where "abc" starts.
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3 + 2_345).first)
        let column = try #require(line.range(of: #""abc""#)).lowerBound.utf16Offset(in: line) + 1
        #expect(error.line == 4 + 2_345)
        #expect(error.column == column)
        // The same file without the mistake reads.
        let problem = try ModelFile.decode(wideModel(count: 3_000, bad: -1), file: "test.json")
        #expect(problem.root.content.children.count == 3_000)
    }

    @Test func aDuplicateIDFarApartNamesBothPlaces() {
        var text = wideModel(count: 500, bad: -1)
        text = text.replacingOccurrences(of: #""id": "c400""#, with: #""id": "c7""#)
        guard let error = rejection(text) else { return }
        #expect(error.jsonPath == "$.root.children[400].id")
        #expect(error.found == #""c7", already the id at $.root.children[7].id (line 11)"#)
        #expect(error.line == 404)
    }

    @Test func keysAndNamesWrittenWithEscapesMatchTheFormatsOwn() throws {
        let plain = try decodeRoot(#"{ "type": "Fixed", "id": "a", "width": 10, "height": 20, "modifiers": [ { "padding": 4 } ] }"#)
        let escaped = try decodeRoot(
            #"{ "\u0074ype": "\u0046ixed", "\u0069d": "\u0061", "w\u0069dth": 10, "he\u0069ght": 20, "modifiers": [ { "p\u0061dding": 4 } ] }"#
        )
        #expect(escaped == plain)
    }

    @Test func aKeyWrittenOnceWithEscapesAndOncePlainIsTwiceTheSameKey() {
        guard let error = rejection(modelText(root: #"{ "type": "Color", "id": "a", "\u0069d": "b" }"#)) else { return }
        #expect(error.jsonPath == "$.root.id")
        #expect(error.expected == "each key at most once in an object")
        #expect(error.found == #""id" again (first at line 4)"#)
    }

    @Test func anUnknownKeyWrittenWithEscapesIsNamedDecoded() {
        expectRootRejection(
            #"{ "type": "Color", "\u0078yz": 1 }"#, path: "$.root.xyz", expecting: "one of the keys", found: #"unknown key "xyz""#)
    }

    @Test func keysLookedUpFromTheRecordOfAnObjectMatchEscapedKeys() throws {
        let plain = try decodeRoot(
            #"{ "type": "Color", "modifiers": [ { "frame": { "minWidth": 1, "maxHeight": "infinity", "alignment": "top" }, "id": "f" } ] }"#
        )
        let escaped = try decodeRoot(
            #"{ "type": "Color", "modifiers": [ { "fr\u0061me": { "m\u0069nWidth": 1, "maxH\u0065ight": "infinity", "\u0061lignment": "top" }, "\u0069d": "f" } ] }"#
        )
        #expect(escaped == plain)
    }

    @Test func aKeyOfAnotherFormIsTheFirstInFileOrder() {
        // The first form-specific key ("maxHeight") chooses the form; of
        // the fixed keys after it, the first in the file is named, whatever
        // the order of the format's lists.
        expectModifierRejection(
            #"{ "frame": { "alignment": "top", "maxHeight": 1, "height": 2, "width": 3 } }"#, path: "$.root.modifiers[0].frame.height",
            expecting: "the keys of one form", found: "\"height\" together with \"maxHeight\"")
        expectModifierRejection(
            #"{ "padding": { "length": 1, "env": "nookContentInsets.top", "top": 2 } }"#, path: "$.root.modifiers[0].padding.env",
            expecting: "the keys of one form", found: "\"env\" together with \"length\"")
        expectModifierRejection(
            #"{ "frame": { "w\u0069dth": 1, "maxWidth": 2 } }"#, path: "$.root.modifiers[0].frame.maxWidth",
            expecting: "the keys of one form", found: "\"maxWidth\" together with \"width\"")
    }

    @Test func theTreeOfATapeKeepsOrderOffsetsAndEscapes() throws {
        let text = #"{ "b": [1, true, null, {}], "a\u0062": { "c": "d\n" }, "e": [] }"#
        let value = try JSONParser.parse(Array(text.utf8), file: "test.json")
        let members = try #require(value.members)
        #expect(members.map(\.key) == ["b", "ab", "e"])
        #expect(members.map(\.keyOffset) == [2, 28, 55])
        guard case .array(let elements) = members[0].value.kind, elements.count == 4, case .object(let empty) = elements[3].kind else {
            Issue.record("not the array written")
            return
        }
        #expect(empty.isEmpty && elements[3].offset == 23)
        guard case .object(let inner) = members[1].value.kind, case .string("d\n") = inner.first?.value.kind else {
            Issue.record("not the object written")
            return
        }
        guard case .array(let last) = members[2].value.kind else { return }
        #expect(last.isEmpty)
    }
}
