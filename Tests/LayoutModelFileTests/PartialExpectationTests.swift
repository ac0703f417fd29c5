import Foundation
import LayoutModel
import Testing

@testable import LayoutModelFile

/// Expectations that give only some of x, y, width and height, and
/// `expectByStrategy` (docs/model-files.md, "Expectations"): read, refused
/// with the JSON path of the offending value, and written back.
@Suite struct PartialExpectationTests {
    /// An HStack of three Colors, as in the classic case "a later child's
    /// minimum above its share".
    private let row =
        #"{ "type": "HStack", "id": "row", "children": [ { "type": "Color", "id": "a" }, { "type": "Color", "id": "b" }, { "type": "Color", "id": "c" } ] }"#

    @Test func readsAFrameThatGivesOnlyAWidth() throws {
        let problem = try decodeRoot(row, extra: #", "expect": { "a": { "width": 72.5 } }"#)
        #expect(problem.expect == ["a": ExpectedFrame(width: 72.5)])
        #expect(problem.expect["a"]?.x == nil)
    }

    @Test func readsAnySubsetOfTheFourComponents() throws {
        let problem = try decodeRoot(row, extra: #", "expect": { "a": { "y": 0, "height": "infinity" }, "b": { "x": -3 } }"#)
        #expect(problem.expect == ["a": ExpectedFrame(y: 0, height: .infinity), "b": ExpectedFrame(x: -3)])
    }

    @Test func refusesAnEmptyFrameNamingItsPath() {
        expectRejection(
            modelText(root: row, extra: #", "expect": { "b": {} }"#), path: "$.expect.b",
            expecting: "a frame: an object with at least one of \"x\", \"y\", \"width\" or \"height\"",
            found: "an empty object")
    }

    @Test func readsExpectationsByStrategy() throws {
        let problem = try decodeRoot(
            row,
            extra: """
                , "expect": { "a": { "x": 0, "y": 0, "width": 80, "height": 20 } },
                  "expectByStrategy": { "lex-fair": { "a": { "width": 72.5 }, "c": { "width": 72.5 } }, "exact": {} }
                """)
        #expect(problem.expect == ["a": ExpectedFrame(x: 0, y: 0, width: 80, height: 20)])
        #expect(
            problem.expectByStrategy == [
                "lex-fair": ["a": ExpectedFrame(width: 72.5), "c": ExpectedFrame(width: 72.5)],
                "exact": [:],
            ])
    }

    @Test func refusesAnUnknownStrategyNamingItsPath() {
        guard
            let error = rejection(
                modelText(
                    root: row,
                    extra: """
                        ,
                          "expectByStrategy": { "foo": { "a": { "width": 1 } } }
                        """))
        else { return }
        #expect(error.jsonPath == "$.expectByStrategy.foo")
        #expect(
            error.expected == #"the name of an LP strategy: "decomposed", "exact", "lex-fair", "min-deviation", "soft-ideal" or "weighted""#
        )
        #expect(error.found == "unknown strategy \"foo\"")
        #expect(error.line == 5)  // the line of the key "foo"
    }

    @Test func refusesAnIDNotInTheFileNamingItsPath() {
        expectRejection(
            modelText(root: row, extra: #", "expectByStrategy": { "lex-fair": { "d": { "width": 1 } } }"#),
            path: #"$.expectByStrategy["lex-fair"].d"#, expecting: "an id of a view or modifier in this file",
            found: "\"d\", which no view or modifier has")
    }

    @Test func refusesBadFramesAndContainersInExpectByStrategy() {
        expectRejection(
            modelText(root: row, extra: #", "expectByStrategy": { "exact": { "a": {} } }"#),
            path: "$.expectByStrategy.exact.a", expecting: "a frame: an object with at least one of", found: "an empty object")
        expectRejection(
            modelText(root: row, extra: #", "expectByStrategy": { "exact": { "a": { "w": 1 } } }"#),
            path: "$.expectByStrategy.exact.a.w", expecting: "one of the keys \"x\", \"y\", \"width\" or \"height\"")
        expectRejection(
            modelText(root: row, extra: #", "expectByStrategy": { "weighted": [] }"#),
            path: "$.expectByStrategy.weighted", expecting: "an object of expected frames keyed by id", found: "an empty array")
        expectRejection(
            modelText(root: row, extra: #", "expectByStrategy": 3"#),
            path: "$.expectByStrategy", expecting: "an object of expected frames keyed by strategy name, then by id", found: "3")
    }

    /// The example of docs/model-files.md, "Expectations": greedy's 80/95/65
    /// and `lex-fair`'s 72.5/95/72.5 for an HStack of 240 whose middle child
    /// has a minimum of 95.
    @Test func theExpectationsExampleInTheDocumentationDecodes() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/model-files.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Expectations\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let problem = try ModelFile.decode(block, file: "docs/model-files.md")
        #expect(problem.name == "minimum-above-share")
        #expect(
            problem.expect == [
                "a": ExpectedFrame(x: 0, width: 80),
                "b": ExpectedFrame(x: 80, width: 95),
                "c": ExpectedFrame(x: 175, y: 0, width: 65, height: 20),
            ])
        #expect(
            problem.expectByStrategy == [
                "lex-fair": [
                    "a": ExpectedFrame(width: 72.5), "b": ExpectedFrame(x: 72.5), "c": ExpectedFrame(x: 167.5, width: 72.5),
                ]
            ])
        // The error the documentation shows for a misspelt strategy, at the same line and column.
        #expect {
            try ModelFile.decode(block.replacingOccurrences(of: "\"lex-fair\"", with: "\"lexfair\""), file: "m.json")
        } throws: { error in
            (error as? ModelFileError)?.description == "m.json:20:5: $.expectByStrategy.lexfair: expected the name of an LP strategy: "
                + #""decomposed", "exact", "lex-fair", "min-deviation", "soft-ideal" or "weighted"; found unknown strategy "lexfair""#
        }
    }

    @Test func theBuiltInStrategyNamesAreTheSixOfTheLPEngine() {
        #expect(ModelFile.builtInStrategyNames == ["exact", "decomposed", "lex-fair", "weighted", "soft-ideal", "min-deviation"])
    }

    @Test func theReaderAcceptsTheStrategyNamesItIsGiven() throws {
        let text = modelText(root: row, extra: #", "expectByStrategy": { "mine": { "b": { "height": 20 } } }"#)
        let problem = try ModelFile.decode(text, file: "test.json", knownStrategies: ["mine"])
        #expect(problem.expectByStrategy == ["mine": ["b": ExpectedFrame(height: 20)]])

        let exact = modelText(root: row, extra: #", "expectByStrategy": { "exact": { "b": { "height": 20 } } }"#)
        #expect {
            try ModelFile.decode(exact, file: "test.json", knownStrategies: ["mine"])
        } throws: { error in
            (error as? ModelFileError).map { $0.jsonPath == "$.expectByStrategy.exact" && $0.expected.hasSuffix("\"mine\"") } ?? false
        }
    }

    /// Ids in file order, strategies in name order; `expectByStrategy` does
    /// not fit in 100 columns, so each strategy gets its own line.
    @Test func writesOnlyTheGivenComponentsAndTheStrategiesInNameOrder() throws {
        let problem = try decodeRoot(
            row,
            extra: """
                , "expect": { "c": { "x": 175, "width": 65 }, "a": { "width": 80 } },
                  "expectByStrategy": { "lex-fair": { "c": { "width": 72.5 } }, "exact": { "b": { "y": 0, "height": 20 } } }
                """)
        let text = ModelFile.encode(problem)
        #expect(
            text.contains(
                """
                  "expect": { "a": { "width": 80 }, "c": { "x": 175, "width": 65 } },
                  "expectByStrategy": {
                    "exact": { "b": { "y": 0, "height": 20 } },
                    "lex-fair": { "c": { "width": 72.5 } }
                  }
                }
                """), "\(text)")
    }
}
