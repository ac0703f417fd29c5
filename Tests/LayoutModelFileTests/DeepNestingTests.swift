import LayoutModel
import Testing

@testable import LayoutModelFile

/// Deep files: the parser keeps its open containers on a heap stack, the
/// reader and writer run on a thread with a stack sized to the depth, and a
/// deeply nested JSON value is taken apart without recursion. The limits
/// follow `LayoutTree.maximumDepth` (model-files.md, "JSON" and "Depth"):
/// these tests derive every depth from it, so they hold whatever it is.
@Suite struct DeepNestingTests {
    /// `levels` arrays, each the only element of the one around it.
    static func nestedArrays(_ levels: Int) -> [UInt8] {
        Array(String(repeating: "[", count: levels).utf8) + Array(String(repeating: "]", count: levels).utf8)
    }

    /// A chain of `count` stacks, alternately VStack and HStack, each the
    /// only child of the one around it, the innermost holding a Color: a
    /// tree `count + 1` nodes deep, whose JSON nests `2 * count + 2` levels
    /// (the top level, then an object and a `children` array per stack).
    static func stackChain(_ count: Int) -> String {
        var text = ""
        for index in 0..<count { text += #"{ "type": "\#(index % 2 == 0 ? "VStack" : "HStack")", "children": ["# }
        text += #"{ "type": "Color", "id": "leaf" }"#
        text += String(repeating: "] }", count: count)
        return modelText(root: text)
    }

    /// How deeply the document's tape nests, counted without recursion:
    /// the containers open at each entry are those whose contents reach past it.
    static func nesting(of document: JSONDocument) -> Int {
        document.withView { tape in
            var deepest = 0
            var ends: [Int] = []
            for index in tape.entries.indices {
                while let end = ends.last, end <= index { ends.removeLast() }
                let kind = tape[index].kind
                if kind == .array || kind == .object {
                    ends.append(tape.end(of: index))
                    deepest = max(deepest, ends.count)
                }
            }
            return deepest
        }
    }

    @Test func theParserReadsTenThousandNestedArraysWithoutRecursion() throws {
        // Given room, the parser itself has no depth of its own: each open array is an entry on its heap stack.
        let document = try JSONParser.parseDocument(Self.nestedArrays(10_000), file: "deep.json", maximumDepth: 10_000)
        #expect(document.depth == 10_000)
        #expect(Self.nesting(of: document) == 10_000)
        // The tape is flat: dropping `document` releases a few arrays, whatever the nesting.
    }

    @Test func oneArrayPastTheGivenLimitIsRefusedAtItsBracket() {
        do {
            _ = try JSONParser.parseDocument(Self.nestedArrays(10_001), file: "deep.json", maximumDepth: 10_000)
            Issue.record("parsed past the limit")
        } catch {
            // The 10,001st bracket is at column 10,001, inside the first element of 10,000 arrays.
            // Written with its first and last 16 steps (cli.md, "Ids and names in text output").
            #expect(
                error.jsonPath == "$" + String(repeating: "[0]", count: 16) + "…(9968 more steps)…" + String(repeating: "[0]", count: 16))
            #expect(error.line == 1 && error.column == 10_001)
            #expect(error.expected == "at most 10000 nested arrays and objects")
            #expect(error.found == "[")
        }
    }

    @Test func theJSONLimitLeavesRoomForTheDeepestTree() {
        // The deepest JSON per tree node is a view in the overlay of its parent:
        // object, "modifiers" array, modifier object, "overlay" object (model-files.md, "JSON").
        #expect(JSONParser.maximumDepth >= 4 * LayoutTree.maximumDepth + 2)
    }

