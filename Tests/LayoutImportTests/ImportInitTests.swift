import LayoutImport
import LayoutModel
import Testing

/// A view with an `init` of its own is inlined through it (docs/import.md,
/// "The rules"): its parameters take the call's arguments (by external
/// label, `_` for none, defaults for the rest), and the stored properties
/// its body assigns take their values.
@Suite struct ImportInitTests {
    static func imported(_ source: String) throws -> ImportResult {
        var importer = SwiftUIImporter()
        try importer.add(file: "Snippet.swift", text: source)
        return try importer.importView(named: "Row")
    }

    /// The frame of the inlined Badge, whose size reaches `side` through
    /// `init(size:_:)` and whose title reaches `_title` through `State`.
    static func badge(_ result: ImportResult) -> (frame: ModifierKind?, text: ViewContent?) {
        guard case .hStack(_, _, let children) = result.problem.root.content, let first = children.first,
            case .vStack(_, _, let inner) = first.content
        else { return (nil, nil) }
        return (inner.first?.modifiers.first?.kind, inner.last?.content)
    }

    @Test func anExplicitInitBindsItsParametersAndAssignments() throws {
        let result = try Self.imported(
            """
            struct Badge: View {
                let side: Double
                @State private var title: String
                init(size: Double, _ text: String, spacing: Double = 4) {
                    self.side = size
                    _title = State(initialValue: text)
                }
                var body: some View {
                    VStack { Color.red.frame(width: side, height: side); Text(title) }
                }
            }
            struct Row: View {
                var body: some View { HStack { Badge(size: 30, "Hi") } }
            }
            """)
        let badge = Self.badge(result)
        #expect(badge.frame == .frame(width: 30, height: 30, alignment: .center))
        #expect(badge.text == .text("Hi", fontSize: 17))
        #expect(!result.notes.contains { $0.message.contains("no init of Badge") })
    }

    /// Arguments no `init` takes (a label it does not have) fall back to the
    /// memberwise reading, with a note.
    @Test func argumentsNoInitTakesAreReadAsTheMemberwiseOnesAndNoted() throws {
        let result = try Self.imported(
            """
            struct Badge: View {
                var side: Double = 10
                init(size: Double) { self.side = size }
                var body: some View { VStack { Color.red.frame(width: side, height: side); Text("x") } }
            }
            struct Row: View {
                var body: some View { HStack { Badge(side: 20) } }
            }
            """)
        #expect(Self.badge(result).frame == .frame(width: 20, height: 20, alignment: .center))
        #expect(result.notes.contains { $0.message.contains("no init of Badge takes these arguments") })
    }
}
