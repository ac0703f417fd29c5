import LayoutChecker
import LayoutModel
import Testing

/// `FrameTreeRenderer` prints one line per node in pre-order: box-drawing
/// prefixes (`├─ ` for a child with later siblings, `└─ ` for the last,
/// `│  ` / `   ` continuing below them), the element name, `#id`, the path
/// when `showsPaths`, two spaces, then the frame. Expected texts are written
/// out by hand.
@Suite struct FrameTreeRendererTests {
    @Test func rendersOneResultAsABoxDrawnTree() throws {
        let sample = try Sample()
        let text = FrameTreeRenderer(tree: sample.tree).render(sample.result("greedy", Sample.greedyFrames))
        #expect(
            text == """
                padding  x 0 y 0 w 316 h 42
                └─ HStack #row  x 16 y 16 w 284 h 10
                   ├─ Color #a  x 16 y 16 w 276 h 10
                   └─ Spacer  x 292 y 21 w 8 h 0

                """)
    }

    /// An id is printed with what does not print as itself escaped
    /// (`PrintableText`): an escape sequence, a line break or a
    /// right-to-left override in an id cannot reach the terminal.
    @Test func escapesControlCharactersInIDs() throws {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().id("\u{1B}[31m")
                Color().id("a\nb\u{202E}c")
            }.id("\\").node)
        let frames = [
            Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 10, height: 10),
        ]
        let text = FrameTreeRenderer(tree: tree).render(LayoutResult(engine: "greedy", frames: frames, proposals: [nil, nil, nil]))
        #expect(
            text == #"""
                HStack #\\  x 0 y 0 w 20 h 10
                ├─ Color #\u001B[31m  x 0 y 0 w 10 h 10
                └─ Color #a\nb\u202Ec  x 10 y 0 w 10 h 10

                """#)
    }

    @Test func showsPathsAfterTheNameAndID() throws {
        let sample = try Sample()
        let text = FrameTreeRenderer(tree: sample.tree, showsPaths: true).render(sample.result("greedy", Sample.greedyFrames))
        #expect(
            text == """
                padding (root/padding)  x 0 y 0 w 316 h 42
                └─ HStack #row (root)  x 16 y 16 w 284 h 10
                   ├─ Color #a (root/0)  x 16 y 16 w 276 h 10
                   └─ Spacer (root/1)  x 292 y 21 w 8 h 0

                """)
    }

    @Test func continuesTheVerticalLineBelowAChildWithLaterSiblings() throws {
        // Frames here are arbitrary: the renderer prints what it is given,
        // including fractions and infinities through formatLength. The
        // overlay's content is labelled with its role.
        let tree = try LayoutTree(
            VStack {
                Color().id("c").padding().overlay { Circle() }
                Rectangle()
            }.node)
        var frames = [Rect](repeating: .zero, count: tree.nodes.count)
        for (offset, index) in tree.preorder.enumerated() {
            frames[index] = Rect(x: Double(offset), y: 0.5, width: .infinity, height: Double(offset) * 10)
        }
        let text = FrameTreeRenderer(tree: tree).render(LayoutResult(engine: "e", frames: frames, proposals: frames.map { _ in nil }))
        #expect(
            text == """
                VStack  x 0 y 0.5 w inf h 0
                ├─ overlay  x 1 y 0.5 w inf h 10
                │  ├─ padding  x 2 y 0.5 w inf h 20
                │  │  └─ Color #c  x 3 y 0.5 w inf h 30
                │  └─ Circle [content]  x 4 y 0.5 w inf h 40
                └─ Rectangle  x 5 y 0.5 w inf h 50

                """)
    }

    /// Issue 31, item 10: below `indentationLimit` levels (32) a line keeps
    /// the 32nd level's indentation and says its depth, so a chain of 2,000
    /// paddings prints lines no longer than the 32nd's, not 6,000 columns.
    @Test func indentationStopsGrowingBelowItsLimit() throws {
        var node = Color().id("leaf").node
        for _ in 0..<2_000 { node = node.padding(1) }
        let tree = try LayoutTree(node)
        let frames = tree.nodes.map { _ in Rect(x: 0, y: 0, width: 1, height: 1) }
        let text = FrameTreeRenderer(tree: tree).render(LayoutResult(engine: "e", frames: frames, proposals: frames.map { _ in nil }))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2_001)
        // Depth 32: 31 levels of "   " then "└─ " (3 characters each).
        #expect(lines[32] == String(repeating: " ", count: 31 * 3) + "└─ padding  x 0 y 0 w 1 h 1")
        #expect(lines[33] == String(repeating: " ", count: 32 * 3) + "[depth 33] padding  x 0 y 0 w 1 h 1")
        #expect(lines[2_000] == String(repeating: " ", count: 32 * 3) + "[depth 2000] Color #leaf  x 0 y 0 w 1 h 1")
        #expect(lines.allSatisfy { $0.count <= 96 + 50 })
    }

    @Test func notesMarkTheirNodes() throws {
        let sample = try Sample()
        let text = FrameTreeRenderer(tree: sample.tree).render(
            sample.result("greedy", Sample.greedyFrames), notes: [sample.index("root/1"): "look here"])
        #expect(
            text == """
                padding  x 0 y 0 w 316 h 42
                └─ HStack #row  x 16 y 16 w 284 h 10
                   ├─ Color #a  x 16 y 16 w 276 h 10
                   └─ ✗ Spacer  x 292 y 21 w 8 h 0   <- look here

                """)
    }

    @Test func twoResultsShowBothFramesOnlyOnMarkedNodes() throws {
        let sample = try Sample()
        var lpFrames = Sample.greedyFrames
        lpFrames["root/1"] = Rect(x: 292, y: 16, width: 8, height: 0)
        lpFrames["root"] = Rect(x: 16, y: 16, width: 284.5, height: 10)  // differs but is not marked
        let text = FrameTreeRenderer(tree: sample.tree).render(
            sample.result("greedy", Sample.greedyFrames), sample.result("lp", lpFrames),
            marked: [sample.index("root/1")])
        // Unmarked lines show the left result only.
        #expect(
            text == """
                padding  x 0 y 0 w 316 h 42
                └─ HStack #row  x 16 y 16 w 284 h 10
                   ├─ Color #a  x 16 y 16 w 276 h 10
                   └─ ✗ Spacer  greedy: x 292 y 21 w 8 h 0  |  lp: x 292 y 16 w 8 h 0

                """)
    }

    @Test func labelNamesElementIDAndOptionallyPath() throws {
        let sample = try Sample()
        #expect(FrameTreeRenderer(tree: sample.tree).label(sample.index("root")) == "HStack #row")
        #expect(FrameTreeRenderer(tree: sample.tree).label(sample.index("root/1")) == "Spacer")
        #expect(FrameTreeRenderer(tree: sample.tree, showsPaths: true).label(sample.index("root/0")) == "Color #a (root/0)")
    }
}
