import GreedyLayout
import LayoutChecker
import LayoutModel
import LayoutPictures
import LayoutTestSupport
import Testing

/// Pictures for a paper (`PictureOptions`): ids only, no caption unless
/// asked, Text drawn inside its box, labels that never overprint, a scale bar.
@Suite struct PictureOptionsTests {
    static let tolerance = Tolerance(1e-6)

    private static func svg(_ node: ViewNode, _ proposal: ProposedViewSize, _ options: PictureOptions) throws -> SVGDocument {
        let tree = try LayoutTree(node)
        let result = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        return try SVGDocument(
            LayoutPicture(
                tree: tree, proposal: proposal, title: "t", results: [result], tolerance: tolerance,
                options: options
            ).svg())
    }

    /// The README's row: `padding #bar` (a modifier with an id) stays, the
    /// title's `frame` (a modifier without one) goes; every view stays;
    /// labels are the ids alone.
    @Test func idsOnlyDropsUnnamedModifiersAndLabelsByIDAlone() throws {
        let row = HStack {
            Fixed(width: 24, height: 24).id("icon")
            Color().id("title").frame(maxWidth: 120)
            Spacer().id("gap")
        }.id("row").padding(.horizontal, 16).id("bar")
        let svg = try Self.svg(row.node, ProposedViewSize(width: 300, height: 44), PictureOptions(idsOnly: true))
        #expect(svg.boxes.map { $0.attributes["data-name"] ?? "" } == ["padding", "HStack", "Fixed", "Color", "Spacer"])
        let labels = svg.elements(named: "text").filter { $0.attributes["data-label-for"] != nil }.map(\.text)
        #expect(labels == ["bar", "row", "icon", "title", "gap"])
    }

    @Test func theCaptionIsDrawnOnlyWhenAsked() throws {
        let node = Color().id("c").node, proposal = ProposedViewSize(width: 40, height: 20)
        #expect(try Self.svg(node, proposal, PictureOptions(caption: false)).texts(role: "caption").isEmpty)
        #expect(try Self.svg(node, proposal, PictureOptions(caption: true)).texts(role: "caption").first == "t")
    }

    /// "Hello world" at font size 10 in a width of 30: the advance is 5
    /// (docs/text-metrics.md: 0.5 × size), so 6 characters fit a line and
    /// the words wrap: "Hello" / "world", each 25 wide (textLength), the
    /// first baseline 10 below the top (ascent 1.0 × size), the next one
    /// line (12.5) lower.
    @Test func textIsDrawnInsideItsBoxAsTheMetricsWrapIt() throws {
        let node = Text("Hello world", fontSize: 10).id("t").node
        let svg = try Self.svg(node, ProposedViewSize(width: 30, height: 100), PictureOptions())
        let lines = svg.elements(named: "text").filter { $0.attributes["data-text-for"] != nil }
        #expect(lines.map(\.text) == ["Hello", "world"])
        #expect(lines.map { $0.number("textLength") } == [25, 25])
        #expect(lines.map { $0.number("x") } == [0, 0], "the root is placed at the origin (model-files.md)")
        #expect(lines.map { $0.number("y") } == [10, 22.5])
        let none = try Self.svg(node, ProposedViewSize(width: 30, height: 100), PictureOptions(textContent: false))
        #expect(none.elements(named: "text").allSatisfy { $0.attributes["data-text-for"] == nil })
    }

