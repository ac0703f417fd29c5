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
        let source = try Self.swiftFile(
            """
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

    /// `--all-views FOLDER` (issue 29, the corpus): every View of the files,
    /// parsed once, one model each; a View that fails is named on standard
    /// error and skipped (a List is not in the vocabulary); only when none
    /// imports is it exit 2; with --view it is a usage error.
    @Test func allViewsWritesOneModelPerViewAndSkipsTheFailures() throws {
        let source = try Self.swiftFile(
            """
            struct Badge: View {
                var body: some View { Color.red.frame(width: 30, height: 20) }
            }
            struct Row: View {
                var body: some View { HStack(spacing: 0) { Badge(); Color.green } }
            }
            struct Listing: View {
                var body: some View { List { Text("a") } }
            }
            """)
        let folder = source + "-models"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try CommandRunner.run(["import", source, "--all-views", folder, "--proposal", "100x20"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["Badge.json", "Row.json"])
        #expect(run.standardOutput == "\(folder)/Badge.json\n\(folder)/Row.json\n")
        #expect(
            run.standardError.contains("Listing: error: \(source):8:27: the view List is not in the model vocabulary"),
            "\(run.standardError)")
        #expect(run.standardError.contains("Row: note: \(source):5:48: inlined: Badge"), "\(run.standardError)")
        #expect(run.standardError.hasSuffix("imported 2 of 3 Views into \(folder)\n"))
        // Row inlines Badge: the fixed 30 is served first, the Color takes the other 70 (semantics §1.4).
        let solved = try CommandRunner.run(["solve", folder + "/Row.json"])
        #expect(solved.standardOutput.contains("Color  x 30 y 0 w 70 h 20"), "\(solved.standardOutput)")

        let none = try Self.swiftFile("struct Listing: View { var body: some View { List { Text(\"a\") } } }")
        let failed = try CommandRunner.run(["import", none, "--all-views", folder + "-none"])
        defer { try? FileManager.default.removeItem(atPath: folder + "-none") }
        #expect(
            failed.status == 2 && failed.standardError.hasSuffix("imported 0 of 1 View into \(folder)-none\n"), "\(failed.standardError)")
        let both = try CommandRunner.run(["import", source, "--all-views", folder, "--view", "Row"])
        #expect(both.status == 64 && both.standardError.contains("--all-views excludes --view and -o"))
    }

    /// `--variants FOLDER`: an `if` without `else` gives two models, with
    /// and without the fixed 30-wide Color; laid out at 100 × 20 the other
    /// Color takes 70 (the fixed one served first, semantics §1.4) or the
    /// whole 100.
    @Test func variantsWritesOneModelPerBranch() throws {
        let source = try Self.swiftFile(
            """
            struct Row: View {
                var body: some View {
                    HStack(spacing: 0) {
                        if showsBadge { Color.red.frame(width: 30) }
                        Color.green.id("rest")
                    }
                }
            }
            """)
        let folder = source + "-variants"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try CommandRunner.run(["import", source, "--variants", folder, "--proposal", "100x20"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "\(folder)/Row-v1.json\n\(folder)/Row-v2.json\n")
        #expect(run.standardError.hasSuffix("imported 2 variants of Row (1 choice on state) into \(folder)\n"), "\(run.standardError)")
        let first = try CommandRunner.run(["solve", folder + "/Row-v1.json"])
        #expect(first.standardOutput.contains("Color #rest  x 30 y 0 w 70 h 20"), "\(first.standardOutput)")
        let second = try CommandRunner.run(["solve", folder + "/Row-v2.json"])
        #expect(second.standardOutput.contains("Color #rest  x 0 y 0 w 100 h 20"), "\(second.standardOutput)")
        let both = try CommandRunner.run(["import", source, "--variants", folder, "-o", folder + ".json"])
        #expect(both.status == 64 && both.standardError.contains("--variants excludes --all-views and -o"))
        let limit = try CommandRunner.run(["import", source, "--variants", folder, "--variant-limit", "0"])
        #expect(limit.status == 64 && limit.standardError.contains("--variant-limit must be between 1 and 10000"))
    }

    /// `explain` on an imported model says where the node's view is in the
    /// source: the Color at line 3, column 35; its frame, a modifier, the same.
    @Test func explainNamesTheSourceOfAnImportedNode() throws {
        let source = try Self.swiftFile(
            """
            struct Row: View {
                var body: some View {
                    HStack(spacing: 0) { Color.red.frame(width: 30).id("fixed"); Color.green.id("rest") }
                }
            }
            """)
        let model = source + ".json"
        defer { try? FileManager.default.removeItem(atPath: model) }
        let run = try CommandRunner.run(["import", source, "-o", model, "--proposal", "100x20"])
        #expect(run.status == 0, "\(run.standardError)")
        let rest = try CommandRunner.run(["explain", model, "--node", "rest"])
        #expect(rest.standardOutput.contains("source: \(source):3:70"), "\(rest.standardOutput)")
        let fixed = try CommandRunner.run(["explain", model, "--node", "fixed"])
        #expect(fixed.standardOutput.contains("source: \(source):3:30"), "\(fixed.standardOutput)")
    }
}
