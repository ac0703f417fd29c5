/// `--output FILE` could not be written (exit 2, like other bad input).
struct OutputFileError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String { "\(path): cannot write the output file: \(reason)" }
}
