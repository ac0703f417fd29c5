import GreedyLayout
import LayoutImport
import LayoutModel
import Testing

/// Views real screens use that the importer reads by a documented rule
/// (docs/import.md, "Views"): Divider, Label, TextField, a symbol's size
/// from its font, and a Group's modifiers applied to each of its views.
/// Frames are worked by hand from docs/greedy-semantics.md and
/// docs/text-metrics.md (a line is 1.25 × the font size tall).
@Suite struct ImportVocabularyTests {
    static func imported(_ source: String, proposal: ProposedViewSize = ProposedViewSize(width: 200, height: 100)) throws -> ImportResult {
        var importer = SwiftUIImporter(options: .init(proposal: proposal))
        try importer.add(file: "Snippet.swift", text: source)
        return try importer.importView(named: nil)
    }

    static func frames(_ result: ImportResult) throws -> [ModelID: Rect] {
        let tree = try LayoutTree(result.problem.root)
        return try GreedyLayoutEngine().layout(tree, proposal: result.problem.proposal).framesByID(in: tree)
    }

    /// A Divider is a fill 1 pt thick across the nearest stack's axis and as
    /// long as it is proposed: in a VStack of spacing 0 offered 200 × 100,
    /// after a 10-tall Color it is 200 × 1 at y 10; the HStack below takes
    /// the other 89, and its Divider (flexibility 0, sized first) is 1 × 89
    /// between two Colors of (200 − 1) / 2 = 99.5.
    @Test func aDividerRunsAcrossItsStacksAxis() throws {
        let result = try Self.imported(
            """
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 10)
                        Divider().id("across")
                        HStack(spacing: 0) { Color.blue.id("left"); Divider().id("down"); Color.green }
                    }
                }
            }
            """)
        let frames = try Self.frames(result)
        #expect(frames["across"] == Rect(x: 0, y: 10, width: 200, height: 1))
        #expect(frames["down"] == Rect(x: 99.5, y: 11, width: 1, height: 89))
        #expect(frames["left"] == Rect(x: 0, y: 11, width: 99.5, height: 89))
        #expect(result.notes.filter { $0.message.hasPrefix("a Divider in") }.count == 2)
    }

    /// Outside every stack a Divider is horizontal: 1 tall, as wide as the
    /// proposal (the root at the origin, docs/greedy-semantics.md).
    @Test func aDividerOutsideAStackIsHorizontal() throws {
        let result = try Self.imported("struct Line: View { var body: some View { Divider().id(\"line\") } }")
        #expect(try Self.frames(result)["line"] == Rect(x: 0, y: 0, width: 200, height: 1))
    }

