import Foundation
import LayoutTestSupport
import Testing

/// `layoutlp import` through the executable (docs/import.md, docs/cli.md "import").
@Suite struct ImportCommandTests {
    static func swiftFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-import-\(UUID().uuidString).swift")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The imported model is a model file every command reads: here `solve`
    /// lays it out (an HStack of spacing 0 at 200 × 20 with two Colors, one at
    /// maxWidth 50: the capped one is served first and takes 50, the other the
    /// remaining 150, semantics §1.4).
    @Test func theImportedModelSolvesAndNotesGoToStandardError() throws {
        let source = try Self.swiftFile("""
            struct Row: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(maxWidth: 50).id("a")
                        Color.green.id("b")
                    }
                    .onTapGesture { }
                }
            }
            """)
        let model = source + ".json"
        let imported = try CommandRunner.run(["import", source, "--proposal", "200x20", "-o", model])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardError.contains("\(source):7:10: dropped: .onTapGesture does not change layout; left out"))
        let solved = try CommandRunner.run(["solve", model])
        #expect(solved.status == 0, "\(solved.standardError)")
        #expect(solved.standardOutput.contains("frame #a  x 0 y 0 w 50 h 20"))
        #expect(solved.standardOutput.contains("Color #b  x 50 y 0 w 150 h 20"))
    }

    @Test func badSourceIsExitTwoWithItsLocation() throws {
        let source = try Self.swiftFile("struct Row: View { var body: some View { List { Text(\"a\") } } }")
        let refused = try CommandRunner.run(["import", source])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("\(source):1:42: the view List is not in the model vocabulary"))
        let missing = try CommandRunner.run(["import", "/nonexistent/View.swift"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("/nonexistent/View.swift: cannot be read"))
        let noView = try CommandRunner.run(["import", source, "--view", "Other"])
        #expect(noView.status == 2)
        #expect(noView.standardError.contains("no View named Other in the given files (defined: Row)"))
    }
}
