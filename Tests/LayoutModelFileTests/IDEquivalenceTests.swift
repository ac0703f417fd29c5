import LayoutModel
import Testing

@testable import LayoutModelFile

/// Ids are compared as JSON compares strings, by Unicode scalars (docs/model-files.md,
/// "Ids"): "é" written as U+00E9 and as "e" + U+0301 are two ids, both legal
/// in one file, each with its own `expect` entry; the same scalars twice
/// (however escaped) are one id used twice. Messages spell out the scalars of
/// ids that are not plain ASCII, so that two ids that look alike read apart.
@Suite struct IDEquivalenceTests {
    /// Two Colors whose ids are the two spellings of "é", and an `expect`
    /// entry for each (the file's escapes keep the spellings visible).
    static let twoSpellings = modelText(
        root:
            #"{ "type": "HStack", "spacing": 0, "children": [ { "type": "Color", "id": "\u00e9" }, { "type": "Color", "id": "e\u0301" } ] }"#,
        extra:
            #", "expect": { "\u00e9": { "x": 0 }, "e\u0301": { "x": 150 } }, "expectByStrategy": { "lex-fair": { "e\u0301": { "width": 150 } } }"#
    )

    @Test func twoSpellingsOfOneTextAreTwoIDs() throws {
        let problem = try ModelFile.decode(Self.twoSpellings, file: "test.json")
        #expect(problem.expect == [ModelID("\u{E9}"): ExpectedFrame(x: 0), ModelID("e\u{301}"): ExpectedFrame(x: 150)])
        #expect(problem.expectByStrategy == ["lex-fair": [ModelID("e\u{301}"): ExpectedFrame(width: 150)]])
        // ModelID, since String == would not tell the spellings apart.
        #expect(problem.root.content.children.map { $0.id.map { ModelID($0) } } == [ModelID("\u{E9}"), ModelID("e\u{301}")])
        // And they survive writing and reading.
        #expect(try ModelFile.decode(ModelFile.encode(problem)) == problem)
    }

    @Test func theSameScalarsTwiceAreOneIDUsedTwiceNamedByItsScalars() {
        let root = #"{ "type": "HStack", "children": [ { "type": "Color", "id": "e\u0301" }, { "type": "Color", "id": "e\u0301" } ] }"#
        expectRootRejection(
            root, path: "$.root.children[1].id", expecting: "an id used only once in the file",
            found: "\"e\u{301}\" (U+0065 U+0301), already the id at $.root.children[0].id")
    }

    @Test func anExpectKeyInTheOtherSpellingNamesTheIDThatLooksTheSame() {
        let text = modelText(root: #"{ "type": "Color", "id": "\u00e9" }"#, extra: #", "expect": { "e\u0301": { "x": 0 } }"#)
        expectRejection(
            text, path: "$.expect[\"e\u{301}\"]", expecting: "an id of a view or modifier in this file",
            found: "\"e\u{301}\" (U+0065 U+0301), which no view or modifier has (the id \"\u{E9}\" (U+00E9) at $.root.id "
                + "looks the same but is written with other characters)")
    }

    @Test func jsonKeysInTheTwoSpellingsAreTwoKeys() throws {
        // Not "each key at most once": JSON compares keys by scalars too.
        _ = try ModelFile.decode(Self.twoSpellings, file: "test.json")
        expectRejection(
            modelText(root: #"{ "type": "Color", "id": "a" }"#, extra: #", "expect": { "a": { "x": 0 }, "\u0061": { "x": 0 } }"#),
            path: "$.expect.a", expecting: "each key at most once in an object")
    }
}
