/// The formats rows are written in (`--format`).
public enum RowFormat: String, Sendable, CaseIterable {
    /// RFC 4180 CSV with a header line.
    case csv
    /// One JSON object per line (JSON Lines).
    case jsonl

    /// The rows file's name in an output folder.
    public var fileName: String { "rows." + rawValue }
}
