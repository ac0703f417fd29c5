import Foundation
import ArgumentParser
import GreedyLayout
import LayoutModel
import LayoutModelFile

/// Prints an error as `layoutlp: error: …` on standard error and turns it into
/// the documented exit code.
enum CommandFailure {
    static func exit(for error: Error) -> ExitCode {
        let code: ExitCode = switch error {
        case is ModelFileError, is LayoutTreeError: .badInput
        case is UnsupportedLayoutError: .unsupported
        case is GreedyLayoutError: .engineFailure
        default: .engineFailure
        }
        printError("error: \(error)")
        return code
    }

    static func printError(_ text: String) {
        var standardError = StandardError()
        print("layoutlp: \(text)", to: &standardError)
    }
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}

