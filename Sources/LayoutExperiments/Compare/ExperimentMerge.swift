import Foundation

/// Joins the output folders of an experiment's shards (`--shard I/N`)
/// into what one run of the whole experiment writes (`compare merge`):
/// the rows in unit order (each line as its shard wrote it), the summary
/// recomputed from them, the times, and the manifest with `shard` 1/1 and
/// the merge's own command line.
///
/// The shards must be all N shards of one experiment: their manifests
/// may differ only in `commandLine`, `shard`, `shardUnits` and where they
/// ran (`workingFolder`, `workingFolderCommit`, `modelFiles`) and their
/// rows (`rowsSHA256`, `rowLines`), each shard must appear once, and each
/// shard's rows file must be the one its manifest records (its SHA-256:
/// a file that lost rows, even at a line boundary, or repeats one, is
/// refused).
public enum ExperimentMerge {
    /// The manifest members that differ between shards of one experiment.
    static let perShardMembers: Set<String> = [
        "commandLine", "shard", "shardUnits", "workingFolder", "workingFolderCommit", "modelFiles",
        "rowsSHA256", "rowLines",
    ]

    /// The merged report of `folders`.
    ///
    /// - Throws: ``ExperimentFileError`` naming the file that cannot be
    ///   read, or the shard that does not fit.
    public static func merge(_ folders: [String], commandLine: [String]) throws(ExperimentFileError) -> ExperimentReport {
        guard let firstFolder = folders.first else {
            throw ExperimentFileError(path: "compare merge", problem: "expected at least one shard folder")
        }
        var manifests: [(folder: String, manifest: ProvenanceManifest)] = []
        for folder in folders {
            let path = (folder as NSString).appendingPathComponent(ExperimentReport.manifestName)
            manifests.append((folder, try ProvenanceManifest(text: try ExperimentFiles.read(path), file: path)))
        }
        let reference = manifests[0].manifest
        let manifestPath = (firstFolder as NSString).appendingPathComponent(ExperimentReport.manifestName)
        func member(_ key: String) throws(ExperimentFileError) -> String {
            guard let value = reference[key] else {
                throw ExperimentFileError(path: manifestPath, problem: "expected the member \"\(key)\"")
            }
            return value
        }
        guard let format = RowFormat(rawValue: try member("format").trimmingCharacters(in: CharacterSet(charactersIn: "\""))) else {
            throw ExperimentFileError(path: manifestPath, problem: "format: expected \"csv\" or \"jsonl\"")
        }
        guard let tolerance = ExperimentNumber.value(try member("tolerance")), let units = Int(try member("units")) else {
            throw ExperimentFileError(path: manifestPath, problem: "tolerance and units: expected numbers")
        }
        let outputs = ProvenanceManifest.strings(try member("outputs")) ?? []
        if outputs.contains(ExperimentReport.tableName) {
            throw ExperimentFileError(path: manifestPath, problem: "a run with --table cannot be sharded")
        }
        if outputs.contains(ExperimentReport.metricsName) {
            throw ExperimentFileError(path: manifestPath, problem: "a run with --metrics cannot be sharded")
        }
        let shardCount = try checkShards(manifests)

        var rows: [(row: ComparisonRow, line: String)] = []
        var timeLines: [(unit: Int, line: String)] = []
        for (folder, manifest) in manifests {
            let path = (folder as NSString).appendingPathComponent(format.fileName)
            let shard = try shard(of: manifest, path: path)
            let text = try ExperimentFiles.read(path)
            try checkRecord(
                of: text, path: path, against: manifest,
                manifestPath: (folder as NSString).appendingPathComponent(ExperimentReport.manifestName))
            let parsed = try RowTable.parse(text, format: format, file: path)
            if let stray = parsed.first(where: { !shard.contains(unit: $0.row.unit) }) {
                throw ExperimentFileError(path: path, problem: "unit \(stray.row.unit) is not shard \(shard)'s")
            }
            rows += parsed
            if outputs.contains(ExperimentReport.timesName) {
                let timesPath = (folder as NSString).appendingPathComponent(ExperimentReport.timesName)
                for line in try ExperimentFiles.read(timesPath).split(separator: "\n").dropFirst() {
                    timeLines.append((Int(line.prefix { $0 != "," }) ?? 0, String(line)))
                }
            }
        }
        // Each shard's rows are in unit order, and a unit's rows in node order: a stable sort by unit restores one run's order.
        let ordered = rows.enumerated().sorted { ($0.element.row.unit, $0.offset) < ($1.element.row.unit, $1.offset) }.map(\.element)
        let distinctUnits = Set(ordered.map(\.row.unit)).count
        guard distinctUnits == units else {
            throw ExperimentFileError(
                path: "compare merge", problem: "the \(shardCount) shards hold \(distinctUnits) of the experiment's \(units) units")
        }
        let summary = ComparisonSummary(rows: ordered.map(\.row), tolerance: tolerance)
        let rowsText: String =
            switch format {
            case .csv: ([RowTable.columns.joined(separator: ",")] + ordered.map(\.line)).map { $0 + "\n" }.joined()
            case .jsonl: ordered.map { $0.line + "\n" }.joined()
            }
        var files = [(format.fileName, rowsText), (ExperimentReport.summaryName, summary.markdown)]
        if outputs.contains(ExperimentReport.latexName) { files.append((ExperimentReport.latexName, summary.latex)) }
        if outputs.contains(DeviationPlot.fileName), let plot = DeviationPlot.plot(rows: ordered.map(\.row), tolerance: tolerance) {
            files.append((DeviationPlot.fileName, plot.svg()))
        }
        if outputs.contains(ExperimentReport.timesName) {
            files.append((ExperimentReport.timesName, ExperimentReport.timesText(timeLines.sorted { $0.unit < $1.unit }.map(\.line))))
        }
        var manifest = reference
        manifest["commandLine"] = ProvenanceManifest.stringArray(commandLine)
        manifest["shard"] = ExperimentJSON.quoted(ExperimentShard.whole.description)
        manifest["shardUnits"] = String(units)
        return ExperimentReport(files: files).adding(manifest: manifest)
    }

