import Foundation
import LayoutTestSupport
import Testing

/// Every `$ layoutlp …` transcript in the README and docs/ is run as
/// written, and its output must say what the transcript says, so no
/// transcript can drift from the tool (issue 32). A transcript is a fenced
/// block whose first line is `$ layoutlp ARGUMENTS` (arguments split at
/// spaces; no quoting); the lines after it are the expected output (standard
/// output, then standard error), matched in order: a line that is only `…`
/// (indented or not)
/// skips any number of lines, `…` inside a line stands for any text (a time,
/// a path), and every other line must come next, trailing spaces aside.
/// Commands run in a temporary folder holding a link to `Models`, so an
/// `-o out` writes nothing into the package.
@Suite struct DocumentTranscriptTests {
    struct Transcript: CustomTestStringConvertible, Sendable {
        var document: String
        var line: Int
        var arguments: [String]
        var expected: [String]

        var testDescription: String { "\(document):\(line): layoutlp \(arguments.joined(separator: " "))" }
    }

    /// The documents whose transcripts are checked.
    static let documents =
        ["README.md"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("docs").path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }

    static let transcripts: [Transcript] = documents.flatMap { document -> [Transcript] in
        guard let text = try? String(contentsOf: PackagePaths.root.appendingPathComponent(document), encoding: .utf8) else { return [] }
        return transcripts(in: text, document: document)
    }

    /// The transcripts of one Markdown text.
    static func transcripts(in text: String, document: String) -> [Transcript] {
        let lines = text.components(separatedBy: "\n")
        var found: [Transcript] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            guard fence.hasPrefix("```"), index + 1 < lines.count else { index += 1; continue }
            let indent = lines[index].prefix { $0 == " " }.count
            var end = index + 1
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
            let body = lines[(index + 1)..<min(end, lines.count)].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            if let command = body.first, command.hasPrefix("$ layoutlp ") || command == "$ layoutlp" {
                let arguments = command.dropFirst("$ layoutlp".count).split(separator: " ").map(String.init)
                found.append(Transcript(document: document, line: index + 2, arguments: arguments, expected: Array(body.dropFirst())))
            }
            index = end + 1
        }
        return found
    }

    /// Whether `output` says what `expected` says (the rules above); nil
    /// when it does, else the first expected line not found, and where.
    static func mismatch(_ expected: [String], _ output: [String]) -> String? {
        var position = 0
        var skipping = false
        for line in expected.map({ $0.trimmingTrailingSpaces }) {
            if line.trimmingCharacters(in: .whitespaces) == "…" { skipping = true; continue }
            let pattern = line.components(separatedBy: "…")
            if skipping {
                guard let found = output[position...].firstIndex(where: { matches($0.trimmingTrailingSpaces, pattern) }) else {
                    return "not found after output line \(position + 1): \(line)"
                }
                position = found + 1
            } else {
                guard position < output.count, matches(output[position].trimmingTrailingSpaces, pattern) else {
                    let actual = position < output.count ? output[position] : "(the end of the output)"
                    return "output line \(position + 1) is\n  \(actual)\nwhere the transcript says\n  \(line)"
                }
                position += 1
            }
            skipping = false
        }
        return nil
    }

    /// `line` matches the pieces of a pattern split at `…`: each piece in order, the first at the start and the last at the end.
    static func matches(_ line: String, _ pieces: [String]) -> Bool {
        guard pieces.count > 1 else { return line == pieces[0] }
        guard line.hasPrefix(pieces[0]), line.hasSuffix(pieces[pieces.count - 1]),
            line.count >= pieces[0].count + pieces[pieces.count - 1].count
        else { return false }
        var rest = line.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    @Test func theDocumentsHaveTranscripts() {
        #expect(Self.transcripts.count >= 8)
    }

    @Test(arguments: transcripts) func aTranscriptSaysWhatTheToolPrints(_ transcript: Transcript) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-transcript-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Models"),
            withDestinationURL: PackagePaths.root.appendingPathComponent("Models"))
        let run = try CommandRunner.run(transcript.arguments, in: folder.path)
        let output = (run.standardOutput + run.standardError).components(separatedBy: "\n")
        if let mismatch = Self.mismatch(transcript.expected, output) {
            Issue.record("\(transcript.testDescription) (exit \(run.status)): \(mismatch)")
        }
    }

    /// The matcher itself: `…` lines skip, `…` in a line stands for any text, other lines come next.
    @Test func theMatcherFollowsItsRules() {
        let output = ["header 12 ms", "a", "b", "c", "tail"]
        #expect(Self.mismatch(["header … ms", "a", "…", "tail"], output) == nil)
        #expect(Self.mismatch(["header … ms", "b"], output) != nil)
        #expect(Self.mismatch(["…", "c", "tail"], output) == nil)
        #expect(Self.mismatch(["header … ms", "  …", "tail"], output) == nil)
        #expect(Self.mismatch(["…", "d"], output) != nil)
        #expect(Self.mismatch(["head…"], output) == nil)
        #expect(Self.mismatch(["…ms"], output) == nil)
        #expect(!Self.matches("ab", ["ab", "b"]))
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " || text.last == "\r" { text.removeLast() }
        return text
    }
}