    /// A chain of `count` Colors, each in the overlay of the one around it: a
    /// tree `count` nodes deep (the overlay modifier is one node, its content
    /// one below it), whose JSON nests about 4 levels per overlay.
    static func overlayChain(_ count: Int) -> String {
        var text = ""
        for _ in 0..<count - 1 { text += #"{ "type": "Color", "modifiers": [{ "overlay": { "content": "# }
        text += #"{ "type": "Color", "id": "leaf" }"#
        text += String(repeating: "} }] }", count: count - 1)
        return modelText(root: text)
    }

    /// The depth of `node`'s chain of first children or overlay contents, and its innermost view's id.
    static func chainDepth(_ node: ViewNode) -> (depth: Int, innermost: String?) {
        var depth = 1
        var node = node
        while true {
            if let child = node.content.children.first {
                node = child
            } else if let content = node.modifiers.first?.kind.secondaryContent {
                node = content
            } else {
                return (depth, node.id)
            }
            depth += 1
        }
    }

    @Test func chainsAsDeepAsTheTreeMayBeAreRead() throws {
        // Stacks: the root stack is node 1 and the Color node `count + 1`; overlays: one node per Color.
        // The deepest chains the reader accepts. A deep ViewNode compares and deinitialises
        // recursively, so the check runs (and the trees die) on a large stack too.
        let limit = LayoutTree.maximumDepth
        for text in [Self.stackChain(limit - 1), Self.overlayChain(limit)] {
            let (depth, innermost) = try LargeStack.run(levels: 4 * limit) { () throws(ModelFileError) in
                Self.chainDepth(try ModelFile.decode(text, file: "deep.json").root)
            }
            #expect(depth == limit)
            #expect(innermost == "leaf")
        }
    }

    @Test func tenThousandNestedStacksAreReadOrRefusedWithTheirLimit() {
        // 10,000 stacks: JSON 20,002 levels deep, the tree 10,001 nodes. The JSON limit is checked
        // while parsing, so it is the one named when both are passed.
        let text = Self.stackChain(10_000)
        do {
            let problem = try ModelFile.decode(text, file: "deep.json")
            #expect(2 * 10_000 + 2 <= JSONParser.maximumDepth && 10_001 <= LayoutTree.maximumDepth)
            #expect(problem.root.content.children.count == 1)
        } catch {
            if 2 * 10_000 + 2 > JSONParser.maximumDepth {
                #expect(error.expected == "at most \(JSONParser.maximumDepth) nested arrays and objects")
            } else {
                #expect(error.expected.hasPrefix("a view tree at most \(LayoutTree.maximumDepth) nodes deep"))
            }
        }
    }

    @Test func aDeepChainRoundTrips() throws {
        // As deep as the tree may be, up to 10,000 views: above `LargeStack.inPlaceLevels`,
        // so reading and writing run on a thread of their own.
        let count = min(10_000, LayoutTree.maximumDepth - 1)
        var root = ViewNode(.shape(.color), id: "leaf")
        defer { LargeStack.run(levels: 2 * count) { root = ViewNode(.empty) } }
        for index in 0..<count {
            root = ViewNode(
                index % 2 == 0
                    ? .vStack(alignment: .center, spacing: nil, children: [root])
                    : .hStack(alignment: .center, spacing: nil, children: [root]))
        }
        #expect(ModelWriter.viewLevels(of: root) > LargeStack.inPlaceLevels)
        // A deep ViewNode compares and deinitialises recursively: that part runs on a large stack too.
        let (same, stable, text) = try LargeStack.run(levels: 2 * count) { [root] () throws(ModelFileError) in
            let problem = LayoutProblem(proposal: ProposedViewSize(width: 100, height: 100), root: root)
            let text = ModelFile.encode(problem)
            let decoded = try ModelFile.decode(text, file: "encoded.json")
            return (decoded == problem, ModelFile.encode(decoded) == text, text)
        }
        #expect(same)
        #expect(stable)
        // Indentation stops at 64 levels (model-files.md, "Writing"), and the chain is deeper.
        let indents = text.split(separator: "\n").map { (line: Substring) in line.prefix { $0 == " " }.count }
        #expect(indents.max() == 2 * JSONWriter.maximumIndentLevels)
    }
}
