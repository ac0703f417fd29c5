import GreedyLayout
import LayoutChecker
import LayoutModel
import LayoutPictures
import LayoutTestSupport
import Testing

/// The SVG's structure: one box per node and engine with the drawn frame,
/// the proposal outline, the caption, highlighting, clamping and escaping.
@Suite struct LayoutPictureTests {
    static let tolerance = Tolerance(1e-6)

    @Test func greedyPictureHasABoxPerIDWithTheHandWorkedFrame() throws {
        let tree = try Row.tree()
        let result = try GreedyLayoutEngine().layout(tree, proposal: Row.proposal)
        let picture = LayoutPicture(tree: tree, proposal: Row.proposal, title: "row (test)", results: [result], tolerance: Self.tolerance)
        let svg = try SVGDocument(picture.svg())

        #expect(svg.boxes.count == tree.nodes.count, "one box per node")
        let boxes = svg.boxesByID(engine: "greedy")
        #expect(Set(boxes.keys) == Set(Row.frames.keys))
        for (id, frame) in Row.frames {
            #expect(boxes[id]?.rect == frame, "\(id)")
            #expect(boxes[id]?.attributes["data-node"] == String(tree.idIndex[ModelID(id)]!))
            #expect(boxes[id]?.attributes["data-differs"] == nil)
        }
        #expect(boxes["row"]?.attributes["data-depth"] == "0")
        #expect(boxes["icon"]?.attributes["data-depth"] == "1")
        #expect(boxes["icon"]?.attributes["data-name"] == "Fixed")
        #expect(boxes["title"]?.attributes["data-path"] == "root/1")
        let labels = svg.elements(named: "text").filter { $0.attributes["data-label-for"] != nil }.map(\.text)
        #expect(labels == ["row 300×44", "icon 24×24", "title 268×44"])

        let outline = svg.elements(named: "rect").filter { $0.attributes["data-role"] == "proposal" }
        #expect(outline.map(\.rect) == [Rect(x: 0, y: 0, width: 300, height: 44)])
        let caption = svg.texts(role: "caption")
        #expect(caption.first == "row (test)")
        #expect(caption.contains { $0.hasPrefix("proposal: width 300, height 44") })
        #expect(caption.contains { $0.hasPrefix("engine: greedy") })
        #expect(picture.differingNodes.isEmpty)
        #expect(picture.comparisons.isEmpty)
    }

    @Test func labelsOfNodesSharingACornerDoNotOverlap() throws {
        // A frame modifier and the Color it wraps share a frame: their labels
        // go on successive lines.
        let tree = try LayoutTree(Color().id("inner").frame(width: 100, height: 100).node)
        let result = try GreedyLayoutEngine().layout(tree, proposal: ProposedViewSize(width: 100, height: 100))
        let picture = LayoutPicture(
            tree: tree, proposal: ProposedViewSize(width: 100, height: 100), title: "t",
            results: [result], tolerance: Self.tolerance)
        let labels = try SVGDocument(picture.svg()).elements(named: "text").filter { $0.attributes["data-label-for"] != nil }
        #expect(labels.map(\.text) == ["frame 100×100", "inner 100×100"])
        #expect(labels[0].number("x") == labels[1].number("x"))
        #expect(labels[0].number("y")! < labels[1].number("y")!)
    }

    @Test func sameInputGivesByteIdenticalSVG() throws {
        let tree = try Row.tree()
        let results = [
            Row.result("greedy", tree: tree),
            Row.result("lp/exact", tree: tree, changing: ["title": Rect(x: 32, y: 0, width: 267.5, height: 44)]),
        ]
        let first = LayoutPicture(tree: tree, proposal: Row.proposal, title: "row", results: results, tolerance: Self.tolerance).svg()
        let second = LayoutPicture(tree: try Row.tree(), proposal: Row.proposal, title: "row", results: results, tolerance: Self.tolerance)
            .svg()
        #expect(first == second)
    }