    /// Checks that the manifests are the N shards of one experiment, each once; N.
    private static func checkShards(_ manifests: [(folder: String, manifest: ProvenanceManifest)]) throws(ExperimentFileError) -> Int {
        let reference = manifests[0]
        var seen = Set<Int>()
        var count: Int?
        for (folder, manifest) in manifests {
            let path = (folder as NSString).appendingPathComponent(ExperimentReport.manifestName)
            let shared = manifest.members.filter { !perShardMembers.contains($0.key) }
            let expected = reference.manifest.members.filter { !perShardMembers.contains($0.key) }
            let keys = Set(shared.map(\.key)).union(expected.map(\.key)).sorted()
            if let difference = keys.first(where: { key in shared.first { $0.key == key }?.value != expected.first { $0.key == key }?.value
                })
            {
                throw ExperimentFileError(
                    path: path, problem: "not a shard of the experiment in \(reference.folder): \"\(difference)\" differs")
            }
            let shard = try shard(of: manifest, path: path)
            if let count, count != shard.count {
                throw ExperimentFileError(path: path, problem: "shard \(shard) of \(shard.count), the others of \(count)")
            }
            count = shard.count
            guard seen.insert(shard.index).inserted else { throw ExperimentFileError(path: path, problem: "shard \(shard) is given twice") }
        }
        let total = count ?? 1
        guard seen.count == total else {
            let missing = (1...total).filter { !seen.contains($0) }.map { "\($0)/\(total)" }.joined(separator: ", ")
            throw ExperimentFileError(path: "compare merge", problem: "missing shards: \(missing)")
        }
        return total
    }

    /// Checks a shard's rows file against its manifest's `rowsSHA256` and
    /// `rowLines` (manifests written before them hold neither, and are not checked).
    private static func checkRecord(
        of text: String, path: String, against manifest: ProvenanceManifest,
        manifestPath: String
    ) throws(ExperimentFileError) {
        guard let recorded = manifest["rowsSHA256"] else { return }
        let found = ExperimentReport.rowsRecord(of: text)
        guard recorded == ExperimentJSON.quoted(found.sha256) else {
            let lines = manifest["rowLines"].map { "\($0) lines" } ?? "other bytes"
            throw ExperimentFileError(
                path: path,
                problem: "not the rows \(manifestPath) records (\(lines), SHA-256 \(recorded)); "
                    + "found \(found.lines) lines, SHA-256 \"\(found.sha256)\": rows lost, repeated or changed since the shard ran")
        }
    }

    /// The manifest's `shard`.
    private static func shard(of manifest: ProvenanceManifest, path: String) throws(ExperimentFileError) -> ExperimentShard {
        guard let text = manifest["shard"] else { throw ExperimentFileError(path: path, problem: "expected the member \"shard\"") }
        do {
            return try ExperimentShard(text.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
        } catch {
            throw ExperimentFileError(path: path, problem: "shard: \(error.expected)")
        }
    }
}
