import LayoutModel
import Testing

@testable import LayoutModelFile

/// `JSONWriter.inlineLength` decides whether a value goes on one line
/// without rendering it; it must agree with the rendering it stands for.
@Suite struct InlineLengthTests {
    static let values: [JSONValue] = [
        .null, .bool(true), .bool(false), .number(0), .number(-2.5), .number(1e20), .number(.infinity),
        .string(""), .string("plain"), .string("quote \" and \\ slash"), .string("line\nbreak\u{01}"),
        .string("e\u{301}"), .string("\u{301}starts with a combining accent"), .string("👩‍👩‍👧‍👦 family"),
        .string("\r\n"), .array([]), .object([]),
        .array([.number(1), .string("\u{301}"), .null]),
        .object([("x", .number(0)), ("width", .number(93.5)), ("é\u{301}", .array([.bool(true), .object([])]))]),
        .object([("frames", .object([("a", .object([("x", .number(1)), ("y", .number(2))]))]))]),
    ]

    @Test(arguments: values)
    func theLengthIsTheRenderedLengthWhenItFits(value: JSONValue) {
        let rendered = JSONWriter.inline(value).count
        #expect(JSONWriter.inlineLength(value, limit: rendered) == rendered)
        #expect(JSONWriter.inlineLength(value, limit: .max) == rendered)
    }

    @Test(arguments: values)
    func oneCharacterShortOfTheRenderingIsNil(value: JSONValue) {
        let rendered = JSONWriter.inline(value).count
        #expect(JSONWriter.inlineLength(value, limit: rendered - 1) == nil)
    }

    @Test func framesOfManyViewsAreWrittenOneFramePerLine() {
        // 26 frames cannot share the 100-character line of the document or of
        // "frames"; each frame alone fits its line (4 spaces, the quoted id,
        // ": ", then { "x": 0, "y": 0, "width": 10, "height": 20 }).
        var frames: [ModelID: Rect] = [:]
        for letter in "abcdefghijklmnopqrstuvwxyz" {
            frames[ModelID(String(letter))] = Rect(x: 0, y: 0, width: 10, height: 20)
        }
        let lines = FramesJSON.encode(engine: "greedy", frames: frames).split(separator: "\n")
        #expect(lines.count == 2 + 1 + 26 + 2)
        #expect(lines[0] == "{")
        #expect(lines[1] == #"  "engine": "greedy","#)
        #expect(lines[2] == #"  "frames": {"#)
        #expect(lines[3] == #"    "a": { "x": 0, "y": 0, "width": 10, "height": 20 },"#)
        #expect(lines[28] == #"    "z": { "x": 0, "y": 0, "width": 10, "height": 20 }"#)
        #expect(lines[29] == "  }")
        #expect(lines[30] == "}")
    }

    @Test func aDocumentThatFitsStaysOnOneLine() {
        let text = FramesJSON.encode(engine: "greedy", frames: [ModelID("a"): Rect(x: 0, y: 0, width: 1, height: 2)])
        // 86 characters: within the line width of 100.
        #expect(text == #"{ "engine": "greedy", "frames": { "a": { "x": 0, "y": 0, "width": 1, "height": 2 } } }"# + "\n")
    }
}
