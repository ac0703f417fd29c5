/// An output could not be written: `--output FILE`, a findings folder, or
/// standard output (exit 2, like other bad input; docs/cli.md).
struct OutputFileError: Error, CustomStringConvertible {
    /// The path, or `standard output`.
    var path: String
    /// What went wrong, in words (`it is a directory; name a file`).
    var reason: String

    /// The name `path` has for standard output.
    static let standardOutput = "standard output"

    var description: String {
        path == Self.standardOutput
            ? "cannot write to standard output: \(reason)"
            : "\(path): cannot write the output file: \(reason)"
    }
}
