import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutLPCommand

/// `render` for a paper: no caption for one engine unless asked, ids only,
/// PDF through rsvg-convert (exit 2 naming the package when it is missing).
@Suite struct RenderForPaperTests {
    static let model = "Models/examples/row-with-spacer.json"

    @Test func oneEnginesPictureHasNoCaptionUnlessAsked() throws {
        let plain = try SVGDocument(try CommandRunner.run(["render", Self.model]).standardOutput)
        #expect(plain.texts(role: "caption").isEmpty)
        let asked = try SVGDocument(try CommandRunner.run(["render", Self.model, "--caption"]).standardOutput)
        #expect(asked.texts(role: "caption").first == "row-with-spacer (\(Self.model))")
        // Two engines overlaid: the caption says whether they differ, so it is on unless refused.
        let both = try SVGDocument(try CommandRunner.run(["render", Self.model, "--engine", "greedy", "--engine", "exact"]).standardOutput)
        #expect(both.texts(role: "caption").contains { $0.hasPrefix("greedy and lp/exact agree on all 6 nodes") })
        let refused = try SVGDocument(
            try CommandRunner.run(["render", Self.model, "--engine", "greedy", "--engine", "exact", "--no-caption"]).standardOutput)
        #expect(refused.texts(role: "caption").isEmpty)
    }

    /// The title's `frame` has no id: with `--ids-only` its box is left
    /// out (6 nodes, 5 boxes), and the labels are the five ids.
    @Test func idsOnlyLeavesOutUnnamedModifiers() throws {
        let svg = try SVGDocument(try CommandRunner.run(["render", Self.model, "--ids-only"]).standardOutput)
        #expect(svg.boxes.count == 5)
        let labels = svg.elements(named: "text").filter { $0.attributes["data-label-for"] != nil }.map(\.text)
        #expect(labels == ["bar", "row", "icon", "title", "gap"])
    }

    @Test func aMissingConverterForAPDFExitsTwoNamingTheDebianPackage() throws {
        let folder = try RenderCommandTests.temporaryFolder()
        let environment = ["PATH": folder.appendingPathComponent("empty").path]
        for (arguments, file) in [(["-o", "row.pdf"], "row.pdf"), (["-o", "row.svg", "--pdf"], "row.svg")] {
            let output = try CommandRunner.run(
                ["render", Self.model] + arguments.map { $0.hasPrefix("row") ? folder.appendingPathComponent($0).path : $0 },
                environment: environment)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.standardError.contains("cannot write a PDF: rsvg-convert is not on PATH"), "\(output.standardError)")
            #expect(output.standardError.contains("apt-get install librsvg2-bin"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "nothing is written")
        }
    }

    @Test func pngOrPDFBesideAConvertedOutputIsAUsageError() throws {
        let output = try CommandRunner.run(["render", Self.model, "-o", "x.png", "--pdf"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--png and --pdf write beside an SVG: give --output FILE.svg, not x.png"))
    }

    @Test(.enabled(if: RenderCommandTests.hasConverter, "rsvg-convert (librsvg2-bin) is not installed"))
    func pdfIsWrittenWhenTheConverterIsInstalled() throws {
        let folder = try RenderCommandTests.temporaryFolder()
        let svg = folder.appendingPathComponent("row.svg").path
        let output = try CommandRunner.run(["render", Self.model, "-o", svg, "--pdf", "--png"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("wrote \(folder.appendingPathComponent("row.pdf").path)"))
        let data = try Data(contentsOf: folder.appendingPathComponent("row.pdf"))
        #expect(data.prefix(5) == Data("%PDF-".utf8), "a PDF signature")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("row.png").path))
    }
}
