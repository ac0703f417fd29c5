import Foundation
import LayoutExperiments
import Testing

@Suite struct ProvenanceManifestTests {
    func manifest() throws -> ProvenanceManifest {
        let models = try ExperimentModelFinder.load(paths: [ExperimentFixtures.classic("classic-1-equal-split")])
        let experiment = try Experiment(engineNames: ["greedy", "weighted:scope=global"], models: models)
        let system = SystemDescription(layoutLPVersion: "v", commit: "abc", swiftVersion: "6.3", glpkVersion: "5.0", operatingSystem: "Linux",
                                       cpu: "cpu \"x\"", cores: 2)
        return ProvenanceManifest(experiment: experiment, commandLine: ["layoutlp", "compare", "a b.json"], tolerance: 0.001, format: .csv,
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
}
