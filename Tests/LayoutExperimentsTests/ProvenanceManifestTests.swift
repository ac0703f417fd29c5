import Foundation
import LayoutExperiments
import LayoutLPBuildInfo
import Testing

@Suite struct ProvenanceManifestTests {
    func manifest() throws -> ProvenanceManifest {
        let models = try ExperimentModelFinder.load(paths: [ExperimentFixtures.classic("classic-1-equal-split")])
        let experiment = try Experiment(engineNames: ["greedy", "weighted:scope=global"], models: models)
        let system = SystemDescription(
            layoutLPVersion: "v", commit: "abc", swiftVersion: "6.3", glpkVersion: "5.0", operatingSystem: "Linux",
            cpu: "cpu \"x\"", cores: 2)
        return ProvenanceManifest(
            experiment: experiment, commandLine: ["layoutlp", "compare", "a b.json"], tolerance: 0.001, format: .csv,
            outputs: ["rows.csv", "manifest.json"], fuzz: (seed: 7, indices: 0...9), system: system)
    }

    /// The manifest is JSON (Foundation reads it) and reads back member by member.
    @Test func manifestIsJSONAndReadsBack() throws {
        let manifest = try manifest()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(manifest.text.utf8)) as? [String: Any])
        #expect(object["commandLine"] as? [String] == ["layoutlp", "compare", "a b.json"])
        #expect(object["cpu"] as? String == "cpu \"x\"")
        #expect(object["seeds"] as? [Int] == [7])
        let models = try #require(object["models"] as? [[String: Any]])
        let bytes = try #require(FileManager.default.contents(atPath: ExperimentFixtures.classic("classic-1-equal-split")))
        #expect(models.first?["sha256"] as? String == SHA256.hex(Array(bytes)))
        let engines = try #require(object["engines"] as? [[String: Any]])
        #expect((engines[1]["engine"] as? String)?.hasPrefix("lp/weighted(scope=global") == true)
        #expect(try ProvenanceManifest(text: manifest.text, file: "m") == manifest)
    }

    /// `LAYOUTLP_COMMIT` wins; else the branch HEAD names, read from
    /// `.git` above the folder, or from a worktree's `gitdir:` file.
    @Test func commitComesFromTheEnvironmentOrTheRepository() throws {
        let folder = ExperimentFixtures.temporaryFolder()
        #expect(SystemDescription.gitCommit(environment: [:], from: folder) == nil)
        #expect(SystemDescription.gitCommit(environment: ["LAYOUTLP_COMMIT": "feed"], from: folder) == "feed")
        let git = folder + "/repo/.git"
        try FileManager.default.createDirectory(atPath: git + "/refs/heads", withIntermediateDirectories: true)
        try "ref: refs/heads/main\n".write(toFile: git + "/HEAD", atomically: true, encoding: .utf8)
        try "0123abcd\n".write(toFile: git + "/refs/heads/main", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/repo/Models/deep", withIntermediateDirectories: true)
        #expect(SystemDescription.gitCommit(environment: [:], from: folder + "/repo/Models/deep") == "0123abcd")
        // A worktree: .git is a file naming its git folder, whose commondir holds the refs.
        let worktreeGit = git + "/worktrees/w"
        try FileManager.default.createDirectory(atPath: worktreeGit, withIntermediateDirectories: true)
        try "ref: refs/heads/main\n".write(toFile: worktreeGit + "/HEAD", atomically: true, encoding: .utf8)
        try "../..\n".write(toFile: worktreeGit + "/commondir", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/w", withIntermediateDirectories: true)
        try "gitdir: \(worktreeGit)\n".write(toFile: folder + "/w/.git", atomically: true, encoding: .utf8)
        #expect(SystemDescription.gitCommit(environment: [:], from: folder + "/w") == "0123abcd")
    }

    /// The code's own commit is the one the binary was built from
    /// (recorded by the BuildProvenance plugin), not the working folder's:
    /// in a checkout of LayoutLP it is `git rev-parse HEAD` of the package.
    @Test func theCommitIsTheOneTheBinaryWasBuiltFrom() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent(".git").path) else { return }
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", package.path, "rev-parse", "HEAD"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        try git.run()
        git.waitUntilExit()
        let head = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        guard git.terminationStatus == 0, !head.isEmpty else { return }
        #expect(BuildProvenance.commit == head)
        #expect(BuildProvenance.dirty != nil)
        #expect(SystemDescription.current.commit == head)
        #expect(BuildProvenance.summary.hasPrefix(head))
    }

    /// The manifest names the code (commit, dirty flag, build, the
    /// executable's digest) and where the run started (the working folder,
    /// each model's absolute path beside the path as given).
    @Test func manifestNamesTheCodeAndWhereItRan() throws {
        let models = try ExperimentModelFinder.load(paths: [ExperimentFixtures.classic("classic-1-equal-split")])
        let experiment = try Experiment(engineNames: ["greedy"], models: models)
        let system = SystemDescription(
            layoutLPVersion: "v", commit: "abc", dirty: true, configuration: "release", binarySHA256: "00ff",
            workingFolder: "/study", workingFolderCommit: "beef", swiftVersion: "6.3", glpkVersion: "5.0",
            operatingSystem: "Linux", cpu: "cpu", cores: 2)
        let manifest = ProvenanceManifest(
            experiment: experiment, commandLine: ["layoutlp", "compare"], tolerance: 0.001, format: .csv,
            outputs: [], fuzz: nil, system: system)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(manifest.text.utf8)) as? [String: Any])
        #expect(object["commit"] as? String == "abc")
        #expect(object["dirty"] as? Bool == true)
        #expect(object["build"] as? String == "release")
        #expect(object["binarySHA256"] as? String == "00ff")
        #expect(object["workingFolder"] as? String == "/study")
        #expect(object["workingFolderCommit"] as? String == "beef")
        let files = try #require(object["modelFiles"] as? [String])
        #expect(files.count == 1)
        #expect(files[0].hasPrefix("/") && files[0].hasSuffix("/classic-1-equal-split.json"))
        #expect(FileManager.default.fileExists(atPath: files[0]))
    }

    /// The running executable's digest is the SHA-256 of its file.
    @Test func theExecutablesDigestIsItsFilesSHA256() throws {
        let bytes = try #require(FileManager.default.contents(atPath: "/proc/self/exe"))
        #expect(SystemDescription.executableSHA256 == SHA256.hex(bytes))
        #expect(SystemDescription.executableSHA256?.count == 64)
    }

    /// A rerun's differences leave out where it started; rows compare line by line.
    @Test func rerunComparesWhatWasComputedNotWhereItRan() {
        #expect(ExperimentRerun.firstDifference("a\nb\n", "a\nb\n") == nil)
        let difference = ExperimentRerun.firstDifference("a\nb\nc\n", "a\nB\nc\n")
        #expect(difference?.line == 2 && difference?.first == "b" && difference?.second == "B")
        let shorter = ExperimentRerun.firstDifference("a\n", "a\nb\n")
        #expect(shorter?.line == 2 && shorter?.first == "" && shorter?.second == "b")
    }
}
