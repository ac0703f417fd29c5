import Foundation

/// What `layoutlp compare rerun MANIFEST` needs to run an experiment again
/// from its manifest alone, from any folder: the `compare` arguments the
/// first run was given, every model file at the absolute path it was read
/// from (each checked against the SHA-256 the manifest records) under the
/// label its rows carry, and the rows file beside the manifest to compare
/// the new rows with.
public struct ExperimentRerun: Sendable {
    /// The manifest as read.
    public var manifest: ProvenanceManifest
    /// The `compare run` arguments of the first run (after `compare` and `run`).
    public var arguments: [String]
    /// The model files, each with the label the first run gave it, in the first run's order.
    public var files: [(label: String, path: String)]
    /// The first run's rows file (beside the manifest).
    public var rowsFile: String

    /// The members that say where and how a run was started, not what it
    /// computed: they may differ between a run and its rerun.
    public static let perRunMembers: Set<String> = ["commandLine", "workingFolder", "workingFolderCommit", "modelFiles"]

    /// Reads the manifest at `manifestFile` and finds its models.
    ///
    /// - Throws: ``ExperimentFileError`` naming the manifest (unreadable,
    ///   not a `compare run` manifest, a merge's) or the model file that is
    ///   missing or whose bytes are not the ones the manifest recorded.
    public init(manifestFile: String) throws(ExperimentFileError) {
        guard let data = FileManager.default.contents(atPath: manifestFile), let text = String(data: data, encoding: .utf8) else {
            throw ExperimentFileError(path: manifestFile, problem: "expected a readable manifest.json written by layoutlp compare")
        }
        let manifest = try ProvenanceManifest(text: text, file: manifestFile)
        self.manifest = manifest
        guard let commandLine = manifest["commandLine"].flatMap(ProvenanceManifest.strings), !commandLine.isEmpty else {
            throw ExperimentFileError(path: manifestFile, problem: "$.commandLine: expected the command line as an array of strings")
        }
        var arguments = Array(commandLine.dropFirst())
        if arguments.first == "compare" { arguments.removeFirst() }
        if arguments.first == "merge" {
            throw ExperimentFileError(path: manifestFile, problem: "$.commandLine: a merge's manifest; rerun each shard's manifest instead")
        }
        if arguments.first == "run" { arguments.removeFirst() }
        self.arguments = arguments
        let format = manifest["format"].flatMap { Self.string($0) } ?? "csv"
        guard let rowFormat = RowFormat(rawValue: format) else {
            throw ExperimentFileError(path: manifestFile, problem: "$.format: expected csv or jsonl, found \(format)")
        }
        rowsFile = ((manifestFile as NSString).deletingLastPathComponent as NSString).appendingPathComponent(rowFormat.fileName)
        files = try Self.modelFiles(manifest, manifestFile: manifestFile)
    }

    /// The models the manifest names, at their absolute paths (or, for a
    /// manifest written before `modelFiles`, their labels against the
    /// recorded working folder), each checked against its SHA-256.
    private static func modelFiles(_ manifest: ProvenanceManifest, manifestFile: String) throws(ExperimentFileError) -> [(
        label: String, path: String
    )] {
        guard let modelsText = manifest["models"],
            let models = (try? JSONSerialization.jsonObject(with: Data(modelsText.utf8))) as? [[String: Any]]
        else {
            throw ExperimentFileError(path: manifestFile, problem: "$.models: expected an array of {path, sha256}")
        }
        // One entry per model, null for a fuzz case (made again from the seed, not read).
        let absolute = manifest["modelFiles"].flatMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [Any] }
        let folder = manifest["workingFolder"].flatMap { string($0) } ?? FileManager.default.currentDirectoryPath
        var files: [(label: String, path: String)] = []
        for (index, model) in models.enumerated() {
            guard let label = model["path"] as? String, let digest = model["sha256"] as? String else {
                throw ExperimentFileError(path: manifestFile, problem: "$.models[\(index)]: expected {\"path\": …, \"sha256\": …}")
            }
            let path: String
            if let absolute {
                guard index < absolute.count else {
                    throw ExperimentFileError(
                        path: manifestFile, problem: "$.modelFiles: expected one entry per model, found \(absolute.count)")
                }
                guard let file = absolute[index] as? String else { continue }
                path = file
            } else {
                // A manifest written before `modelFiles`: labels against the working folder.
                if manifest["fuzz"] != "null", label.hasPrefix("fuzz-") { continue }
                path = label.hasPrefix("/") ? label : (folder as NSString).appendingPathComponent(label)
            }
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw ExperimentFileError(
                    path: manifestFile, problem: "$.models[\(index)]: the model file \(path) (\(label)) cannot be read")
            }
            let found = SHA256.hex([UInt8](bytes))
            guard found == digest else {
                throw ExperimentFileError(
                    path: manifestFile,
                    problem: "$.models[\(index)]: the model file \(path) (\(label)) has changed "
                        + "since the run (SHA-256 \(found), expected \(digest))")
            }
            files.append((label, path))
        }
        return files
    }

    /// The members of `rerun` that differ from the first run's, but for
    /// ``perRunMembers``: key, first run's value, rerun's value.
    public func differences(from rerun: ProvenanceManifest) -> [(key: String, then: String?, now: String?)] {
        var keys = manifest.members.map(\.key)
        for member in rerun.members where !keys.contains(member.key) { keys.append(member.key) }
        return keys.filter { !Self.perRunMembers.contains($0) && manifest[$0] != rerun[$0] }.map { ($0, manifest[$0], rerun[$0]) }
    }

    /// The first line (1-based) where `first` and `second` differ, with both
    /// lines (nil past a text's end); nil when the texts are equal.
    public static func firstDifference(_ first: String, _ second: String) -> (line: Int, first: String?, second: String?)? {
        guard first != second else { return nil }
        let a = first.split(separator: "\n", omittingEmptySubsequences: false)
        let b = second.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : nil
            let right = index < b.count ? String(b[index]) : nil
            if left != right { return (index + 1, left, right) }
        }
        return nil
    }

    private static func string(_ json: String) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)) as? String
    }
}
