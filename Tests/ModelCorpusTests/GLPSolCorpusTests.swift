import Foundation
import GLPKBackend
import LPLayout
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import LinearProgram
import Testing

/// An independent cross-check of the LP engine (issue 4): each model's
/// program, written as CPLEX LP text (what `layoutlp export --format lp`
/// prints) and solved by the `glpsol` executable, has an optimum, and
/// glpsol's values of every frame variable (`x[…]`, `y[…]`, `w[…]`, `h[…]`)
/// equal those the engine read from its own solve through the library. The
/// program is the one the engine hands to GLPK (`LPLayoutEngine.prepare`:
/// the proposal's bounds and the integer bounds its rows imply). The
/// exact program's feasible set is one point, so equal frame values are the
/// same optimum.
@Suite(.disabled(if: QuickTests.enabled, QuickTests.reason)) struct GLPSolCorpusTests {
    @Test(
        .enabled(if: GLPSol.path != nil, "glpsol is not installed (apt-get install glpk-utils)"),
        arguments: ModelCorpusTests.files.map(PackagePaths.relative))
    func glpsolFindsTheSameFrames(_ path: String) throws {
        let problem = try ModelFile.load(path: PackagePaths.root.appendingPathComponent(path).path)
        guard problem.disabled == nil else { return }
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())
        let run = try engine.run(tree, proposal: problem.proposal)
        // The program GLPK gets: proposal bounds plus the implied integer
        // bounds (whose soundness the two-engine corpus test checks).
        let program = try engine.prepare(run.program, proposal: problem.proposal)
        let glpsol = try Self.solveWithGLPSol(CPLEXLPWriter().text(for: program))
        #expect(glpsol.status.contains("OPTIMAL"), "\(path): glpsol says \(glpsol.status)")
        var compared = 0
        for variable in program.allVariables {
            guard let name = program.definition(of: variable)?.name,
                ["x[", "y[", "w[", "h["].contains(where: name.hasPrefix)
            else { continue }
            let ours = run.solution.value(of: variable) ?? .nan
            let theirs = glpsol.values[name]
            #expect(
                theirs.map { abs($0 - ours) <= 1e-6 * max(1, abs(ours)) } == true,
                "\(path): \(name) is \(ours) in the engine, \(theirs.map(String.init(describing:)) ?? "missing") in glpsol")
            compared += 1
        }
        #expect(compared > 0, "\(path): no frame variables")
    }

    /// Runs glpsol on `lpText`; returns its status line and each column's
    /// value by program name (GLPK's plain solution file, `-w`, gives values
    /// by column number; its GLPK-format problem file, `--wglp`, names them).
    static func solveWithGLPSol(_ lpText: String) throws -> (status: String, values: [String: Double]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-glpsol-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lp = directory.appendingPathComponent("program.lp")
        let solution = directory.appendingPathComponent("solution.txt")
        let names = directory.appendingPathComponent("program.glp")
        try lpText.write(to: lp, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GLPSol.path ?? "/usr/bin/glpsol")
        process.arguments = ["--lp", lp.path, "-w", solution.path, "--wglp", names.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var columnNames: [Int: String] = [:]
        for line in try String(contentsOf: names, encoding: .utf8).split(separator: "\n") where line.hasPrefix("n j ") {
            let fields = line.split(separator: " ", maxSplits: 3)
            if fields.count == 4, let column = Int(fields[2]) { columnNames[column] = CPLEXLPName.decode(String(fields[3])) }
        }
        var status = "missing"
        var isMIP = false
        var values: [String: Double] = [:]
        for line in try String(contentsOf: solution, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: " ")
            if line.hasPrefix("c Status:") { status = fields.dropFirst(2).joined(separator: " ") }
            if line.hasPrefix("s ") { isMIP = fields.count > 1 && fields[1] == "mip" }
            // Basic solution: `j col status value dual`; MIP: `j col value`.
            if line.hasPrefix("j "), fields.count >= 3, let column = Int(fields[1]), let name = columnNames[column] {
                values[name] = Double(fields[isMIP ? 2 : 3])
            }
        }
        return (status, values)
    }
}
