import LayoutChecker
import LayoutModel
import LayoutPictures
import LayoutTestSupport
import Testing

/// Small multiples on hand-made results of classic case 2 (greedy 80/95/65,
/// the other engine 72.5/95/72.5, derived in
/// Models/strategies/classic-2-later-minimum-above-share.json).
@Suite struct SmallMultiplesTests {
    func results() throws -> (LayoutTree, LayoutResult, LayoutResult) {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().id("a"); Color().id("b"); Color().id("c")
            }.node)
        func result(_ widths: [Double], _ engine: String) -> LayoutResult {
            var frames = [Rect(x: 0, y: 0, width: 240, height: 20)]
            var x = 0.0
            for width in widths { frames.append(Rect(x: x, y: 0, width: width, height: 20)); x += width }
            return LayoutResult(engine: engine, frames: frames, proposals: Array(repeating: nil, count: frames.count))
        }
        return (tree, result([80, 95, 65], "greedy"), result([72.5, 95, 72.5], "lp/lex-fair"))
    }

    @Test func onePanelPerEngineAtOneScaleWithDifferencesCounted() throws {
        let (tree, greedy, fair) = try results()
        let picture = SmallMultiples(
            tree: tree, proposal: ProposedViewSize(width: 240, height: 20), title: "classic 2",
            panels: [.result(greedy), .result(fair), .message(engine: "lp/weighted", text: "refused: root: no")],
            tolerance: Tolerance(1e-6))
        let svg = try SVGDocument(picture.svg())
        let panels = svg.elements(named: "svg").filter { $0.attributes["data-panel"] != nil }
        #expect(panels.map { $0.attributes["data-engine"] } == ["greedy", "lp/lex-fair", "lp/weighted"])
        // a's width (80 vs 72.5), b's x (80 vs 72.5) and c's x and width
        // (175 vs 167.5, 65 vs 72.5) differ: 3 nodes; the row agrees.
        #expect(panels[1].attributes["data-differing"] == "3")
        // The same scale: both picture panels show 240 pt of row at the same pixel width.
        let scales = panels.prefix(2).compactMap { panel -> Double? in
            guard let width = panel.number("width"), let box = panel.attributes["viewBox"]?.split(separator: " "),
                box.count == 4, let points = Double(box[2])
            else { return nil }
            return width / points
        }
        #expect(scales.count == 2 && abs(scales[0] - scales[1]) < 1e-9)
        // The lex-fair panel draws a 72.5 pt wide box for a, greedy's 80.
        let aBoxes = svg.boxes.filter { $0.attributes["data-id"] == "a" }.compactMap { $0.number("width") }
        #expect(aBoxes.contains(80) && aBoxes.contains(72.5))
        #expect(svg.elements(named: "text").contains { $0.text.contains("refused: root: no") })
    }
}
