import Foundation
import Testing

/// Text snapshots under `Tests/__Snapshots__/NAME.txt`.
///
/// A missing snapshot is recorded and the test fails once, asking for a
/// re-run; set `LAYOUTLP_RECORD_SNAPSHOTS=1` to re-record every snapshot.
/// (swift-snapshot-testing was not used: its current releases pull in
/// swift-custom-dump 1.7, which needs Swift tools 6.4, and swift-syntax.)
public enum Snapshot {
    /// `Tests/__Snapshots__` in the package.
    public static var directory: URL { PackagePaths.root.appendingPathComponent("Tests/__Snapshots__") }

    /// Records a test failure unless `text` equals the stored snapshot `name`; records the snapshot (and fails once) when it is missing, or re-records it when `LAYOUTLP_RECORD_SNAPSHOTS=1`.
    public static func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent("\(name).txt")
        let record = ProcessInfo.processInfo.environment["LAYOUTLP_RECORD_SNAPSHOTS"] == "1"
        guard !record, let stored = try? String(contentsOf: url, encoding: .utf8) else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not write snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
                return
            }
            if !record {
                Issue.record("recorded new snapshot \(name); check it and re-run", sourceLocation: sourceLocation)
            }
            return
        }
        if stored != text {
            Issue.record(
                Comment(
                    rawValue: "snapshot \(name) differs (LAYOUTLP_RECORD_SNAPSHOTS=1 re-records):\n" + diff(stored: stored, actual: text)),
                sourceLocation: sourceLocation)
        }
    }

    /// The lines that differ, as `- N: line` (stored, line N) and `+ N:
    /// line` (actual), in line order: the stored lines removed, then the
    /// actual lines inserted, from the least edit between the two. At most
    /// `limit` lines, then a count of the rest.
    public static func diff(stored: String, actual: String, limit: Int = 40) -> String {
        let old = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [(line: Int, order: Int, text: String)] = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, let element, _): lines.append((offset, 0, "- \(offset + 1): \(element)"))
            case .insert(let offset, let element, _): lines.append((offset, 1, "+ \(offset + 1): \(element)"))
            }
        }
        lines.sort { ($0.line, $0.order) < ($1.line, $1.order) }
        var out = lines.prefix(limit).map(\.text).joined(separator: "\n")
        if lines.count > limit { out += "\n… \(lines.count - limit) more changed lines" }
        return out
    }
}
