import ArgumentParser

/// `layoutlp`'s exit codes (docs/cli.md).
extension ExitCode {
    /// `check`: an expectation is not met (or, later, two engines disagree).
    static let disagreement = ExitCode(1)
    /// The model file cannot be read or is not a valid `layoutlp/1` model.
    static let badInput = ExitCode(2)
    /// The chosen engine does not lay out a view or modifier of the model yet.
    static let unsupported = ExitCode(3)
    /// An engine or solver failed (a bug or a solver fault, never bad input).
    static let engineFailure = ExitCode(4)
    // ArgumentParser itself exits 64 for command-line usage errors.
}