    /// The longest 1, 2 or 5 × 10^k at most a quarter of the drawing's
    /// width: 300 → 75 → 50; 40 → 10 → 10; 1000 → 250 → 200.
    @Test(arguments: [(300.0, 50.0), (40, 10), (1000, 200)])
    func theScaleBarIsARoundLengthAQuarterOfTheWidthAtMost(_ width: Double, _ length: Double) throws {
        let svg = try Self.svg(Color().node, ProposedViewSize(width: width, height: 10), PictureOptions())
        let bar = svg.elements(named: "g").filter { $0.attributes["data-role"] == "scale-bar" }
        #expect(bar.map { $0.number("data-length") } == [length])
        #expect(
            try Self.svg(Color().node, ProposedViewSize(width: width, height: 10), PictureOptions(scaleBar: false))
                .elements(named: "g").allSatisfy { $0.attributes["data-role"] != "scale-bar" })
    }

    /// Twenty frames nested in a 20 × 20 box share one corner: there are not
    /// twenty free lines, so some labels become numbered markers with the
    /// label in the legend, and no two labels drawn overlap.
    @Test func labelsNeverOverprintOnAThinLayout() throws {
        var node = Color().id("core")
        for level in 0..<20 { node = node.frame(width: 20, height: 20).id("f\(level)") }
        let svg = try Self.svg(node.node, ProposedViewSize(width: 20, height: 20), PictureOptions())
        let font = try #require(svg.elements(named: "g").first { $0.attributes["data-layer"] == "labels" }?.number("font-size"))
        let labels = svg.elements(named: "text").filter { $0.attributes["data-label-for"] != nil }
        let rects = labels.map { label in
            Rect(
                x: label.number("x")!, y: label.number("y")! - font * 0.95, width: Double(label.text.count) * 0.6 * font,
                height: font * 1.25)
        }
        for (a, first) in rects.enumerated() {
            for second in rects[(a + 1)...] {
                let overlap =
                    first.x < second.x + second.width && second.x < first.x + first.width
                    && first.y < second.y + second.height && second.y < first.y + first.height
                #expect(!overlap, "\(first) and \(second)")
            }
        }
        let legend = svg.texts(role: "label-legend")
        #expect(!legend.isEmpty)
        #expect(labels.count + legend.filter { $0.contains("no room to mark it") }.count == 21, "every node is labelled or listed")
        #expect(legend.first?.hasPrefix("[1] ") == true)
    }

    /// Issue 31, item 9: 200 frames nested in a 20 × 20 square have room
    /// for twenty label lines; the legend lists 50 of the rest and counts
    /// the others in one line, so the picture stays short (about 70 caption
    /// lines instead of about 180).
    @Test func theLegendStopsAtFiftyLabelsAndCountsTheRest() throws {
        var node = Color().id("core")
        for level in 0..<200 { node = node.frame(width: 20, height: 20).id("f\(level)") }
        let svg = try Self.svg(node.node, ProposedViewSize(width: 20, height: 20), PictureOptions())
        let legend = svg.texts(role: "label-legend")
        let labels = svg.elements(named: "text").filter { $0.attributes["data-label-for"] != nil }
        #expect(legend.count == 51)
        #expect(legend[49].hasPrefix("[50] "))
        let listed = legend.prefix(50).filter { !$0.contains("no room to mark it") }.count
        let omitted = 201 - (labels.count - listed) - 50
        #expect(
            legend[50] == "… and \(omitted) more labels without room, not drawn (the legend stops at 50; --ids-only labels fewer nodes)")
        #expect(omitted > 100)
    }
}

/// Leader lines: a label moved off its box points back at it.
@Suite struct LeaderLineTests {
    /// A 4 × 4 frame centred in a 200 × 100 ZStack (ZStack §4: centred, so
    /// at ((200 - 4) / 2, (100 - 4) / 2) = (98, 48)) wrapped in four
    /// paddings of 0 that share its frame: six labels at one corner of a box
    /// smaller than a line, so all but the first go below it, each with a
    /// leader line ending on the box.
    @Test func labelsMovedOffTheirBoxGetALeaderLineToIt() throws {
        var tiny = Color().id("tiny").frame(width: 4, height: 4).id("f1")
        for level in 1...4 { tiny = tiny.padding(0).id("p\(level)") }
        let root = ZStack {
            Color().id("big"); tiny
        }
        let tree = try LayoutTree(root.node)
        let proposal = ProposedViewSize(width: 200, height: 100)
        let result = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        let svg = try SVGDocument(
            LayoutPicture(
                tree: tree, proposal: proposal, title: "t", results: [result],
                tolerance: Tolerance(1e-6)
            ).svg())
        let leaders = svg.elements(named: "line").filter { $0.attributes["data-leader-for"] != nil }
        let led = Set(leaders.compactMap { $0.attributes["data-leader-for"].flatMap(Int.init) }.map { tree[$0].id ?? "" })
        #expect(led.isSuperset(of: ["p3", "p2", "p1", "f1", "tiny"]), "\(led)")
        #expect(!led.contains("big"))
        for leader in leaders
        where ["p4", "p3", "p2", "p1", "f1", "tiny"].contains(tree[Int(leader.attributes["data-leader-for"]!)!].id ?? "") {
            let x = try #require(leader.number("x2")), y = try #require(leader.number("y2"))
            #expect((98...102).contains(x) && (48...52).contains(y), "ends on the box: \(x), \(y)")
        }
    }
}
