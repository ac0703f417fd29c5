import GreedyLayout
import LayoutImport
import LayoutModel
import Testing

/// `.lineLimit` in Swift source becomes the model's `environment.lineLimit`
/// (docs/import.md, "The rules"; docs/text-metrics.md, step 4).
@Suite struct ImportLineLimitTests {
    static func imported(_ body: String) throws -> ImportResult {
        var importer = SwiftUIImporter(options: .init(proposal: ProposedViewSize(width: 100, height: nil)))
        try importer.add(file: "Snippet.swift", text: "struct Screen: View {\n    var body: some View {\n        \(body)\n    }\n}\n")
        return try importer.importView()
    }

    static func limit(_ result: ImportResult) -> LineLimit? {
        guard case .environment(let overrides)? = result.problem.root.modifiers.last?.kind else { return nil }
        return overrides.lineLimit
    }

    /// `Text("Swift layout is greedy").lineLimit(1)` at 100 wide: capacity
    /// 11, 3 lines without a limit (the worked example); one kept, rebuilt
    /// as "Swift layo…", 11 × 8.5 = 93.5 wide, one line 21.25 tall.
    @Test func aLineLimitIsImportedAndLaidOut() throws {
        let result = try Self.imported("Text(\"Swift layout is greedy\").lineLimit(1).id(\"t\")")
        #expect(Self.limit(result) == .lines(1))
        #expect(!result.notes.contains { $0.message.contains("lineLimit") })
        let tree = try LayoutTree(result.problem.root)
        let frames = try GreedyLayoutEngine().layout(tree, proposal: result.problem.proposal).framesByID(in: tree)
        #expect(frames["t"]?.size == Size(width: 93.5, height: 21.25))
    }

    @Test(arguments: [
        ("lineLimit(nil)", LineLimit.unlimited, false),
        ("lineLimit(2...4)", LineLimit.lines(4), true),
        ("lineLimit(1..<3)", LineLimit.lines(2), true),
        ("lineLimit(2...)", LineLimit.unlimited, true),
        ("lineLimit(3, reservesSpace: true)", LineLimit.lines(3), true),
        ("lineLimit(count)", LineLimit.unlimited, true),
    ])
    func everyFormHasItsLimitAndSaysWhatItDropped(_ call: String, _ limit: LineLimit, _ noted: Bool) throws {
        let result = try Self.imported("Text(\"a b\").\(call)")
        #expect(Self.limit(result) == limit)
        #expect(result.notes.contains { $0.message.contains("lineLimit") } == noted, "\(result.notes)")
    }
}