    @Test func overlayHighlightsExactlyTheNodeThatDiffers() throws {
        // Two hand-made results: the title is 1 point narrower in the second;
        // the icon differs by less than the tolerance and is not marked.
        let tree = try Row.tree()
        let greedy = Row.result("greedy", tree: tree)
        let lp = Row.result(
            "lp/exact", tree: tree,
            changing: [
                "title": Rect(x: 32, y: 0, width: 267, height: 44),
                "icon": Rect(x: 0, y: 10 + 1e-9, width: 24, height: 24),
            ])
        let picture = LayoutPicture(tree: tree, proposal: Row.proposal, title: "row", results: [greedy, lp], tolerance: Self.tolerance)
        let title = tree.idIndex["title"]!
        #expect(picture.differingNodes == [title])

        let svg = try SVGDocument(picture.svg())
        #expect(svg.boxes.count == 2 * tree.nodes.count, "a box per node and engine")
        let highlighted = svg.boxes.filter { $0.attributes["data-differs"] == "true" }
        #expect(highlighted.map { $0.attributes["data-id"] } == ["title", "title"])
        #expect(Set(highlighted.map { $0.attributes["data-engine"] }) == ["greedy", "lp/exact"])
        #expect(svg.boxesByID(engine: "lp/exact")["title"]?.rect == Rect(x: 32, y: 0, width: 267, height: 44))
        #expect(svg.boxesByID(engine: "greedy")["title"]?.rect == Rect(x: 32, y: 0, width: 268, height: 44))
        // Two distinct styles: the second result is dashed, the first is not.
        #expect(svg.boxesByID(engine: "greedy")["row"]?.attributes["stroke-dasharray"] == nil)
        #expect(svg.boxesByID(engine: "lp/exact")["row"]?.attributes["stroke-dasharray"] != nil)
        // Each engine keeps its hue (greedy's depth colour, the second orange), thick; red marks the label alone.
        #expect(highlighted.map { $0.attributes["stroke"] } == ["#2b8a3e", "#e8590c"])
        #expect(
            highlighted.allSatisfy { $0.attributes["stroke-width"] != svg.boxesByID(engine: "greedy")["row"]?.attributes["stroke-width"] })

