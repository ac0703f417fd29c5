import Foundation
import LayoutTestSupport
import Testing

/// `export --stages FOLDER` (issue 28, replayable exports): one program per
/// stage of the run, each saying what it must reach; `ReplayTests` replays
/// every strategy's stages with glpsol.
@Suite struct ExportStagesTests {
    /// Classic case 2 under `min-deviation` (docs/strategies.md, "The
    /// tie-break"): overflow 0, unused space 0, the least squares at
    /// a − 10 = b − 95 = c − 10 = 125/3 (41.666…), and the least proposals
    /// 240: each Color, in its frame or not, answers its proposal here, so
    /// the proposals are the answers 51.67 + 136.67 + 51.67.
    @Test func everyStageIsAFileThatSaysWhatItMustReach() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-stages-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try CommandRunner.run([
            "export", "Models/strategies/classic-2-later-minimum-above-share.json", "--engine", "min-deviation",
            "--format", "lp", "--stages", folder,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let names = ["01-overflow-d0.lp", "02-unused-d0.lp", "03-least-squares.lp", "04-least-proposals.lp"]
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == names)
        #expect(run.standardOutput == names.map { "\(folder)/\($0)\n" }.joined())
        func text(_ name: String) throws -> String { try String(contentsOfFile: folder + "/" + name, encoding: .utf8) }
        /// The number a header says the stage must reach.
        func reach(_ name: String) throws -> Double? {
            let line = try text(name).split(separator: "\n").first { $0.hasPrefix("\\ Its objective must reach ") }
            return line.flatMap { Double($0.dropFirst("\\ Its objective must reach ".count).prefix { $0 != "," }) }
        }
        #expect(try reach(names[0]) == 0)
        let squares = try text(names[2])
        #expect(squares.contains("the run's terms: 41.6666666666666"), "\(squares.prefix(600))")
        #expect(try reach(names[3]).map { abs($0 - 240) < 1e-9 } == true)
        #expect(try text(names[3]).contains("it fixes the frames"))

        let both = try CommandRunner.run([
            "export", "Models/strategies/classic-2-later-minimum-above-share.json", "--format", "lp",
            "--stages", folder, "-o", folder + "/x.lp",
        ])
        #expect(both.status == 64 && both.standardError.contains("--stages writes a folder; it excludes -o"))
    }
}
