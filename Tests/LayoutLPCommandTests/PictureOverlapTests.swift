import Foundation
import LayoutTestSupport
import Testing

/// Every picture path keeps its texts apart (issue 32, "Pictures"): the
/// overlay and small multiples of `render`, and `sweep`'s filmstrip and
/// chart, on the classic cases and seed 003's card. A text's box is
/// estimated from the SVG as a monospace renderer draws it
/// (`SVGTextBoxes`); where `rsvg-convert` is installed (the README's set-up
/// installs it) each picture is also rendered to PNG.
@Suite(.disabled(if: QuickTests.enabled, QuickTests.reason)) struct PictureOverlapTests {
    static let classicCases = [
        "classic-1-equal-split", "classic-2-later-minimum-above-share", "classic-3-under-fill", "classic-4-priority-against-3-colors",
        "classic-5-overflow", "classic-6-color-and-spacer", "classic-7-degenerate-minimax",
    ].map { "Models/strategies/\($0).json" }
    static let card = "Models/seeds/seed003-event-card-sheet-1-baseline.json"

    /// The texts of `svg` that overlap, one line per pair (empty when none do).
    static func overlaps(_ svg: String) throws -> [String] {
        try SVGTextBoxes(svg).overlaps().map { "\($0.0) overlaps \($0.1)" }
    }

    /// `svg` rendered to PNG by rsvg-convert, where it is installed: a PNG comes out.
    static func rendersToPNG(_ svg: String, name: String) throws {
        guard RenderCommandTests.hasConverter else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-overlap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("\(name).svg"), output = folder.appendingPathComponent("\(name).png")
        try svg.write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(name)")
        let bytes = try Data(contentsOf: output)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name): not a PNG")
    }

    @Test(arguments: classicCases)
    func theOverlayAndTheSmallMultiplesKeepTheirTextsApart(model: String) throws {
        for arguments in [["--engine", "greedy", "--engine", "lex-fair"], ["--engine", "all"], ["--ids-only"]] {
            let output = try CommandRunner.run(["render", model] + arguments)
            #expect(output.status == 0, "\(arguments): \(output.standardError)")
            let overlaps = try Self.overlaps(output.standardOutput)
            #expect(overlaps.isEmpty, "\(model) \(arguments):\n\(overlaps.joined(separator: "\n"))")
        }
    }

    @Test func theCardKeepsItsTextsApart() throws {
        for arguments in [[], ["--engine", "greedy", "--engine", "exact"], ["--ids-only", "--caption"]] {
            let output = try CommandRunner.run(["render", Self.card] + arguments)
            #expect(output.status == 0, "\(arguments): \(output.standardError)")
            let overlaps = try Self.overlaps(output.standardOutput)
            #expect(overlaps.isEmpty, "card \(arguments):\n\(overlaps.joined(separator: "\n"))")
            try Self.rendersToPNG(output.standardOutput, name: "card")
        }
    }

    /// A sweep's filmstrip and chart, three engines, the breakpoints marked.
    @Test func aSweepsFilmstripAndChartKeepTheirTextsApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-overlap-sweep-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try CommandRunner.run([
            "sweep", Self.classicCases[1], "--width", "150:600:10", "--engine", "greedy", "--engine", "exact",
            "--engine", "lex-fair", "-o", folder, "--node", "b", "--filmstrip", "200,290,400,550",
            "--breakpoints",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        for name in ["filmstrip.svg", "chart-b.svg"] {
            let svg = try String(contentsOfFile: (folder as NSString).appendingPathComponent(name), encoding: .utf8)
            let overlaps = try Self.overlaps(svg)
            #expect(overlaps.isEmpty, "\(name):\n\(overlaps.joined(separator: "\n"))")
            try Self.rendersToPNG(svg, name: name)
        }
        // The chart marks exact's breakpoints, each a line at its width.
        let chart = try SVGDocument(String(contentsOfFile: (folder as NSString).appendingPathComponent("chart-b.svg"), encoding: .utf8))
        let markers = chart.elements(named: "line").compactMap { $0.attributes["data-marker"] }
        #expect(!markers.isEmpty)
        #expect(chart.elements(named: "text").contains { $0.text.hasPrefix("exact's breakpoints (\(markers.count))") })
    }

    /// The estimate itself: two labels on one line overlap, on lines 1.25 em apart they do not.
    @Test func theEstimateTellsOverlappingTextsFromNeighbours() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" font-size="10">
              <text x="0" y="10">abcdef</text><text x="30" y="10">ghi</text>
              <text x="0" y="22.5">jkl</text>
              <svg x="100" y="0" width="50" height="50" viewBox="0 0 100 100"><text x="0" y="20" font-size="20">mn</text></svg>
              <text x="105" y="8">o</text>
            </svg>
            """
        let boxes = try SVGTextBoxes(svg)
        // "abcdef" is 36 wide from 0; "ghi" starts at 30. "mn" is 24 × 0.5 = 12 wide at x 100, from y 2.5 to 12;
        // "o" spans x 105-111, y 0.5-10.
        #expect(boxes.overlaps().map { [$0.0.text, $0.1.text] } == [["abcdef", "ghi"], ["mn", "o"]])
    }
}
