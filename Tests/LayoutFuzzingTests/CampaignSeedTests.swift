import Foundation
import Testing

/// CI's campaign seed (`CampaignSeed`): the environment first, then the
/// checked-out commit in every layout git uses, then the fallback; each
/// case on a folder made here, with the expected seed worked out from the hash.
@Suite struct CampaignSeedTests {
    /// 0x0123456789abcdef = 81985529216486895.
    static let hash = "0123456789abcdef0123456789abcdef01234567"
    static let hashSeed: UInt64 = 81_985_529_216_486_895

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("campaign-seed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func environmentComesFirst() throws {
        let root = try folder()
        try write("\(Self.hash)\n", root.appendingPathComponent(".git/HEAD"))
        let seed = CampaignSeed.resolve(environment: ["LAYOUTLP_FUZZ_SEED": "7"], root: root)
        #expect(seed == CampaignSeed(seed: 7, source: "LAYOUTLP_FUZZ_SEED"))
    }

    @Test func detachedHeadIsTheCommit() throws {
        let root = try folder()
        try write("\(Self.hash)\n", root.appendingPathComponent(".git/HEAD"))
        #expect(CampaignSeed.resolve(environment: [:], root: root).seed == Self.hashSeed)
    }

    @Test func branchRefInTheGitFolder() throws {
        let root = try folder()
        try write("ref: refs/heads/main\n", root.appendingPathComponent(".git/HEAD"))
        try write("\(Self.hash)\n", root.appendingPathComponent(".git/refs/heads/main"))
        let seed = CampaignSeed.resolve(environment: [:], root: root)
        #expect(seed == CampaignSeed(seed: Self.hashSeed, source: "commit 0123456789ab"))
    }

    /// A worktree: `.git` is a file naming its folder, whose `commondir`
    /// leads to the shared refs, here packed.
    @Test func worktreeWithPackedRefs() throws {
        let root = try folder()
        let common = root.appendingPathComponent("main.git")
        let own = common.appendingPathComponent("worktrees/wt")
        try write("gitdir: \(own.path)\n", root.appendingPathComponent("checkout/.git"))
        try write("ref: refs/heads/topic\n", own.appendingPathComponent("HEAD"))
        try write("../..\n", own.appendingPathComponent("commondir"))
        try write("# pack-refs with: peeled\n\(Self.hash) refs/heads/topic\n", common.appendingPathComponent("packed-refs"))
        #expect(CampaignSeed.resolve(environment: [:], root: root.appendingPathComponent("checkout")).seed == Self.hashSeed)
    }

    @Test func noGitFolderGivesTheFallback() throws {
        let root = try folder()
        #expect(CampaignSeed.resolve(environment: ["LAYOUTLP_FUZZ_SEED": "not a number"], root: root).seed == 20_261_121)
    }
}
