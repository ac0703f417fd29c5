import ArgumentParser
import Foundation
import GLPKBackend
import LPLayout
import LayoutModel
import LinearProgram

/// `layoutlp export [MODEL] [--strategy exact] [--verbose] --format lp|mps|fixed-mps|glpk-lp [--output FILE]`:
/// writes the LP engine's program for the model, bounded to the model's
/// proposal, so it can be solved or inspected outside LayoutLP (`glpsol`).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the LP engine's program for a model, bounded to its proposal (CPLEX LP or MPS).")

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup(title: "LP engine") var lpOptions: LPEngineOptions

    @Option(help: "lp (LayoutLP's CPLEX LP writer, readable names), mps (GLPK's free MPS), fixed-mps (GLPK's fixed MPS), glpk-lp (GLPK's CPLEX LP writer).")
    var format: ExportFormat

    @Option(help: "The file to write; standard output without it.")
    var output: String?

    func run() throws {
        do {
            let model = try modelOptions.loadTree()
            let proposal = model.problem.proposal
            try lpOptions.engine.checkRange(proposal)
            let layoutProgram = try lpOptions.engine.compile(model.tree, shape: ProposalShape(of: proposal))
            let program = try layoutProgram.bounding(to: proposal)
            let text = try Self.text(of: program, as: format, verbose: lpOptions.verbose)
            try write(text)
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.model)
        }
    }

    /// `program` in `format`. GLPK only writes files, so its formats go
    /// through a temporary file that is read back and removed.
    ///
    /// - Throws: `ProgramError` or `GLPKError` (a program GLPK refuses is a bug).
    static func text(of program: Program, as format: ExportFormat, verbose: Bool) throws -> String {
        guard let glpkFormat = format.glpkFormat else { return try CPLEXLPWriter().text(for: program) }
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutlp-export-\(UUID().uuidString).\(format.rawValue)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        try GLPKSolver(options: GLPKSolver.Options(verbose: verbose)).write(program, as: glpkFormat, to: temporary.path)
        return try String(contentsOf: temporary, encoding: .utf8)
    }

    private func write(_ text: String) throws {
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            throw OutputFileError(path: output, reason: (error as NSError).localizedDescription)
        }
    }
}
