import Foundation
import LayoutTestSupport
import Testing

/// `layoutlp sweep`: the built executable lays a model out across a width
/// range and writes what docs/cli.md ("sweep") lists.
@Suite struct SweepCommandTests {
    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-sweep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Classic case 3 (a: maxWidth 60, b: 50…100, spacing 0) at widths
    /// 100, 110, …, 200, by semantics §1.3-1.5: b (flexibility 50) is
    /// offered w/2 first and takes clamp(w/2, 50, 100); a is offered the
    /// rest, w − b = w/2, and takes min(w/2, 60). So up to 120 the row is
    /// w; from 130 on it is w/2 + 60 < w: under-fill starts at 130
    /// (125 of 130), and both engines report it there, once.
    @Test func underFillStartsWhereTheFirstChildStopsGrowing() throws {
        let folder = try Self.temporaryFolder()
        let output = try CommandRunner.run([
            "sweep", "Models/strategies/classic-3-under-fill.json", "--width", "100:200:10",
            "-o", folder, "--node", "a",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        let events = try String(contentsOfFile: folder + "/events.csv", encoding: .utf8).split(separator: "\n")
        #expect(
            events.dropFirst().map(String.init) == [
                "greedy,under-fill,0,root,row,120,20,130,20,width 125 of 130",
                "lp/exact,under-fill,0,root,row,120,20,130,20,width 125 of 130",
            ])
        // 11 widths × 2 engines × 5 nodes (row, a's frame and Color, b's frame and Color) and the header.
        let frames = try String(contentsOfFile: folder + "/frames.csv", encoding: .utf8).split(separator: "\n")
        #expect(frames.count == 1 + 11 * 2 * 5)
        // At 160: a (declared first, at x 0) takes min(80, 60) = 60; b takes 80 at x 60.
        #expect(frames.contains("greedy,160,20,1,root/0,a,0,0,60,20,laid-out,"))
        #expect(frames.contains("lp/exact,160,20,3,root/1,b,60,0,80,20,laid-out,"))
        // The chart: one line per engine, 11 points each (no width failed).
        let chart = try SVGDocument(String(contentsOfFile: folder + "/chart-a.svg", encoding: .utf8))
        #expect(chart.elements(named: "g").compactMap { $0.attributes["data-series"] } == ["greedy", "lp/exact"])
        #expect(chart.elements(named: "polyline").map { $0.attributes["points"]?.split(separator: " ").count } == [11, 11])
    }

    /// `--breakpoints` on classic case 2 writes exact's breakpoints
    /// (derived by hand in BreakpointWalkTests: a at 300; b and c at 285,
    /// 300, 500), and the filmstrip has one strip per width asked.
    @Test func breakpointsAndFilmstripAreWritten() throws {
        let folder = try Self.temporaryFolder()
        let output = try CommandRunner.run([
            "sweep", "Models/strategies/classic-2-later-minimum-above-share.json", "--width", "150:600:50",
            "-o", folder, "--breakpoints", "--filmstrip", "200,400",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = try String(contentsOfFile: folder + "/breakpoints.csv", encoding: .utf8).split(separator: "\n")
        let widths = lines.filter { $0.hasPrefix("3,root/1,b,width,") }.map { $0.split(separator: ",")[4] }
        #expect(widths == ["285", "300", "500"])
        #expect(lines.contains("1,root/0,a,width,300,kink,100,100,0.333333333,0"))
        let strip = try SVGDocument(String(contentsOfFile: folder + "/filmstrip.svg", encoding: .utf8))
        #expect(strip.elements(named: "g").compactMap { $0.attributes["data-proposal"] } == ["200×20", "400×20"])
    }

    /// Files need a folder, and a range needs three numbers: usage errors (64).
    @Test func filesWithoutAFolderOrABadRangeAreUsageErrors() throws {
        let model = "Models/strategies/classic-1-equal-split.json"
        #expect(try CommandRunner.run(["sweep", model, "--width", "100:200:10", "--node", "a"]).status == 64)
        #expect(try CommandRunner.run(["sweep", model, "--width", "200:100:10"]).status == 64)
        #expect(try CommandRunner.run(["sweep", model]).status == 64)
        // A range that starts with "-" is judged by the range's rule, not "Missing value" (issue 31, item 13).
        let negative = try CommandRunner.run(["sweep", model, "--width", "-10:100:10"])
        #expect(negative.status == 64)
        #expect(
            negative.standardError.contains(#"--width: expected finite numbers with 0 <= A <= B and STEP > 0, got "-10:100:10""#),
            "\(negative.standardError)")
        // 100,000 widths × 100,000 heights: refused before allocating (issue 31).
        let grid = try CommandRunner.run(["sweep", model, "--width", "0:99999:1", "--height", "0:99999:1"])
        #expect(grid.status == 64)
        #expect(grid.standardError.contains("--width and --height: at most 100000 layouts per engine together, not 100000 × 100000"))
        let unknown = try CommandRunner.run(["sweep", model, "--width", "100:200:10", "-o", try Self.temporaryFolder(), "--node", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("--node nope: no node has this id"))
    }

    /// Breakpoints past the LP engine's proposal limit (10,000 pt) are the
    /// input's fault: exit 2, naming the model and the option.
    @Test func breakpointsBeyondTheProposalLimitAreBadInput() throws {
        let model = "Models/strategies/classic-1-equal-split.json"
        let output = try CommandRunner.run([
            "sweep", model, "--width", "9000:11000:1000", "--engine", "greedy", "-o", try Self.temporaryFolder(),
            "--breakpoints",
        ])
        #expect(output.status == 2)
        #expect(output.standardError.contains("\(model): --breakpoints:"))
        #expect(output.standardError.contains("outside 0...10000"))
    }
}
