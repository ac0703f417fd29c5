/// A PNG or PDF could not be written (exit 2, like an output file that cannot be
/// written): the converter is not installed, or it failed.
enum PNGConversionError: Error, CustomStringConvertible {
    /// `command` is not on `PATH`; `package` is the Debian package to install.
    case converterMissing(command: String, package: String, output: String, format: String = "PNG")
    /// `command` could not be started (no status) or exited with `status`.
    case converterFailed(command: String, status: Int32?, message: String, output: String, format: String = "PNG")

    var description: String {
        switch self {
        case let .converterMissing(command, package, output, format):
            "\(output): cannot write a \(format): \(command) is not on PATH; install it with `apt-get install \(package)` "
                + "(Debian), or write an .svg file instead"
        case let .converterFailed(command, status, message, output, format):
            "\(output): cannot write a \(format): \(command) \(status.map { "exited with status \($0)" } ?? "could not be started")"
                + (message.isEmpty ? "" : ": \(message)")
        }
    }
}
