import Foundation
import GLPKBackend
import LayoutTestSupport
import LinearProgram
import Testing

@Suite("glpsol reads our CPLEX LP text")
struct GLPSolTests {
    /// Runs `glpsol --lp path -o report` and returns the report.
    static func glpsolReport(for lpText: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-glpsol-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lp = directory.appendingPathComponent("program.lp")
        let report = directory.appendingPathComponent("report.txt")
        try lpText.write(to: lp, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GLPSol.path ?? "/usr/bin/glpsol")
        process.arguments = ["--lp", lp.path, "-o", report.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try String(contentsOf: report, encoding: .utf8)
    }

    @Test(.enabled(if: GLPSol.path != nil, "glpsol is not installed (apt-get install glpk-utils); skipped"))
    func glpsolFindsTheSameOptimumAsTheBackend() throws {
        let (program, _, _) = TestPrograms.smoke()
        let report = try Self.glpsolReport(for: CPLEXLPWriter().text(for: program))
        // glpsol's report has a line "Objective:  obj = 11 (MAXimum)".
        let objectiveLine = try #require(report.split(separator: "\n").first { $0.hasPrefix("Objective:") })
        let value = objectiveLine.split(separator: "=").last?.split(separator: " ").first.flatMap { Double($0) }
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(isClose(value, 11))
        #expect(isClose(value, solution.objectiveValue ?? .nan))
        #expect(report.contains("OPTIMAL"))
    }

    @Test(.enabled(if: GLPSol.path != nil, "glpsol is not installed (apt-get install glpk-utils); skipped"))
    func glpsolSolvesTheIntegerProgramToTheSameOptimum() throws {
        let (program, _, _) = TestPrograms.relaxationDiffers(kind: .integer)
        let report = try Self.glpsolReport(for: CPLEXLPWriter().text(for: program))
        let objectiveLine = try #require(report.split(separator: "\n").first { $0.hasPrefix("Objective:") })
        let value = objectiveLine.split(separator: "=").last?.split(separator: " ").first.flatMap { Double($0) }
        // Worked in TestPrograms.relaxationDiffers: 20.
        #expect(isClose(value, 20))
    }

    @Test(.enabled(if: GLPSol.path != nil, "glpsol is not installed (apt-get install glpk-utils); skipped"))
    func glpsolReadsEveryBoundFormAndEscapedName() throws {
        let (program, _, _, _, _) = SamplePrograms.mixed()
        let report = try Self.glpsolReport(for: CPLEXLPWriter().text(for: program))
        // Worked in TestPrograms.mixed: 218 less the constant 4, which the
        // format keeps only as a comment.
        #expect(report.contains("Objective:  size = 214 (MAXimum)"))
        #expect(report.contains("Columns:    8 (2 integer, 1 binary)"))
        #expect(report.contains("use~20spacer"))
    }
}
