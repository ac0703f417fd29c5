import ArgumentParser
import Foundation
import LayoutExperiments

/// `layoutlp compare merge OUTPUT SHARD...`: joins the output folders of
/// `compare --shard I/N` runs into what one run writes (docs/cli.md, "compare").
struct CompareMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the output folders of every shard of one compare run into what one run would have written.",
        discussion: "Exit 0 when merged; 2 when a shard is missing, repeated, of another experiment, or unreadable.")

    @Argument(help: "The merged output folder.")
    var output: String

    @Argument(help: "The shards' output folders (all N of them, any order).")
    var shards: [String]

    func validate() throws {
        guard !shards.isEmpty else { throw ValidationError("give the shards' output folders after the output folder") }
        // Writing into a shard would overwrite the rows it is read from (issue 31).
        let merged = Self.resolved(output)
        if let shard = shards.first(where: { merged == Self.resolved($0) || merged.hasPrefix(Self.resolved($0) + "/") }) {
            throw ValidationError("the output folder \(output) is, or is inside, the shard \(shard): give another folder")
        }
    }

    /// `path` absolute (``ExperimentModelFinder/absolute(_:)``) with its
    /// symbolic links resolved (a folder that does not exist yet is
    /// resolved as far as it does).
    static func resolved(_ path: String) -> String {
        (ExperimentModelFinder.absolute(path) as NSString).resolvingSymlinksInPath
    }

    func run() throws {
        do {
            let report = try ExperimentMerge.merge(shards, commandLine: CommandLine.arguments)
            try report.write(to: output)
            print(
                "merged \(shards.count) shard\(shards.count == 1 ? "" : "s"): "
                    + report.names.map { (output as NSString).appendingPathComponent($0) }.joined(separator: ", "))
        } catch {
            CommandFailure.printError("error: \(error)")
            throw ExitCode.badInput
        }
    }
}
