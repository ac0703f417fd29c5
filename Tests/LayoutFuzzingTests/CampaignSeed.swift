import Foundation

/// The seed of CI's campaign (docs/fuzzing.md, "In CI"): new trees on every
/// commit, the same trees for every run of one commit.
///
/// 1. `LAYOUTLP_FUZZ_SEED`, a decimal UInt64, when set (to replay a run or
///    to explore by hand);
/// 2. else the commit checked out in the package's git folder: the first 16
///    hexadecimal digits of its hash (`HEAD`, a branch ref in the folder or
///    in the worktree's common folder, or `packed-refs`);
/// 3. else (no git folder, as in a source archive) the fixed seed 20261121.
struct CampaignSeed: Equatable, CustomStringConvertible {
    static let fallback: UInt64 = 20_261_121
    static let variable = "LAYOUTLP_FUZZ_SEED"

    var seed: UInt64
    /// Where it came from, in words.
    var source: String

    var description: String { "\(seed) (\(source))" }

    /// The seed for a package at `root` in `environment`.
    static func resolve(environment: [String: String], root: URL) -> CampaignSeed {
        if let text = environment[variable], let seed = UInt64(text.trimmingCharacters(in: .whitespaces)) {
            return CampaignSeed(seed: seed, source: "\(variable)")
        }
        if let commit = commit(root: root), let seed = UInt64(commit.prefix(16), radix: 16) {
            return CampaignSeed(seed: seed, source: "commit \(commit.prefix(12))")
        }
        return CampaignSeed(seed: fallback, source: "no \(variable) and no git commit: the fixed fallback")
    }

    /// The hash of the commit checked out at `root`, or nil.
    static func commit(root: URL) -> String? {
        guard let gitDirectory = gitDirectory(root: root),
            let head = read(gitDirectory.appendingPathComponent("HEAD"))
        else { return nil }
        guard head.hasPrefix("ref: ") else { return isHash(head) ? head : nil }
        let reference = String(head.dropFirst(5))
        var folders = [gitDirectory]
        if let common = read(gitDirectory.appendingPathComponent("commondir")) {
            folders.append(URL(fileURLWithPath: common, relativeTo: gitDirectory.appendingPathComponent("x")).standardizedFileURL)
        }
        for folder in folders {
            if let hash = read(folder.appendingPathComponent(reference)), isHash(hash) { return hash }
        }
        for folder in folders {
            guard let packed = read(folder.appendingPathComponent("packed-refs")) else { continue }
            for line in packed.split(separator: "\n") {
                let parts = line.split(separator: " ")
                if parts.count == 2, parts[1] == reference, isHash(String(parts[0])) { return String(parts[0]) }
            }
        }
        return nil
    }

    /// `.git` itself, or the folder a `.git` file (a worktree) points to.
    private static func gitDirectory(root: URL) -> URL? {
        let dotGit = root.appendingPathComponent(".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let text = read(dotGit), text.hasPrefix("gitdir: ") else { return nil }
        return URL(fileURLWithPath: String(text.dropFirst(8)), relativeTo: root.appendingPathComponent("x")).standardizedFileURL
    }

    private static func read(_ url: URL) -> String? {
        (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func isHash(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
    }
}
