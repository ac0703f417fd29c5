import Foundation
import LayoutTestSupport
import Testing

/// The figures in docs/figures/ are what the commands docs/research.md
/// names write today, byte for byte (pictures are deterministic), so
/// they cannot go stale.
@Suite(.disabled(if: QuickTests.enabled, QuickTests.reason)) struct DocumentFigureTests {
    static let model = "Models/strategies/classic-2-later-minimum-above-share.json"

    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-figures-\(UUID().uuidString)").path
    }

    static func figure(_ name: String) throws -> String {
        try String(contentsOfFile: "docs/figures/\(name)", encoding: .utf8)
    }

    @Test func theFourEngineFigureIsWhatRenderWrites() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent("figure.svg")
        let output = try CommandRunner.run([
            "render", Self.model, "--engine", "greedy", "--engine", "exact", "--engine", "lex-fair",
            "--engine", "weighted", "-o", path,
        ])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == Self.figure("classic-2-four-engines.svg"),
            "re-create with the command in docs/research.md")
    }

    @Test func theSweepFiguresAreWhatSweepWrites() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try CommandRunner.run([
            "sweep", Self.model, "--width", "150:600:10", "--engine", "greedy", "--engine", "exact",
            "--engine", "lex-fair", "-o", folder, "--node", "b", "--filmstrip", "200,290,400,550",
            "--breakpoints",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        for (written, figure) in [("chart-b.svg", "classic-2-sweep-b.svg"), ("filmstrip.svg", "classic-2-filmstrip.svg")] {
            let text = try String(contentsOfFile: (folder as NSString).appendingPathComponent(written), encoding: .utf8)
            #expect(try text == Self.figure(figure), "\(figure): re-create with the command in docs/research.md")
        }
    }
}
