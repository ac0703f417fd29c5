import ArgumentParser
import Foundation
import LayoutModel
import LayoutTestSupport
import Testing

@testable import LayoutLPCommand

/// `layoutlp render`: the built executable writes an SVG whose boxes are the
/// model's drawn frames; a PNG without its converter is exit 2.
@Suite struct RenderCommandTests {
    /// A new empty folder for one test's output.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Whether `rsvg-convert` is on this machine's PATH (it is not by default).
    static var hasConverter: Bool { (try? PNGConverter().executable(for: "test.png")) != nil }

    @Test func bothEnginesGiveABoxPerNodeWithTheModelsFrames() throws {
        // The frames the model's description works out by hand (padding §3,
        // HStack §1.1-§1.6): bar 300×44; row 268 wide at x 16; icon at
        // (16, 10); title 120 wide at x 48; the Spacer 116×0 at (168, 22).
        let expected: [String: Rect] = [
            "bar": Rect(x: 0, y: 0, width: 300, height: 44),
            "row": Rect(x: 16, y: 0, width: 268, height: 44),
            "icon": Rect(x: 16, y: 10, width: 24, height: 24),
            "title": Rect(x: 48, y: 0, width: 120, height: 44),
            "gap": Rect(x: 168, y: 22, width: 116, height: 0),
        ]
        let file = try Self.temporaryFolder().appendingPathComponent("row.svg").path
        let output = try CommandRunner.run([
            "render", "Models/examples/row-with-spacer.json", "--engine", "greedy", "--engine", "exact", "-o", file,
        ])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "wrote \(file)\ngreedy and lp/exact agree on all 6 nodes (tolerance 0.000001)\n")

        let svg = try SVGDocument(String(contentsOfFile: file, encoding: .utf8))
        #expect(svg.boxes.count == 12, "6 nodes, 2 engines")
        for engine in ["greedy", "lp/exact"] {
            let boxes = svg.boxesByID(engine: engine)
            #expect(Set(boxes.keys) == Set(expected.keys), "\(engine)")
            for (id, frame) in expected {
                #expect(boxes[id]?.rect == frame, "\(engine) \(id)")
            }
        }
        #expect(svg.boxes.allSatisfy { $0.attributes["data-differs"] == nil })
        #expect(svg.texts(role: "caption").first == "row-with-spacer (Models/examples/row-with-spacer.json)")
    }

    @Test func withoutOutputTheSVGGoesToStandardOutput() throws {
        let output = try CommandRunner.run(["render", "Models/examples/row-with-spacer.json"])
        #expect(output.status == 0, "\(output.standardError)")
        let svg = try SVGDocument(output.standardOutput)
        #expect(svg.boxesByID(engine: "greedy")["title"]?.rect == Rect(x: 48, y: 0, width: 120, height: 44))
    }

    @Test func aMissingPNGConverterExitsTwoNamingTheDebianPackage() throws {
        // PATH without rsvg-convert, whether or not this machine has it.
        let folder = try Self.temporaryFolder()
        let environment = ["PATH": folder.appendingPathComponent("empty").path]
        for (arguments, file) in [(["-o", "row.png"], "row.png"), (["-o", "row.svg", "--png"], "row.svg")] {
            let path = folder.appendingPathComponent(file).path
            let output = try CommandRunner.run(
                ["render", "Models/examples/row-with-spacer.json"]
                    + arguments.map { $0.hasPrefix("row") ? folder.appendingPathComponent($0).path : $0 },
                environment: environment)
            #expect(output.status == 2, "\(arguments)")
            #expect(output.standardError.contains("rsvg-convert is not on PATH"), "\(output.standardError)")
            #expect(output.standardError.contains("apt-get install librsvg2-bin"))
            #expect(!FileManager.default.fileExists(atPath: path), "nothing is written when the converter is missing")
        }
    }

    @Test func aConverterThatDoesNotExistIsBadInput() throws {
        let path = try Self.temporaryFolder().appendingPathComponent("picture.png").path
        let output = PictureOutput(path: path, alsoPNG: false, converter: PNGConverter(command: "layoutlp-no-such-converter"))
        #expect(output.writesPNG)
        #expect {
            _ = try output.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        } throws: { error in
            CommandFailure.code(for: error) == .badInput
                && "\(error)" == "\(path): cannot write a PNG: layoutlp-no-such-converter is not on PATH; "
                    + "install it with `apt-get install librsvg2-bin` (Debian), or write an .svg file instead"
        }
    }

    @Test func pngWithoutOutputIsAUsageError() throws {
        let output = try CommandRunner.run(["render", "--png"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--png needs --output FILE"))
    }

    @Test(.enabled(if: RenderCommandTests.hasConverter, "rsvg-convert (librsvg2-bin) is not installed"))
    func pngIsWrittenWhenTheConverterIsInstalled() throws {
        let path = try Self.temporaryFolder().appendingPathComponent("row.png").path
        let output = try CommandRunner.run(["render", "Models/examples/row-with-spacer.json", "-o", path])
        #expect(output.status == 0, "\(output.standardError)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG signature")
    }
}
