import Foundation
import GLPKBackend
import LPLayout
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import LinearProgram
import Testing

@testable import LayoutLPCommand

/// What `layoutlp export` writes reads back as the same program, in every
/// format, for every model in `Models/` (docs/cli.md, "export"), and solves
/// to the same optimum in GLPK and in CBC, an independent solver.
@Suite(.disabled(if: QuickTests.enabled, QuickTests.reason)) struct ExportRoundTripTests {
    static let files = PackagePaths.modelFiles().map(\.path)

    /// The prepared program (what `export` writes by default) of a model,
    /// or nil when the exact strategy refuses it or its proposal is out of
    /// the LP engine's range (those are the export's errors, tested apart).
    private static func program(_ path: String) throws -> Program? {
        let problem = try ModelFile.load(path: path)
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let engine = LPLayoutEngine(solver: GLPKSolver())
        guard (try? engine.checkRange(problem.proposal)) != nil,
            let compiled = try? engine.compile(tree, shape: ProposalShape(of: problem.proposal))
        else { return nil }
        return try engine.prepare(compiled, proposal: problem.proposal)
    }

    private static func temporaryFile(_ text: String, suffix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-rt-\(UUID().uuidString).\(suffix)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// GLPK reads every format back with the program's rows (one more, the
    /// placeholder, when it has none), columns and integer columns. Before
    /// the placeholder, the 54 models without rows failed in MPS (GLPK's
    /// assertion `P->m > 0`) and lost every column in GLPK's CPLEX LP.
    @Test(arguments: files)
    func everyFormatReadsBackWithTheProgramsSize(_ path: String) throws {
        guard let program = try Self.program(path) else { return }
        for format in ExportFormat.allCases {
            let text = try ExportCommand.text(of: program, as: format, verbose: false)
            let file = try Self.temporaryFile(text, suffix: format.rawValue)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let read = try GLPKSolver.readDimensions(of: file, as: format.glpkFormat ?? .cplexLP)
            let rows = program.rowCount == 0 ? 1 : program.rowCount
            #expect(
                read == GLPKFileDimensions(rows: rows, columns: program.variableCount, integerColumns: program.integerCount),
                "\(path) as \(format.rawValue)")
        }
    }

    /// The optimum value of `file` by glpsol, parsed from its report line
    /// `Objective:  NAME = VALUE (MINimum|MAXimum)`.
    private static func glpsolObjective(_ file: String, _ option: String) throws -> Double? {
        // glpsol's report goes to a file of its own: given `-o /dev/stdout`,
        // glpsol removes that path when it is done (as root, the machine's
        // /dev/stdout link).
        let report = file + ".sol"
        defer { try? FileManager.default.removeItem(atPath: report) }
        _ = try run(try #require(GLPSol.path), [option, file, "-o", report])
        let output = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Objective:") && $0.contains("=") }) else { return nil }
        return Double(line.split(separator: "=")[1].split(separator: "(")[0].trimmingCharacters(in: .whitespaces))
    }

    /// The optimum value of `file` by CBC: `Objective value: VALUE` after
    /// branch-and-cut, `Optimal - objective value VALUE` for a program CBC
    /// solves as an LP. CBC picks its reader by the file's extension (`.lp`
    /// or MPS for any other).
    private static func cbcObjective(_ file: String) throws -> Double? {
        let output = try run(try #require(CBC.path), [file, "solve", "quit"])
        for marker in ["Objective value:", "Optimal - objective value"] {
            if let line = output.split(separator: "\n").first(where: { $0.hasPrefix(marker) }) {
                return Double(line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    /// The extension readers know the format by: `lp` or `mps`.
    private static func suffix(_ format: ExportFormat) -> String {
        format.glpkFormat == nil || format == .glpkLP ? "lp" : "mps"
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A maximised program keeps its optimum through MPS: GLPK's reader has
    /// no objective sense, so the export writes min −f. The Text model's
    /// program maximises its tie-breaking objective; LayoutLP's CPLEX LP says
    /// `Maximize`, and glpsol finds f* there. Read as MPS (free and fixed),
    /// glpsol and CBC must find −f*. Before the rewriting glpsol minimised f
    /// itself (6 instead of 7), and CBC rejected GLPK's `$ empty column`.
    @Test(.enabled(if: GLPSol.path != nil && CBC.path != nil, "glpsol and cbc: .ci/install-glpk installs both"))
    func aMaximisedObjectiveKeepsItsOptimumInEveryReader() throws {
        let path = PackagePaths.root.appendingPathComponent("Models/rules/text/text-shrinks-by-lines-in-vstack.json").path
        let program = try #require(try Self.program(path))
        #expect(program.objectives.first?.direction == .maximize)
        let lp = try Self.temporaryFile(try ExportCommand.text(of: program, as: .lp, verbose: false), suffix: "lp")
        let optimum = try #require(try Self.glpsolObjective(lp, "--lp"))
        #expect(try Self.cbcObjective(lp) == optimum)
        for (format, option) in [(ExportFormat.mps, "--freemps"), (.fixedMPS, "--mps")] {
            let text = try ExportCommand.text(of: program, as: format, verbose: false)
            #expect(text.contains("written as the minimisation of its negation"))
            let file = try Self.temporaryFile(text, suffix: "mps")
            #expect(try Self.glpsolObjective(file, option) == -optimum, "glpsol, \(format.rawValue)")
            #expect(try Self.cbcObjective(file) == -optimum, "cbc, \(format.rawValue)")
        }
    }

    /// A program without rows keeps its columns and solves in every reader:
    /// seed 002's aspect ratio is decided by the tree alone (every frame
    /// variable fixed by its bounds), so the optimum of its zero objective is 0.
    @Test(.enabled(if: GLPSol.path != nil && CBC.path != nil, "glpsol and cbc: .ci/install-glpk installs both"))
    func aProgramWithoutRowsSolvesInEveryReader() throws {
        let path = PackagePaths.root.appendingPathComponent("Models/rules/aspect-ratio/seed002-aspect-ratio-height-from-width.json").path
        let program = try #require(try Self.program(path))
        #expect(program.rowCount == 0)
        for (format, option) in [(ExportFormat.lp, "--lp"), (.glpkLP, "--lp"), (.mps, "--freemps"), (.fixedMPS, "--mps")] {
            let text = try ExportCommand.text(of: program, as: format, verbose: false)
            let file = try Self.temporaryFile(text, suffix: Self.suffix(format))
            #expect(try Self.glpsolObjective(file, option) == 0, "glpsol, \(format.rawValue)")
            #expect(try Self.cbcObjective(file) == 0, "cbc, \(format.rawValue)")
        }
    }

    /// `--prepared` (the default) writes the program the engine's solver
    /// gets, `--no-prepared` the one before propagation; the header says
    /// which. Seed 003's event card: propagation narrows integer bounds, so
    /// the two files differ beyond their headers.
    @Test func theHeaderSaysWhichProgramIsWritten() throws {
        // No model: the built-in one, seed 003's event card.
        let prepared = try CommandRunner.run(["export", "--format", "lp"])
        let compiled = try CommandRunner.run(["export", "--format", "lp", "--no-prepared"])
        #expect(prepared.status == 0 && compiled.status == 0, "\(prepared.standardError)\(compiled.standardError)")
        let preparedLines = prepared.standardOutput.split(separator: "\n")
        let compiledLines = compiled.standardOutput.split(separator: "\n")
        #expect(preparedLines[1].contains("The program the LP engine's solver gets"))
        #expect(compiledLines[1].contains("The program as compiled"))
        #expect(preparedLines.dropFirst(2) != compiledLines.dropFirst(2))
    }

    /// GLPK's formats go through a temporary file: a temporary folder that
    /// cannot be written is an output error (exit 2) naming it.
    @Test func anUnwritableTemporaryFolderIsAnOutputError() throws {
        let output = try CommandRunner.run(
            ["export", "Models/rules/text/text-shrinks-by-lines-in-vstack.json", "--format", "mps"],
            environment: ["TMPDIR": "/nonexistent-layoutlp-folder"])
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("layoutlp: error: /nonexistent-layoutlp-folder"), "\(output.standardError)")
        #expect(output.standardError.contains("the temporary folder (TMPDIR) cannot be written"))
    }
}