    /// `Group { … }.padding(5)` pads each of its views (SwiftUI applies a
    /// Group's modifiers to every view in it): in an HStack of spacing 0,
    /// Colors framed 10 and 20 wide answer 20 and 30 with their padding, the
    /// row 50 wide centred in 200 (x 75). Its `.id` names no one (noted).
    @Test func aGroupsModifiersApplyToEachOfItsViews() throws {
        let result = try Self.imported(
            """
            struct Row: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Group { Color.red.frame(width: 10).id("a"); Color.blue.frame(width: 20).id("b") }.padding(5).id("both")
                    }
                }
            }
            """)
        guard case .hStack(_, _, let children) = result.problem.root.content else { Issue.record("not an HStack"); return }
        #expect(children.count == 2)
        #expect(
            children.map { $0.modifiers.map(\.kind) } == [
                [.frame(width: 10, height: nil, alignment: .center), .padding(.uniform(.points(5)))],
                [.frame(width: 20, height: nil, alignment: .center), .padding(.uniform(.points(5)))],
            ])
        let frames = try Self.frames(result)
        #expect(frames["a"] == Rect(x: 5, y: 5, width: 10, height: 90))
        #expect(frames["b"] == Rect(x: 25, y: 5, width: 20, height: 90))
        #expect(result.notes.contains { $0.message == "an id on a Group of 2 views is left out" })
        #expect(result.notes.filter { $0.message.contains("apply to each") }.count == 1)
    }

    /// A symbol image is a square of its font's point size: 28 under
    /// `.font(.title)`, 17 at the body size; a Label is its icon and title
    /// in an HStack, the icon sized by the Label's font.
    @Test func aSymbolIsASquareOfItsFontAndALabelIsIconAndTitle() throws {
        let result = try Self.imported(
            """
            struct Row: View {
                var body: some View {
                    VStack {
                        Label("Go", systemImage: "star").font(.title)
                        Image(systemName: "bolt")
                        Label { Text("Mail") } icon: { Image(systemName: "envelope").font(.caption) }
                    }
                }
            }
            """)
        guard case .vStack(_, _, let children) = result.problem.root.content, children.count == 3 else {
            Issue.record("not a VStack of three"); return
        }
        guard case .hStack(_, _, let title) = children[0].content, case .hStack(_, _, let mail) = children[2].content else {
            Issue.record("Labels are not HStacks"); return
        }
        #expect(title.map(\.content) == [.image(width: 28, height: 28, resizable: false), .text("Go", fontSize: 28)])
        #expect(children[1].content == .image(width: 17, height: 17, resizable: false))
        #expect(mail.map(\.content) == [.image(width: 12, height: 12, resizable: false), .text("Mail", fontSize: 17)])
    }

    /// A TextField is one line of its font and as wide as it is proposed:
    /// beside a 50-wide Text in an HStack of spacing 0 offered 300, it is
    /// 250 wide and 1.25 × 17 = 21.25 tall, even with a prompt of 33
    /// characters (33 × 8.5 = 280.5) that would wrap in 250.
    @Test func aTextFieldIsOneLineAsWideAsProposed() throws {
        let result = try Self.imported(
            """
            struct Form: View {
                @State private var name = ""
                var body: some View {
                    HStack(spacing: 0) {
                        Text("Name").frame(width: 50)
                        TextField("A very long prompt for this field", text: $name).id("field")
                    }
                }
            }
            """, proposal: ProposedViewSize(width: 300, height: 100))
        let field = try #require(try Self.frames(result)["field"])
        #expect(field.x == 50)
        #expect(field.width == 250)
        #expect(field.height == 21.25)
    }

    /// Fonts real apps write: a text style under size-keeping modifiers
    /// (`.weight`, `.monospaced()`), `.system(_ style:design:)`,
    /// `.custom(_:size:)`, `.system(size:weight:)`; each gives the point
    /// size of docs/import.md's table (subheadline 15, caption 12, title
    /// 28, caption2 11) or its literal size.
    @Test func fontsWithModifiersAndCustomFacesKeepTheirSize() throws {
        let result = try Self.imported(
            """
            struct Fonts: View {
                var body: some View {
                    VStack {
                        Text("a").font(.subheadline.weight(.medium))
                        Text("b").font(.system(.caption, design: .rounded))
                        Text("c").font(.custom("Courier", size: 20))
                        Text("d").font(Font.title.weight(.bold))
                        Text("e").font(.caption2.monospaced())
                        Text("f").font(.system(size: 10.5, weight: .semibold))
                        Text("g").font(.custom("Courier", fixedSize: 9))
                    }
                }
            }
            """)
        guard case .vStack(_, _, let children) = result.problem.root.content else { Issue.record("not a VStack"); return }
        #expect(
            children.map(\.content) == [
                .text("a", fontSize: 15), .text("b", fontSize: 12), .text("c", fontSize: 20), .text("d", fontSize: 28),
                .text("e", fontSize: 11), .text("f", fontSize: 10.5), .text("g", fontSize: 9),
            ])
        #expect(!result.notes.contains { $0.message.hasPrefix("a font that is not") })
    }
}
