import LayoutLPStandardOutput

/// Standard output as `layoutlp` uses it: line-buffered, so every line
/// printed before an interruption (SIGINT, SIGTERM) has reached a redirected
/// file, and checked at the end, so a full disk or a closed file is an error
/// (exit 2) instead of lost results (docs/cli.md, "Output files").
enum StandardOutput {
    /// Makes standard output line-buffered (a terminal is already).
    static func bufferLines() {
        layoutlp_standard_output_buffer_lines()
    }

    /// Flushes standard output.
    ///
    /// - Throws: `OutputFileError` for `standard output` when this flush or
    ///   any earlier write failed.
    static func finish() throws(OutputFileError) {
        let code = layoutlp_standard_output_finish()
        guard code == 0 else {
            throw OutputFileError(
                path: OutputFileError.standardOutput,
                reason: code > 0 ? OutputFile.reason(code) : "a write failed")
        }
    }
}
