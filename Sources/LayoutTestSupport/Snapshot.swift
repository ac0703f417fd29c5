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
            Issue.record(Comment(rawValue: "snapshot \(name) differs (LAYOUTLP_RECORD_SNAPSHOTS=1 re-records)\n--- stored\n\(stored)\n--- actual\n\(text)"),
                         sourceLocation: sourceLocation)
        }
    }
}
