import Foundation
import Testing

/// Two ids that are two spellings of "é" (U+00E9, and "e" + U+0301) are two
/// ids end to end (docs/model-files.md, "Ids"): both are laid out, `--json`
/// prints a frame for each, and `check` holds each to its own expectation.
@Suite struct IDSpellingTests {
    /// Two Colors side by side without spacing in 100 x 50: 50 x 50 each,
    /// the composed "é" at x 0, the decomposed one at x 50.
    static let model = #"""
        { "format": "layoutlp/1", "proposal": { "width": 100, "height": 50 },
          "root": { "type": "HStack", "spacing": 0, "children": [ { "type": "Color", "id": "\u00e9" }, { "type": "Color", "id": "e\u0301" } ] },
          "expect": { "\u00e9": { "x": 0, "width": 50 }, "e\u0301": { "x": 50, "width": 50 } } }
        """#

    @Test func jsonHasAFrameForEachSpelling() throws {
        let output = try CommandRunner.run(["solve", try CommandRunner.temporaryModel(Self.model), "--json"])
        #expect(output.status == 0, "\(output.standardError)")
        // Sorted by scalars: "e" (U+0065) comes before "é" (U+00E9).
        #expect(
            output.standardOutput.unicodeScalars.elementsEqual(
                """
                {
                  "engine": "greedy",
                  "frames": {
                    "e\u{301}": { "x": 50, "y": 0, "width": 50, "height": 50 },
                    "\u{E9}": { "x": 0, "y": 0, "width": 50, "height": 50 }
                  }
                }

                """.unicodeScalars), "\(output.standardOutput)")
    }

    @Test(arguments: [["--greedy-only"], []])
    func checkHoldsEachSpellingToItsOwnExpectation(_ options: [String]) throws {
        let output = try CommandRunner.run(["check", try CommandRunner.temporaryModel(Self.model)] + options)
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        // Swapping the expected x values makes both miss.
        let swapped = Self.model.replacingOccurrences(of: #"{ "x": 0, "width": 50 }"#, with: #"{ "x": 9, "width": 50 }"#)
        let failing = try CommandRunner.run(["check", try CommandRunner.temporaryModel(swapped)] + options)
        #expect(failing.status == 1)
        #expect(failing.standardOutput.contains("#\u{E9} (root/0): expected x 9 y — w 50 h —"), "\(failing.standardOutput)")
    }
}
