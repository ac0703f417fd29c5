import Foundation
import LayoutTestSupport
import Testing

/// The hostile-input corpus (`HostileInputs/`, issue 14): malformed and
/// extreme model files at every level of the format, each run through every
/// command that reads a model. `manifest.json` gives, per file, the
/// documented exit code of each command, and for bad input the JSON path
/// (and position) the first error line names, worked out from
/// docs/model-files.md and docs/cli.md; `why` says how. Nothing may crash
/// or hang: every run is killed after 30 s.
@Suite(.disabled(if: QuickTests.enabled, QuickTests.reason)) struct HostileInputTests {
    static let folder = PackagePaths.root.appendingPathComponent(HostileCase.folder)

    @Test(arguments: HostileCase.all)
    func everyCommandDoesWhatTheManifestSays(_ hostile: HostileCase) throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: pictures) }
        for command in hostile.commands ?? HostileCommand.allCases {
            guard let exit = hostile.documentedExit(command) else {
                Issue.record("\(hostile.file): the manifest gives no exit code for \(command)")
                continue
            }
            let picture = pictures.appendingPathComponent("\(command).svg").path
            let run = try BoundedRun.run(command.arguments(model: hostile.modelPath, picture: picture))
            let expected = ExpectedOutcome(
                command: command, model: hostile.modelPath, exit: exit, knownExit: hostile.knownIssue?.exits[command],
                knownIssue: hostile.knownIssue?.why, jsonPath: hostile.path, position: hostile.at, error: hostile.error,
                warning: hostile.warning)
            expected.verify(run)
        }
    }

    /// The manifest and the folder list the same files, each once, and the
    /// corpus holds at least 100 of them, rejected and accepted ones.
    @Test func theManifestListsEveryFileOnce() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0 != "manifest.json" }
        let listed = HostileCase.all.map(\.file)
        #expect(Set(listed).count == listed.count, "a file listed twice")
        #expect(Set(files) == Set(listed))
        #expect(listed.count >= 100)
        #expect(HostileCase.all.contains { $0.exit == 2 } && HostileCase.all.contains { $0.exits != nil })
    }

    /// Every entry says what it expects in a way the test can check: a
    /// rejected file names its JSON path; an accepted one gives every
    /// command it runs an exit code.
    @Test func everyEntryIsComplete() {
        for hostile in HostileCase.all {
            #expect((hostile.exit == nil) != (hostile.exits == nil), "\(hostile.file): exit or exits")
            if hostile.exit == 2 || hostile.exits?.values.contains(2) == true {
                #expect(hostile.path != nil, "\(hostile.file): which JSON path the error names")
            }
            for command in hostile.commands ?? HostileCommand.allCases {
                #expect(hostile.documentedExit(command) != nil, "\(hostile.file): \(command)")
            }
            #expect(!hostile.why.isEmpty)
        }
    }
}
