import Foundation

/// The files of an experiment's output folder, as text: `rows.csv` or
/// `rows.jsonl`, `summary.md`, with `--latex` `summary.tex`, with
/// `--times` `times.csv`, with `--table classic` `classic-table.md`, with
/// `--plots` `deviation-plot.svg` (``DeviationPlot``), with `--metrics`
/// `metrics.csv` and `metrics-children.csv` (``StackMetricsRow``,
/// ``ChildMetricsRow``, and their medians in the summary), and
/// `manifest.json`. `compare` and `compare merge` both write through it,
/// so a merge writes what one run writes.
public struct ExperimentReport: Sendable {
    /// File name and text, in writing order (the manifest last).
    public var files: [(name: String, text: String)]

    /// A report of `files`.
    public init(files: [(name: String, text: String)]) {
        self.files = files
    }

    /// The summary file names.
    public static let summaryName = "summary.md"
    /// The LaTeX summary (`--latex`).
    public static let latexName = "summary.tex"
    /// The times (`--times`).
    public static let timesName = "times.csv"
    /// The classic-cases table (`--table classic`).
    public static let tableName = "classic-table.md"
    /// The provenance manifest.
    public static let manifestName = "manifest.json"
    /// The per-stack metrics (`--metrics`).
    public static let metricsName = "metrics.csv"
    /// The per-child metrics (`--metrics`).
    public static let childMetricsName = "metrics-children.csv"

    /// The report of `rows`: rows file, summaries, times and table as asked.
    /// The manifest is added by ``adding(manifest:)``, once the file list is known.
    public static func make(
        rows: [ComparisonRow], format: RowFormat, tolerance: Double, latex: Bool, times: [UnitTimes]?,
        table: String?, plots: Bool = false,
        metrics: (stacks: [StackMetricsRow], children: [ChildMetricsRow])? = nil
    ) -> ExperimentReport {
        let summary = ComparisonSummary(rows: rows, tolerance: tolerance)
        let medians = metrics.map { "\n" + StackMetricsSummary.markdown($0.stacks) } ?? ""
        var files = [(format.fileName, RowTable.text(rows, format: format)), (summaryName, summary.markdown + medians)]
        if let metrics {
            files.append((metricsName, StackMetricsRow.text(metrics.stacks)))
            files.append((childMetricsName, ChildMetricsRow.text(metrics.children)))
        }
        if latex { files.append((latexName, summary.latex)) }
        if plots, let plot = DeviationPlot.plot(rows: rows, tolerance: tolerance) { files.append((DeviationPlot.fileName, plot.svg())) }
        if let times { files.append((timesName, timesText(times.map(\.csvLine)))) }
        if let table { files.append((tableName, table)) }
        return ExperimentReport(files: files)
    }

    /// `times.csv` from its lines (in unit order).
    static func timesText(_ lines: [String]) -> String {
        ([UnitTimes.csvHeader] + lines).map { $0 + "\n" }.joined()
    }

    /// The names of the files, the manifest's included.
    public var names: [String] {
        let names = files.map(\.name)
        return names.contains(Self.manifestName) ? names : names + [Self.manifestName]
    }

    /// The text of file `name`.
    public subscript(name: String) -> String? { files.first { $0.name == name }?.text }

    /// The report with `manifest.json` last, its `rowsSHA256` and
    /// `rowLines` members describing the rows file of `files`, so that a
    /// rows file that lost or repeated lines no longer matches its manifest
    /// (``rowsRecord(of:)``; `compare merge` checks it).
    public func adding(manifest: ProvenanceManifest) -> ExperimentReport {
        var manifest = manifest
        if let rows = files.first(where: { Self.rowsNames.contains($0.name) }) {
            let record = Self.rowsRecord(of: rows.text)
            manifest["rowsSHA256"] = ExperimentJSON.quoted(record.sha256)
            manifest["rowLines"] = String(record.lines)
        }
        return ExperimentReport(files: files.filter { $0.name != Self.manifestName } + [(Self.manifestName, manifest.text)])
    }

    /// The rows files' names (`rows.csv`, `rows.jsonl`).
    static let rowsNames: Set<String> = Set(RowFormat.allCases.map(\.fileName))

    /// A rows file's SHA-256 (of its UTF-8 bytes) and its number of lines.
    public static func rowsRecord(of text: String) -> (sha256: String, lines: Int) {
        (SHA256.hex(Array(text.utf8)), text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
    }

    /// Writes every file into `folder` (created when missing) as one set:
    /// each file first to a hidden temporary file in `folder`, then, once
    /// all are written, each renamed over its name, the manifest last. A
    /// file that cannot be written (a full disk) leaves the folder's earlier
    /// files as they were and no temporary file behind; an interruption
    /// (SIGINT, SIGTERM, SIGHUP) removes the temporary files
    /// (``TemporaryFile``). A manifest names its rows file's SHA-256, so a
    /// set cut between two renames is told apart from a whole one.
    ///
    /// - Throws: ``ExperimentFileError`` naming the file.
    public func write(to folder: String) throws(ExperimentFileError) {
        try ExperimentRunner.makeFolder(folder)
        try ExperimentFiles.write(files.map { ((folder as NSString).appendingPathComponent($0.name), $0.text) })
    }
}
