/// Messages (failure or refusal reasons, disagreements, property
/// violations) grouped by their pattern: the message with every number
/// replaced by `#`, so that "the time limit of 5 s ran out" and "… of 7 s
/// …" count together. Each group keeps its count, the message of its lowest
/// case as an example, and its lowest case numbers to replay
/// (`layoutlp fuzz --seed S --case N`).
///
/// Merging is order-independent (counts add, the lowest cases win), so a
/// campaign's groups are the same whatever `--jobs` is.
public struct ReasonGroups: Sendable, Hashable {
    /// One pattern's cases.
    public struct Group: Sendable, Hashable {
        /// How many cases the pattern has.
        public var count = 0
        /// The message of the lowest case recorded.
        public var example = ""
        /// The lowest case numbers, ascending, at most `ReasonGroups.casesKept`.
        public var cases: [Int] = []
    }

    /// How many case numbers a group keeps to replay.
    public static let casesKept = 5

    /// Groups by pattern.
    public private(set) var groups: [String: Group] = [:]

    /// No groups yet.
    public init() {}

    /// Cases recorded in all groups.
    public var total: Int { groups.values.reduce(0) { $0 + $1.count } }

    /// Whether nothing was recorded.
    public var isEmpty: Bool { groups.isEmpty }

    /// The groups, most frequent first, then by pattern.
    public var sorted: [(pattern: String, group: Group)] {
        groups.map { (pattern: $0.key, group: $0.value) }
            .sorted { ($0.group.count, $1.pattern) > ($1.group.count, $0.pattern) }
    }

    /// Counts `message`, seen in case `index`.
    public mutating func record(_ message: String, case index: Int) {
        var single = Group()
        single.count = 1
        single.example = message
        single.cases = [index]
        merge(pattern: Self.pattern(of: message), single)
    }

    /// Adds `other`'s groups.
    public mutating func merge(_ other: ReasonGroups) {
        for (pattern, group) in other.groups { merge(pattern: pattern, group) }
    }

    private mutating func merge(pattern: String, _ group: Group) {
        guard var existing = groups[pattern] else {
            groups[pattern] = group
            return
        }
        existing.count += group.count
        if let mine = existing.cases.first, let theirs = group.cases.first, theirs < mine { existing.example = group.example }
        existing.cases = Array(Set(existing.cases + group.cases).sorted().prefix(Self.casesKept))
        groups[pattern] = existing
    }

    /// `message` with every number replaced by `#`: digits with a fraction
    /// and an exponent if written, a sign before them at the start of a
    /// word (`-16`), digits inside a word (`badge1`), and the words `nan`,
    /// and `inf` (also signed), as frames print lengths (the word `infinity` in prose stays).
    public static func pattern(of message: String) -> String {
        var result = ""
        var characters = Array(message)[...]
        func isDigit(_ character: Character?) -> Bool { character.map { $0.isASCII && $0.isNumber } ?? false }
        func startsWord() -> Bool { result.last.map { !$0.isLetter && !$0.isNumber } ?? true }
        while let first = characters.first {
            var rest = characters
            if (first == "-" || first == "+"), startsWord() { rest = rest.dropFirst() }
            if startsWord(), let word = ["inf", "nan"].first(where: { rest.starts(with: $0) }),
                !(rest.dropFirst(word.count).first.map { $0.isLetter || $0.isNumber } ?? false)
            {
                result.append("#")
                characters = rest.dropFirst(word.count)
                continue
            }
            guard isDigit(rest.first), rest.startIndex == characters.startIndex || startsWord() else {
                result.append(first)
                characters = characters.dropFirst()
                continue
            }
            characters = rest.drop { $0.isASCII && $0.isNumber }
            // A fraction: ".5"; an exponent: "e-07".
            if characters.first == ".", isDigit(characters.dropFirst().first) {
                characters = characters.dropFirst().drop { $0.isASCII && $0.isNumber }
            }
            if let e = characters.first, e == "e" || e == "E" {
                var exponent = characters.dropFirst()
                if let sign = exponent.first, sign == "-" || sign == "+" { exponent = exponent.dropFirst() }
                if isDigit(exponent.first) { characters = exponent.drop { $0.isASCII && $0.isNumber } }
            }
            result.append("#")
        }
        return result
    }
}
