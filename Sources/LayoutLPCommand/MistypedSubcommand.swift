import Foundation

/// Catches a mistyped subcommand before the default subcommand (`solve`)
/// takes it for a model path: `layoutlp chek m.json` says "did you mean
/// check?" (exit 64) instead of "chek: no such file".
///
/// A word counts as mistyped when it is the first argument, does not start
/// with `-`, is not a subcommand, is not an existing file, and is within
/// edit distance 2 of a subcommand's name (and closer than half its length,
/// so short model names are never mistaken).
enum MistypedSubcommand {
    /// The error to print for `arguments` (without the program's name), or nil.
    static func message(
        for arguments: [String], subcommands: [String],
        fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> String? {
        let list = subcommands.joined(separator: ", ")
        // `help WORD` names a subcommand, never a file: any other word is a
        // mistake, with the nearest name when one is close.
        if arguments.first == "help", arguments.count > 1, let word = arguments.dropFirst().first, !word.hasPrefix("-"),
            !subcommands.contains(word)
        {
            guard let best = nearest(word, subcommands) else { return "unknown subcommand '\(word)' (subcommands: \(list))" }
            return "unknown subcommand '\(word)': did you mean '\(best)'? (subcommands: \(list))"
        }
        guard let word = arguments.first, !word.hasPrefix("-"), !subcommands.contains(word), !fileExists(word),
            let best = nearest(word, subcommands)
        else { return nil }
        return "unknown subcommand '\(word)': did you mean '\(best)'? (subcommands: \(list); a model path must name an existing file)"
    }

    /// The subcommand within edit distance 2 of `word` and closer than half
    /// its own length, the nearest first (ties by name); nil when none is.
    static func nearest(_ word: String, _ subcommands: [String]) -> String? {
        let scored = subcommands.map { (name: $0, distance: editDistance(word.lowercased(), $0)) }
        guard let best = scored.min(by: { ($0.distance, $0.name) < ($1.distance, $1.name) }),
            best.distance <= 2, best.distance * 2 < best.name.count
        else { return nil }
        return best.name
    }

    /// Levenshtein distance (insertions, deletions, substitutions), with an
    /// adjacent transposition counted as one edit (`chekc` → `check`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, table[i - 2][j - 2] + 1) }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
