import Foundation
import LayoutTestSupport
import Testing

/// One file of the hostile-input corpus and what every command that reads a
/// model must do with it, worked out from the documented rules
/// (docs/model-files.md, docs/cli.md); `why` says how.
struct HostileCase: Decodable, Sendable, CustomTestStringConvertible {
    /// A command whose exit code differs from the documented one because of
    /// a bug in a module this corpus does not fix (the engines, the
    /// strategies): asserted as a known issue, so the test fails once the
    /// bug is fixed and the entry must go.
    struct KnownIssue: Decodable, Sendable {
        /// The exit codes the commands give today.
        var exits: [HostileCommand: Int]
        var why: String

        private enum CodingKeys: String, CodingKey { case exits, why }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            exits = try HostileCase.commandCodes(container.decode([String: Int].self, forKey: .exits))
            why = try container.decode(String.self, forKey: .why)
        }
    }

    /// The file's name in `HostileInputs/`.
    var file: String
    /// The exit code of every command (a file the reader rejects: 2).
    var exit: Int?
    /// The exit code per command, for a file the reader accepts.
    var exits: [HostileCommand: Int]?
    /// The JSON path the first error line names when a command exits 2.
    var path: String?
    /// `LINE:COLUMN` of the error, when it has a position.
    var at: String?
    /// How the first error line goes on after `layoutlp: error: MODEL: ` when
    /// a command exits 3 or 4 (a node path, or the solver's failure).
    var error: String?
    /// How the first warning goes on after `layoutlp: warning: `, for a file
    /// that is laid out with a warning.
    var warning: String?
    /// The commands to run, every one by default.
    var commands: [HostileCommand]?
    var knownIssue: KnownIssue?
    /// How the expectations follow from the documented rules.
    var why: String

    private enum CodingKeys: String, CodingKey { case file, exit, exits, path, at, error, warning, commands, knownIssue, why }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        exit = try container.decodeIfPresent(Int.self, forKey: .exit)
        exits = try container.decodeIfPresent([String: Int].self, forKey: .exits).map(Self.commandCodes)
        path = try container.decodeIfPresent(String.self, forKey: .path)
        at = try container.decodeIfPresent(String.self, forKey: .at)
        error = try container.decodeIfPresent(String.self, forKey: .error)
        warning = try container.decodeIfPresent(String.self, forKey: .warning)
        commands = try container.decodeIfPresent([HostileCommand].self, forKey: .commands)
        knownIssue = try container.decodeIfPresent(KnownIssue.self, forKey: .knownIssue)
        why = try container.decode(String.self, forKey: .why)
    }

    /// Command names as keys; an unknown name is a broken manifest.
    static func commandCodes(_ codes: [String: Int]) throws -> [HostileCommand: Int] {
        var result: [HostileCommand: Int] = [:]
        for (name, code) in codes {
            guard let command = HostileCommand(rawValue: name) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown command \(name)"))
            }
            result[command] = code
        }
        return result
    }

    /// The folder of the corpus, relative to the package root (commands run there).
    static let folder = "Tests/LayoutLPCommandTests/HostileInputs"

    /// Every case of the manifest, in its order.
    static let all: [HostileCase] = {
        let url = PackagePaths.root.appendingPathComponent(folder).appendingPathComponent("manifest.json")
        struct Manifest: Decodable { var files: [HostileCase] }
        do {
            return try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url)).files
        } catch {
            Issue.record("cannot read \(url.path): \(error)")
            return []
        }
    }()

    /// The model's path as commands are given it.
    var modelPath: String { Self.folder + "/" + file }

    /// The documented exit code of `command`.
    func documentedExit(_ command: HostileCommand) -> Int? { exits?[command] ?? exit }

    var testDescription: String { file }
}
