import ArgumentParser
import Foundation
import LayoutExperiments

/// `layoutlp compare rerun MANIFEST`: runs an experiment again from its
/// manifest, from any folder, and says whether the rows are the same
/// (docs/cli.md, "Provenance").
struct CompareRerunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rerun",
        abstract: "Run an experiment again from its manifest.json, from any folder, and say whether its rows are identical.",
        discussion: """
            Reads the first run's compare arguments and every model file at the absolute path the manifest records (refused \
            when a file is missing or its SHA-256 differs), runs them into OUTPUT, and compares the new rows file byte for byte \
            with the one beside the manifest. It also lists the manifest members that differ (the commit, the binary, the \
            machine), but for where the run was started. --emit-programs is not repeated. \
            Exit 0 when the rows are identical, 1 when they differ, 2 for a manifest or model that cannot be read or has changed.
            """)

    @Argument(help: "The manifest.json of the run to repeat.")
    var manifest: String

    @Option(name: [.short, .long], help: "The rerun's output folder.")
    var output: String = "compare-rerun"

    @Option(parsing: .unconditional, help: "Worker threads (default: the number of cores); the rows do not depend on it.")
    var jobs: Int?

    func run() throws {
        let rerun: ExperimentRerun
        var command: CompareRunCommand
        do {
            rerun = try ExperimentRerun(manifestFile: manifest)
            command = try CompareRunCommand.parse(rerun.arguments)
        } catch let error as ExperimentFileError {
            CommandFailure.printError("error: \(error)")
            throw ExitCode.badInput
        } catch {
            CommandFailure.printError(
                "error: \(manifest): $.commandLine: the recorded arguments do not parse: "
                    + CompareRunCommand.message(for: error))
            throw ExitCode.badInput
        }
        if let jobs { command.jobs = max(1, jobs) }
        command.progress = false
        let report = try command.perform(files: rerun.files, output: output, programs: nil, commandLine: CommandLine.arguments)
        let rowsName = (rerun.rowsFile as NSString).lastPathComponent
        let newRows = report[rowsName] ?? ""
        guard let data = FileManager.default.contents(atPath: rerun.rowsFile), let oldRows = String(data: data, encoding: .utf8) else {
            CommandFailure.printError("error: \(rerun.rowsFile): expected the first run's rows beside its manifest")
            throw ExitCode.badInput
        }
        let newManifest = report[ExperimentReport.manifestName].flatMap { try? ProvenanceManifest(text: $0, file: output) }
        for difference in newManifest.map(rerun.differences(from:)) ?? [] {
            print("manifest \(difference.key): \(difference.then ?? "absent") then, \(difference.now ?? "absent") now")
        }
        let rowCount = max(0, newRows.split(separator: "\n").count - (rowsName.hasSuffix(".csv") ? 1 : 0))
        let newFile = (output as NSString).appendingPathComponent(rowsName)
        if let difference = ExperimentRerun.firstDifference(oldRows, newRows) {
            print("rows differ from line \(difference.line) of \(rerun.rowsFile):")
            print("  then: \(difference.first ?? "(no line)")")
            print("  now:  \(difference.second ?? "(no line)")")
            print("wrote: \(newFile)")
            throw ExitCode.disagreement
        }
        print("rows identical: \(rowCount) rows of \(newFile) equal \(rerun.rowsFile)")
    }
}
