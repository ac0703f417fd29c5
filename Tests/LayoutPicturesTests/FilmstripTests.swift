import LayoutChecker
import LayoutModel
import LayoutPictures
import LayoutTestSupport
import Testing

/// The filmstrip says which engine each overlaid box is (issue 28, point 7;
/// issue 32, one picture style): `HStack(spacing: 0) { a; b }` at 100 × 10
/// where the reference gives 50/50, engine `two` moves b (node 2) and
/// engine `three` moves a and b (nodes 1 and 2). Each engine's differing
/// boxes carry its stroke (dashed orange, dotted grey, as in the main
/// picture), the strip counts per engine, and a legend names every stroke.
@Suite struct FilmstripTests {
    @Test func eachEngineHasItsStrokeCountAndLegendLine() throws {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().id("a"); Color().id("b")
            }.node)
        func result(_ engine: String, _ a: Double, _ b: Double) -> LayoutResult {
            let frames = [
                Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 0, width: a, height: 10),
                Rect(x: a, y: 0, width: b, height: 10),
            ]
            return LayoutResult(engine: engine, frames: frames, proposals: frames.map { _ in nil })
        }
        let strip = Filmstrip(
            tree: tree, title: "row",
            frames: [
                Filmstrip.Frame(
                    proposal: ProposedViewSize(width: 100, height: 10),
                    results: [result("greedy", 50, 50), result("two", 50, 40), result("three", 60, 40)])
            ], tolerance: Tolerance(1e-6))
        let svg = try SVGDocument(strip.svg())
        #expect(
            svg.texts(role: "legend") == [
                "greedy: solid boxes in depth colours (the reference)",
                "two: dashed orange boxes where it differs from greedy",
                "three: dotted grey boxes where it differs from greedy",
            ])
        let texts = svg.elements(named: "text").map(\.text)
        #expect(texts.contains("two: 1 differ") && texts.contains("three: 2 differ"), "\(texts)")
        let overlays = svg.elements(named: "rect").filter { $0.attributes["data-engine"] != nil }
        #expect(
            overlays.map { "\($0.attributes["data-engine"]!) \($0.attributes["data-node"]!) \($0.attributes["stroke"]!)" } == [
                "two 2 #e8590c", "three 1 #495057", "three 2 #495057",
            ])
    }
}
