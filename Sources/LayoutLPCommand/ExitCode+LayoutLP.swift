import ArgumentParser

/// `layoutlp`'s exit codes (docs/cli.md).
extension ExitCode {
    /// `check`: the two engines disagree, or an expectation is not met.
    static let disagreement = ExitCode(1)
    /// The model file cannot be read or is not a valid `layoutlp/1` model, its
    /// proposal is outside the LP engine's range, or `--output` cannot be written.
    static let badInput = ExitCode(2)
    /// The chosen engine (or LP strategy) does not lay out a view or modifier of the model yet.
    static let unsupported = ExitCode(3)
    /// An engine or solver failed (a bug or a solver fault, never bad input).
    static let engineFailure = ExitCode(4)
    // ArgumentParser itself exits 64 for command-line usage errors.
}
