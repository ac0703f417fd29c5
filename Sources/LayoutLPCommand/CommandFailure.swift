import ArgumentParser
import Foundation
import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutModel
import LayoutModelFile
import LinearProgram

/// Prints an error as `layoutlp: error: …` on standard error and turns it into
/// the documented exit code (docs/cli.md).
enum CommandFailure {
    /// - Parameter model: the model file (nil for the built-in model), named
    ///   first in every error about laying the model out (reading errors
    ///   name it themselves).
    /// - Parameter proposalFromOption: whether the proposal came from
    ///   `--proposal`: one outside the LP engine's range is then a usage
    ///   error (64) naming the option, not the model's `$.proposal`.
    static func exit(for error: Error, model: String? = nil, proposalFromOption: Bool = false) -> ExitCode {
        if let exit = error as? ExitCode { return exit }  // already reported
        let modelName = model.map(PrintableText.escaped) ?? "built-in model"
        if proposalFromOption, case LPLayoutError.proposalOutOfRange(let axis, _, _)? = error as? LPLayoutError {
            printError("error: --proposal: the \(axis == .horizontal ? "width" : "height"): \(error)")
            return .validationFailure
        } else if case LPLayoutError.proposalOutOfRange(let axis, _, _)? = error as? LPLayoutError {
            // The model's value: name the file and the JSON path, as for reading errors.
            let key = axis == .horizontal ? "width" : "height"
            printError("error: \(modelName): $.proposal.\(key): \(error)")
        } else if case LPLayoutError.timeLimitReached? = error as? LPLayoutError {
            printError(
                "error: \(modelName): \(error) (--time-limit SECONDS sets it, \(Int(LPEngineOptions.defaultTimeLimit)) unless given)")
        } else if case LPLayoutError.workLimitReached? = error as? LPLayoutError {
            printError("error: \(modelName): \(error) (--work-limit N sets it)")
        } else if isAboutTheModel(error) {
            printError("error: \(modelName): \(error)")
        } else {
            printError("error: \(error)")
        }
        return code(for: error)
    }

    /// Whether `error` comes from laying the model out (its tree, an engine,
    /// the solver) rather than from reading it or from an output file, which
    /// name their own paths.
    static func isAboutTheModel(_ error: Error) -> Bool {
        switch error {
        case is LayoutTreeError, is UnsupportedLayoutError, is LPLayoutError, is GreedyLayoutError, is GLPKError, is ProgramError: true
        default: false
        }
    }

    /// The exit code of `error`: bad input 2, not encoded or laid out 3,
    /// engine or solver failure 4.
    static func code(for error: Error) -> ExitCode {
        switch error {
        case is ModelFileError, is LayoutTreeError, is OutputFileError, is PNGConversionError: .badInput
        case is UnsupportedLayoutError: .unsupported
        case let error as LPLayoutError: code(for: error)
        case is GreedyLayoutError, is GLPKError, is ProgramError: .engineFailure
        default: .engineFailure
        }
    }

    static func code(for error: LPLayoutError) -> ExitCode {
        switch error {
        // The model's proposal is outside what LP programs are built for.
        case .proposalOutOfRange: .badInput
        case .unsupported, .overMemoryBudget: .unsupported
        // The command compiles for the proposal's own shape, so a mismatch is
        // a bug, like a program without optimum or a NaN frame.
        case .proposalShapeMismatch, .proposalMismatch, .noOptimum, .solverFailed, .noLayout, .timeLimitReached, .workLimitReached:
            .engineFailure
        }
    }

    static func printError(_ text: String) {
        var standardError = StandardError()
        print("layoutlp: \(text)", to: &standardError)
    }
}
