import ArgumentParser
import Foundation
import GLPKBackend
import LPLayout
import LayoutModel
import LinearProgram

/// `layoutlp export [MODEL] [--engine exact] [--verbose] --format lp|mps|fixed-mps|glpk-lp [--output FILE]`:
/// writes the LP engine's program for the model, bounded to the model's
/// proposal, so it can be solved or inspected outside LayoutLP (`glpsol`).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the LP engine's program for a model, bounded to its proposal (CPLEX LP or MPS).")

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var engineOptions: EngineOptions

    @OptionGroup(title: "LP engine") var lpOptions: LPEngineOptions

    @Option(
        help:
            "lp (LayoutLP's CPLEX LP writer, readable names), mps (GLPK's free MPS), fixed-mps (GLPK's fixed MPS), glpk-lp (GLPK's CPLEX LP writer)."
    )
    var format: ExportFormat

    @Option(name: [.short, .long], help: "The file to write; standard output without it.")
    var output: String?

    @Flag(
        inversion: .prefixedNo,
        help: """
            Write the program the engine's solver gets (default): bounded to the proposal, integer bounds tightened by \
            propagation and probing. --no-prepared: bounded to the proposal only, as compiled.
            """)
    var prepared = true

    @Option(
        help: ArgumentHelp(
            "Solve the model and write its lexicographic solve as one program per stage into this folder (NN-STAGE.EXT), for another solver to replay.",
            discussion:
                "Each file holds the earlier stages as rows at the run's values; its header says what the stage must reach (docs/cli.md, \"export\").",
            valueName: "folder"))
    var stages: String?

    func validate() throws {
        if stages != nil, output != nil { throw ValidationError("--stages writes a folder; it excludes -o") }
        if stages != nil, !prepared { throw ValidationError("--stages replays the prepared program; it excludes --no-prepared") }
        _ = try engineOptions.engines(for: .oneStrategy("export", because: "it writes the LP program"))
    }

    func run() throws {
        engineOptions.printSpellingNotes()
        do {
            let model = try modelOptions.loadTree()
            let proposal = model.problem.proposal
            let engine = lpOptions.engine(
                try engineOptions.engines(for: .oneStrategy("export", because: "it writes the LP program"))[0].lpStrategy()
                    ?? ExactStrategy())
            try engine.checkRange(proposal)
            if let stages { return try writeStages(model: model, engine: engine, into: stages) }
            let layoutProgram = try engine.compile(model.tree, proposal: proposal)
            let program =
                prepared
                ? try engine.prepare(layoutProgram, proposal: proposal)
                : try layoutProgram.bounding(to: proposal)
            let header = ExportHeader(model: model, strategy: engine.strategy.name, prepared: prepared)
            let text = try Self.text(of: program, as: format, header: header, verbose: lpOptions.verbose)
            try write(text)
        } catch {
            throw CommandFailure.exit(for: error, model: modelOptions.label)
        }
    }

    /// `program` in `format`, after `header`'s comment lines. GLPK only
    /// writes files, so its formats go through a temporary file that is read
    /// back and removed; the program is first rewritten where GLPK's writers
    /// would lose its meaning (`GLPKWritableProgram`), which the header says.
    ///
    /// - Throws: `ProgramError` or `GLPKError` (a program GLPK refuses is a
    ///   bug), `OutputFileError` when the temporary folder cannot be written.
    static func text(
        of program: Program, as format: ExportFormat, header: ExportHeader? = nil, verbose: Bool,
        notes extra: [String] = []
    ) throws -> String {
        guard let glpkFormat = format.glpkFormat else {
            return (header?.comment(for: format, notes: extra) ?? "") + (try CPLEXLPWriter().text(for: program))
        }
        let writable = GLPKWritableProgram(program, format: glpkFormat)
        try TemporaryFolder.checkWritable()
        let temporary = TemporaryFolder.file("layoutlp-export", suffix: format.rawValue)
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        try GLPKSolver(options: GLPKSolver.Options(verbose: verbose)).write(writable.program, as: glpkFormat, to: temporary)
        let (body, note) = GLPKWritableProgram.portable(try String(contentsOfFile: temporary, encoding: .utf8), format: glpkFormat)
        let notes = extra + writable.notes + (note.map { [$0] } ?? [])
        return (header?.comment(for: format, notes: notes) ?? ExportHeader.comment(lines: notes, for: format)) + body
    }

    /// `--stages FOLDER`: the run's replay (``LPLayoutEngine/replayStages(of:proposal:)``),
    /// one file per stage, each with what it must reach in its header.
    private func writeStages(model: LoadedModel, engine: LPLayoutEngine, into folder: String) throws {
        let proposal = model.problem.proposal
        let run = try engine.run(model.tree, proposal: proposal)
        let stages = try engine.replayStages(of: run, proposal: proposal)
        try OutputFile.createFolder(folder)
        let suffix = format == .lp || format == .glpkLP ? "lp" : "mps"
        for (index, stage) in stages.enumerated() {
            var notes = ["Stage \(index + 1) of \(stages.count) of the run's replay: \(stage.name) (docs/cli.md, \"export\")."]
            if let optimum = stage.optimum { notes.append("Its objective must reach \(ExportHeader.number(optimum)), the run's value.") }
            if let terms = stage.terms {
                notes.append(
                    "The least squares' optimality conditions at the run's answer: any feasible point is the exact minimiser; "
                        + "the run's terms: " + terms.map(ExportHeader.number).joined(separator: ", ") + ".")
            }
            if stage.fixesFrames { notes.append("With the stages before it, it fixes the frames: its x, y, w, h are the run's.") }
            let header = ExportHeader(model: model, strategy: engine.strategy.name, prepared: true)
            let text = try Self.text(of: stage.program, as: format, header: header, verbose: lpOptions.verbose, notes: notes)
            let name =
                String(format: "%02d", index + 1) + "-" + stage.name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" } + "."
                + suffix
            let path = (folder as NSString).appendingPathComponent(String(name))
            try OutputFile.write(text, to: path)
            print(path)
        }
    }

    private func write(_ text: String) throws {
        guard let output else {
            print(text, terminator: "")
            return
        }
        try OutputFile.write(text, to: output)
    }
}
