import Foundation
import Testing

/// Ids and names from a model never reach the terminal raw (docs/cli.md,
/// "Ids and names in text output"): an escape sequence, a bell, a line
/// break or a right-to-left override in an id or a model's name is printed
/// as its JSON escape in trees, tables, reports, headers and errors, while
/// `--json` stays JSON that decodes to the ids as written.
@Suite struct TextEscapingTests {
    /// An HStack of two Colors at 100 x 50: the default spacing between
    /// two shapes is 8, so each is (100 - 8) / 2 = 46 wide, the second at 54.
    /// The ids are ESC [31m (red), a line break, and BEL, RLO, "evil", CSI;
    /// the name is an OSC sequence that would set the window title.
    static let model = #"""
        { "format": "layoutlp/1", "name": "\u001b]0;owned\u0007", "proposal": { "width": 100, "height": 50 },
          "root": { "type": "HStack", "id": "\u001b[31m", "children": [
            { "type": "Color", "id": "\n" }, { "type": "Color", "id": "\u0007\u202Eevil\u009b" } ] } }
        """#

    /// True when `text` holds a control character other than a line feed, or
    /// a right-to-left override: what must not reach a terminal.
    static func holdsRawControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
    }

    @Test func theTreeAndTheHeaderEscapeIDsAndTheName() throws {
        let path = try CommandRunner.temporaryModel(Self.model)
        let output = try CommandRunner.run(["solve", path])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(!Self.holdsRawControls(output.standardOutput))
        #expect(
            output.standardOutput == #"""
                \u001B]0;owned\u0007 (\#(path)), proposal (100, 50), engine greedy
                HStack #\u001B[31m  x 0 y 0 w 100 h 50
                ├─ Color #\n  x 0 y 0 w 46 h 50
                └─ Color #\u0007\u202Eevil\u009B  x 54 y 0 w 46 h 50

                """#)
    }

    @Test func jsonOutputStaysJSONWithTheIDsAsWritten() throws {
        let path = try CommandRunner.temporaryModel(Self.model)
        let output = try CommandRunner.run(["solve", path, "--json"])
        #expect(output.status == 0)
        #expect(!Self.holdsRawControls(output.standardOutput))
        let json = try #require(JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [String: Any])
        #expect(Set(frames.keys) == ["\u{1B}[31m", "\n", "\u{07}\u{202E}evil\u{9B}"])
    }

    @Test func theStrategiesTableEscapesIDs() throws {
        let path = try CommandRunner.temporaryModel(Self.model)
        let output = try CommandRunner.run(["check", path, "--engine", "exact", "--engine", "decomposed"])
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(!Self.holdsRawControls(output.standardOutput))
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.first == #"ok: \u001B]0;owned\u0007 (\#(path)), proposal (100, 50), reference greedy"#)
        #expect(lines.contains { $0.hasPrefix(#"  Color #\u0007\u202Eevil\u009B  greedy "#) })
    }

    @Test func anUnmetExpectationNamesTheEscapedID() throws {
        // The first Color is 46 wide, not 45.
        let path = try CommandRunner.temporaryModel(
            Self.model.replacingOccurrences(of: "] } }", with: #"] }, "expect": { "\n": { "width": 45 } } }"#))
        let output = try CommandRunner.run(["check", path, "--greedy-only"])
        #expect(output.status == 1)
        #expect(!Self.holdsRawControls(output.standardOutput))
        #expect(
            output.standardOutput.contains(#"  #\n (root/0): expected x — y — w 45 h —, got x 0 y 0 w 46 h 50 [width differ]"#),
            "\(output.standardOutput)")
    }

    @Test func errorsEscapeTheIDsTheyQuote() throws {
        let path = try CommandRunner.temporaryModel(
            #"""
            { "format": "layoutlp/1", "root": { "type": "HStack", "children": [
              { "type": "Color", "id": "\u202E" }, { "type": "Color", "id": "\u202E" } ] } }
            """#)
        let output = try CommandRunner.run(["solve", path])
        #expect(output.status == 2)
        #expect(!Self.holdsRawControls(output.standardError))
        #expect(
            output.standardError.contains(#"$.root.children[1].id: expected an id used only once in the file; found "\u202E""#),
            "\(output.standardError)")
    }

    @Test func anExportHeaderEscapesTheName() throws {
        let path = try CommandRunner.temporaryModel(Self.model)
        let output = try CommandRunner.run(["export", path, "--format", "lp"])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix(#"\ layoutlp export: \u001B]0;owned\u0007 (\#(path)), strategy exact"#))
    }
}