        let caption = svg.texts(role: "caption")
        #expect(caption.contains("greedy and lp/exact differ at 1 of 3 nodes (tolerance 0.000001; layout frames), marked ✗ in red:"))
        #expect(caption.contains("  ✗ root/1 #title Color: greedy x 32 y 0 w 268 h 44 | lp/exact x 32 y 0 w 267 h 44 (width)"))
        #expect(svg.texts(role: "legend") == ["greedy: solid, coloured by depth", "lp/exact: dashed"])
        let label = svg.elements(named: "text").first { $0.attributes["data-label-for"] == String(title) }
        #expect(label?.text == "✗ title 268×44 | 267×44")
    }

    @Test func agreeingResultsHighlightNothing() throws {
        let tree = try Row.tree()
        let picture = LayoutPicture(
            tree: tree, proposal: Row.proposal, title: "row",
            results: [Row.result("greedy", tree: tree), Row.result("lp/exact", tree: tree)], tolerance: Self.tolerance)
        #expect(picture.differingNodes.isEmpty)
        let svg = try SVGDocument(picture.svg())
        #expect(svg.boxes.allSatisfy { $0.attributes["data-differs"] == nil })
        #expect(svg.texts(role: "caption").contains("greedy and lp/exact agree on all 3 nodes (tolerance 0.000001)"))
    }

    @Test func infiniteHugeAndNegativeLengthsAreClampedNeverWrittenAsNanOrInf() throws {
        // The row proposed (300, ∞): greedy makes the Color and the row
        // infinitely tall and centres the icon at y = ∞ (semantics, Lengths
        // at infinity). Hand-made: the title also starts at x −∞, the icon is
        // 1e12 wide.
        let tree = try Row.tree()
        let proposal = ProposedViewSize(width: 300, height: .infinity)
        let greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        #expect(greedy.frames[tree.idIndex["row"]!].height == .infinity)
        let odd = Row.result(
            "hand", tree: tree,
            changing: [
                "title": Rect(x: -.infinity, y: 0, width: .infinity, height: 44),
                "icon": Rect(x: -50, y: 10, width: 1e12, height: .nan),
            ])
        for results in [[greedy], [greedy, odd]] {
            let text = LayoutPicture(tree: tree, proposal: proposal, title: "row", results: results, tolerance: Self.tolerance).svg()
            #expect(!text.lowercased().contains("nan") && !text.lowercased().contains("inf"), "\(text)")
            let svg = try SVGDocument(text)
            for element in svg.elements {
                for name in ["x", "y", "width", "height", "x1", "x2", "y1", "y2"] {
                    if let value = element.attributes[name] {
                        let number = try #require(Double(value), "\(element.name) \(name)=\(value)")
                        #expect(number.isFinite && abs(number) <= 2 * LayoutPicture.coordinateLimit)
                        if name == "width" || name == "height" { #expect(number >= 0) }
                    }
                }
            }
            let viewBox = try #require(svg.elements(named: "svg").first?.attributes["viewBox"])
            #expect(viewBox.split(separator: " ").compactMap { Double($0) }.filter(\.isFinite).count == 4)
            let row = try #require(svg.boxesByID(engine: "greedy")["row"])
            #expect(row.attributes["data-clamped"] == "height")
            #expect(row.number("width") == 300)
            let label = svg.elements(named: "text").first { $0.attributes["data-label-for"] == row.attributes["data-node"] }?.text ?? ""
            #expect(label.contains("row 300×∞") && label.hasSuffix(" clamped"), "\(label)")
            // The height is proposed ∞: the outline keeps only the width, as
            // two vertical edges, and the caption says why.
            let edges = svg.elements(named: "line").filter { $0.attributes["data-role"] == "proposal" }
            #expect(edges.map { $0.number("x1") } == [0, 300])
            #expect(svg.texts(role: "caption").contains("proposal height ∞: not outlined (the root's height is ∞)"))
        }
        let svg = try SVGDocument(
            LayoutPicture(
                tree: tree, proposal: proposal, title: "row", results: [odd],
                tolerance: Self.tolerance
            ).svg())
        let boxes = svg.boxesByID(engine: "hand")
        #expect(boxes["title"]?.attributes["data-clamped"] == "width")
        #expect(boxes["icon"]?.attributes["data-clamped"] == "width height")
        #expect(svg.elements(named: "text").map(\.text).contains("icon 1000000000000×? clamped"))
    }

    @Test func anUnspecifiedProposalIsOutlinedAtTheRootsSize() throws {
        // Proposed (nil, 44): every child gets its ideal width (§1.4): 24 and
        // the Color's 10, 8 apart: the row is 42 wide.
        let tree = try Row.tree()
        let proposal = ProposedViewSize(width: nil, height: 44)
        let result = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        let svg = try SVGDocument(
            LayoutPicture(
                tree: tree, proposal: proposal, title: "row", results: [result],
                tolerance: Self.tolerance
            ).svg())
        let outline = svg.elements(named: "rect").filter { $0.attributes["data-role"] == "proposal" }
        #expect(outline.map(\.rect) == [Rect(x: 0, y: 0, width: 42, height: 44)])
        #expect(svg.texts(role: "caption").contains("proposal width unspecified: outlined at the root's width 42 (greedy)"))
    }

    @Test func idsAndTitlesAreEscaped() throws {
        let id = #"a&b<c>"d'e"#
        let tree = try LayoutTree(Color().id(id).node)
        let result = LayoutResult(engine: "greedy", frames: [Rect(x: 0, y: 0, width: 10, height: 10)], proposals: [nil])
        let text = LayoutPicture(
            tree: tree, proposal: ProposedViewSize(width: 10, height: 10), title: "<&> \"model\"",
            results: [result], tolerance: Self.tolerance
        ).svg()
        #expect(text.contains("a&amp;b&lt;c&gt;&quot;d&apos;e"))
        let svg = try SVGDocument(text)
        #expect(svg.boxes.first?.attributes["data-id"] == id)
        #expect(svg.texts(role: "caption").first == "<&> \"model\"")
        #expect(svg.elements(named: "title").first?.text == "<&> \"model\"")
    }
}
