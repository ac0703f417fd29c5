import Foundation
import GLPKBackend
import LinearProgram
import Testing

@Suite("Exported files")
struct FileTests {
    /// A fresh temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-glpk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Three rows, three columns (one integer), one column in no row.
    static func program() -> Program {
        var program = Program(name: "files")
        let w = program.addVariable("w[root/0/frame]", upperBound: 100)
        let h = program.addVariable("h[root/0/frame]", lowerBound: -.infinity)
        let n = program.addVariable("count", lowerBound: 1, upperBound: 4, kind: .integer)
        _ = program.addVariable("unused")
        program.addConstraint(w + h, .lessThanOrEqual, 120, name: "fit[root]")
        program.addConstraint(3 * w - 0.5 * h, .greaterThanOrEqual, 10)
        program.addConstraint(n + w, .equal, 6)
        program.addObjective(.maximize(w + 2 * h - 3 * n))
        return program
    }

    @Test(arguments: GLPKFileFormat.allCases)
    func glpkWritesAFileItReadsBackToTheSameSize(format: GLPKFileFormat) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("program.\(format.rawValue)").path
        let program = Self.program()
        try GLPKSolver().write(program, as: format, to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.isEmpty)
        let dimensions = try GLPKSolver.readDimensions(of: path, as: format)
        #expect(dimensions == GLPKFileDimensions(rows: 3, columns: 4, integerColumns: 1))
    }

    @Test func glpkMapsBracketsInItsOwnLPFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("program.lp").path
        try GLPKSolver().write(Self.program(), as: .cplexLP, to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("w(root/0/frame)"))
        #expect(text.contains("fit(root):"))
    }

    @Test func ourCPLEXLPTextIsReadByGLPKToTheSameSize() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("ours.lp").path
        let program = Self.program()
        try CPLEXLPWriter().text(for: program).write(toFile: path, atomically: true, encoding: .utf8)
        let dimensions = try GLPKSolver.readDimensions(of: path, as: .cplexLP)
        #expect(dimensions == GLPKFileDimensions(rows: program.rowCount, columns: program.variableCount, integerColumns: 1))
    }

    @Test func unwritablePathIsAnError() {
        let path = "/nonexistent-directory-layoutlp/program.lp"
        #expect(throws: GLPKError.self) { try GLPKSolver().write(Self.program(), as: .cplexLP, to: path) }
    }

    @Test func malformedFileIsAnErrorWithGLPKsMessage() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("broken.lp").path
        try "Maximize\n obj: x +\nEnd\n".write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: GLPKError.self) { try GLPKSolver.readDimensions(of: path, as: .cplexLP) }
        guard case .fileFailed("glp_read_lp", path, let message) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(message.contains("broken.lp:"))
    }
}
